import { Parser, type Handler } from 'htmlparser2';
import { BOUNDARY_ELEMENTS, DROPPED_ELEMENTS, MARK_ELEMENTS, PLAIN_INLINE_ELEMENTS } from './html-elements';
import { linkTarget } from './link-target';
import type { RichBuilder } from './rich-builder';
import { BOLD, ITALIC, STRIKE, SUBSCRIPT, SUPERSCRIPT, UNDERLINE, type Alignment } from './rich-model';

const PARSER_OPTIONS = { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: false } as const;

const HEADING = /^h([1-6])$/;
const SPACES = /[\t\n\f\r ]+/g;

/** What `style="…"` turns on and off, for the few properties styled text keeps. */
const styleMarks = (style: string | undefined): { readonly add: number; readonly remove: number } => {
  if (style === undefined || style === '') return { add: 0, remove: 0 };
  let add = 0;
  let remove = 0;
  const weight = /font-weight\s*:\s*([\w-]+)/i.exec(style)?.[1]?.toLowerCase();
  if (weight !== undefined) {
    if (weight === 'bold' || weight === 'bolder' || Number(weight) >= 600) add |= BOLD;
    else if (weight === 'normal' || weight === 'lighter' || Number(weight) <= 500) remove |= BOLD;
  }
  const fontStyle = /font-style\s*:\s*([\w-]+)/i.exec(style)?.[1]?.toLowerCase();
  if (fontStyle === 'italic' || fontStyle === 'oblique') add |= ITALIC;
  else if (fontStyle === 'normal') remove |= ITALIC;
  const decoration = /text-decoration(?:-line)?\s*:\s*([^;]+)/i.exec(style)?.[1]?.toLowerCase();
  if (decoration !== undefined) {
    if (decoration.includes('underline')) add |= UNDERLINE;
    if (decoration.includes('line-through')) add |= STRIKE;
    if (decoration.trim() === 'none') remove |= UNDERLINE | STRIKE;
  }
  const vertical = /vertical-align\s*:\s*([\w-]+)/i.exec(style)?.[1]?.toLowerCase();
  if (vertical === 'super') add |= SUPERSCRIPT;
  else if (vertical === 'sub') add |= SUBSCRIPT;
  return { add, remove };
};

const ALIGNMENTS: Readonly<Record<string, Alignment>> = { left: 'left', start: 'left', center: 'center', right: 'right', end: 'right', justify: 'both' };

/** `align="center"`, `style="text-align: center"` or an editor's class (`ql-align-center`). */
const alignmentOf = (attributes: Readonly<Record<string, string>>): Alignment | undefined => {
  const named =
    /text-align\s*:\s*([\w-]+)/i.exec(attributes.style ?? '')?.[1] ?? attributes.align ?? /(?:^|\s)ql-align-(\w+)/.exec(attributes.class ?? '')?.[1];
  return named === undefined ? undefined : ALIGNMENTS[named.toLowerCase()];
};

/** How an element is named in a warning: its name when it looks like one (it comes from data). */
const shownName = (name: string): string => (/^[a-z][a-z0-9-]{0,30}$/.test(name) ? `<${name}>` : 'an unknown element');

/**
 * The htmlparser2 events of an HTML value (or of the HTML inside markdown) sent to the builder.
 * htmlparser2 closes every element it opens (implied closes included), so what an element
 * did when it opened is undone, in order, when it closes: one stack, no recursion.
 */
export const htmlHandler = (builder: RichBuilder): Partial<Handler> => {
  /** Inside an element left out with its content: how many elements deep. */
  let skipped = 0;
  const closers: (() => void)[] = [];
  const open = (name: string, attributes: Record<string, string>): void => {
    if (skipped > 0 || DROPPED_ELEMENTS.has(name)) {
      if (skipped === 0) builder.drop(`${shownName(name)} and what it holds`);
      skipped++;
      return;
    }
    if (!builder.enter()) {
      closers.push(() => builder.leave());
      return;
    }
    const structure = openStructure(builder, name, attributes);
    const marks = styleMarks(attributes.style);
    const add = (MARK_ELEMENTS.get(name) ?? 0) | marks.add;
    const formatted = add !== 0 || marks.remove !== 0;
    if (formatted) builder.pushMarks(add, marks.remove);
    closers.push(() => {
      if (formatted) builder.popMarks();
      structure?.();
      builder.leave();
    });
  };
  return {
    onopentag: open,
    onclosetag: () => {
      if (skipped > 0) {
        skipped--;
        return;
      }
      closers.pop()?.();
    },
    ontext: (text) => {
      if (skipped > 0 || builder.tooDeep) return;
      builder.text(builder.inCode ? text : text.replace(SPACES, ' '));
    },
  };
};

/** Opens what an element stands for; answers what closes it (undefined for inline elements and empty ones). */
const openStructure = (builder: RichBuilder, name: string, attributes: Readonly<Record<string, string>>): (() => void) | undefined => {
  const heading = HEADING.exec(name);
  if (heading !== null) {
    builder.openHeading(Number(heading[1]), alignmentOf(attributes));
    return () => builder.closeParagraph();
  }
  switch (name) {
    case 'p':
      builder.openParagraph(alignmentOf(attributes));
      return () => builder.closeParagraph();
    case 'br':
      builder.lineBreak();
      return undefined;
    case 'hr':
      builder.rule();
      return undefined;
    case 'ul':
    case 'ol':
    case 'menu':
      builder.openList(name === 'ol', name === 'ol' && attributes.start !== undefined && /^\d{1,9}$/.test(attributes.start.trim()) ? Number(attributes.start) : 1);
      return () => builder.closeList();
    case 'li':
      builder.openItem();
      return () => builder.closeItem();
    case 'blockquote':
      builder.openQuote();
      return () => builder.closeQuote();
    case 'pre':
      builder.openCode();
      return () => builder.closeCode();
    case 'table':
      builder.openTable();
      return () => builder.closeTable();
    case 'tr':
      builder.openRow();
      return () => builder.closeRow();
    case 'td':
    case 'th':
      builder.openCell(name === 'th', alignmentOf(attributes));
      return () => builder.closeCell();
    case 'a': {
      const href = attributes.href;
      const target = href === undefined ? undefined : linkTarget(href);
      if (href !== undefined && target === undefined) builder.drop('a link that is not to an http, https or mailto address (its text kept)');
      builder.openLink(target);
      return () => builder.closeLink();
    }
  }
  if (BOUNDARY_ELEMENTS.has(name)) {
    builder.openBoundary(alignmentOf(attributes));
    return () => builder.closeBoundary();
  }
  if (!MARK_ELEMENTS.has(name) && !PLAIN_INLINE_ELEMENTS.has(name)) builder.drop(`${shownName(name)} (its text kept)`);
  return undefined;
};

/** An htmlparser2 parser sending an HTML text's events to the builder. */
export const htmlParser = (builder: RichBuilder): Parser => new Parser(htmlHandler(builder), PARSER_OPTIONS);

/** How much HTML is given to the parser at a time: reading stops within one piece of passing the nesting limit. */
const PIECE = 16 * 1024;

/** Reads an HTML value into the builder, in pieces, stopping soon after it nests too deep. */
export const readHtml = (source: string, builder: RichBuilder): void => {
  const parser = htmlParser(builder);
  for (let at = 0; at < source.length && !builder.tooDeep; at += PIECE) parser.write(source.slice(at, at + PIECE));
  if (!builder.tooDeep) parser.end();
};
