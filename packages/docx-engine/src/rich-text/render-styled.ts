import type { FieldNode } from '../program/program';
import type { OutputBuffer } from '../render/output-buffer';
import { type RenderState, warnOnce as warnOnceIn } from '../render/render-state';
import { plainTextXml, runTextXml } from '../render/value-xml';
import { lazyModule } from '../lazy-module';
import { linkTarget } from './link-target';
import { RichBuilder } from './rich-builder';
import { inlineText, type RichBlock, type RichDocument } from './rich-model';
import { StyledSession } from './styled-session';
import { LinkValue, type StyledText, type StyledValue } from './styled-value';
import { blocksXml, inlineXml, plainTextOf, type StyledTarget } from './write-styled';

/* The readers, and markdown-it and htmlparser2 with them, are loaded by the first styled value. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const markdownReader = lazyModule(() => require('./read-markdown') as typeof import('./read-markdown'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const htmlReader = lazyModule(() => require('./read-html') as typeof import('./read-html'));

const sessionOf = (state: RenderState): StyledSession => {
  state.styled ??= new StyledSession(state.target.target);
  return state.styled;
};

const warnOnce = (state: RenderState, key: string, warning: { code: 'styled_text_dropped' | 'styled_text_not_inline' | 'link_refused'; name: string; message: string }): void => {
  warnOnceIn(state, key, warning);
};

/** Reads a value (once per render for one text), or sets the render's failure when it passes a limit. */
const readValue = (node: FieldNode, value: StyledText, state: RenderState): RichDocument | undefined => {
  const { maxLength, maxDepth } = state.styledLimits;
  const where = `"${node.name.text}" (${node.origin.part}, paragraph ${node.origin.paragraph})`;
  if (value.source.length > maxLength) {
    state.failure = {
      code: 'data_too_large',
      message: `The ${value.format} of ${where} is ${value.source.length} characters long; styled text may have at most ${maxLength}.`,
      limit: maxLength,
    };
    return undefined;
  }
  const session = sessionOf(state);
  const key = `${value.format}\u0000${value.source}`;
  const known = session.read.get(key);
  if (known !== undefined) return known;
  const builder = new RichBuilder(maxDepth);
  if (value.format === 'markdown') markdownReader().readMarkdown(value.source, builder);
  else htmlReader().readHtml(value.source, builder);
  if (builder.tooDeep) {
    state.failure = { code: 'data_too_deep', message: `The ${value.format} of ${where} nests more than ${maxDepth} deep; styled text may nest at most ${maxDepth}.`, limit: maxDepth };
    return undefined;
  }
  const document = builder.finish();
  session.read.set(key, document);
  return document;
};

/** Where styled text goes: the part being rendered, or, inside a snippet, straight to the frame's output (it needs no rewriting). */
const outputOf = (node: FieldNode, state: RenderState): { readonly out: OutputBuffer; readonly part: string } | undefined => {
  const direct = state.snippets?.directOutput();
  if (typeof direct === 'string') {
    state.failure = {
      code: 'snippet_unavailable',
      reason: 'invalid',
      message: `The styled text of "${node.name.text}" (${node.origin.part}, paragraph ${node.origin.paragraph}) cannot be placed: ${direct}`,
      name: node.name.text,
      ...node.origin,
    };
    return undefined;
  }
  return direct ?? { out: state.out, part: node.origin.part };
};

const textOf = (blocks: readonly RichBlock[]): string =>
  blocks
    .map((block) => (block.kind === 'paragraph' ? inlineText(block.inlines) : block.rows.map((row) => row.cells.map((cell) => textOf(cell.blocks)).join(' ')).join(' ')))
    .filter((text) => text !== '')
    .join(' ');

/**
 * Writes a field whose value is styled text (`markdown`, `html`) or a link (`link`), docs/template-language.md#styled-text-and-links:
 * in place of its paragraph as paragraphs, lists and tables, or inside its paragraph as runs that
 * keep the tag's formatting. Content left out, a value too long for its place and a refused link
 * are warnings; a value past the limits is a refusal.
 */
export const renderStyled = (node: FieldNode, value: StyledValue, state: RenderState): void => {
  const placement = node.styled;
  if (value instanceof LinkValue) {
    renderLink(node, value, state);
    return;
  }
  const document = readValue(node, value, state);
  if (document === undefined) return;
  if (document.dropped.length > 0) {
    warnOnce(state, `styled:${node.name.text}`, {
      code: 'styled_text_dropped',
      name: node.name.text,
      message: `Some of the ${value.format} of "${node.name.text}" cannot be shown in Word and was left out: ${document.dropped.join('; ')}.`,
    });
  }
  if (placement === undefined) {
    state.out.appendText(plainTextXml(textOf(document.blocks)));
    return;
  }
  const output = outputOf(node, state);
  if (output === undefined) return;
  const target: StyledTarget = { session: sessionOf(state), part: output.part, run: placement.run, look: placement.look };
  if (placement.placement === 'paragraph') {
    const xml = blocksXml(document.blocks, target);
    output.out.appendText(xml);
    const last = document.blocks[document.blocks.length - 1];
    if (placement.keepsSectionBreak || (placement.endsContainer && last?.kind !== 'paragraph')) output.out.appendText(placement.emptied);
    return;
  }
  const plain = plainTextOf(document.blocks);
  if (plain !== undefined) {
    output.out.appendText(runTextXml(plain));
    return;
  }
  const inline = inlineXml(document.blocks, target);
  if (!inline.fitted) {
    warnOnce(state, `inline:${node.name.text}`, {
      code: 'styled_text_not_inline',
      name: node.name.text,
      message: `The ${value.format} of "${node.name.text}" has several paragraphs (or a table) but its tag shares a paragraph with other text: they were joined by line breaks. Put the tag alone in its paragraph.`,
    });
  }
  output.out.appendText(`</w:t></w:r>${inline.xml}${placement.reopenRun}`);
};

const renderLink = (node: FieldNode, value: LinkValue, state: RenderState): void => {
  const href = linkTarget(value.href);
  const placement = node.styled;
  if (href === undefined) {
    warnOnce(state, `link:${node.name.text}`, {
      code: 'link_refused',
      name: node.name.text,
      message: `"${node.name.text}" is not a web or mail address (http, https or mailto): it was written as text, not as a link.`,
    });
  }
  if (href === undefined || placement === undefined) {
    state.out.appendText(placement === undefined ? plainTextXml(value.label) : runTextXml(value.label));
    return;
  }
  const output = outputOf(node, state);
  if (output === undefined) return;
  const session = sessionOf(state);
  const id = session.hyperlink(output.part, href);
  const properties = placement.run.properties(0, session.style('hyperlink'));
  output.out.appendText(`</w:t></w:r><w:hyperlink r:id="${id}" w:history="1"><w:r>${properties}<w:t xml:space="preserve">${runTextXml(value.label)}</w:t></w:r></w:hyperlink>${placement.reopenRun}`);
};
