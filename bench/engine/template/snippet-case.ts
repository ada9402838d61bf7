import { compileTemplate, renderTemplate } from '@quire/docx-engine/engine';
import type { Block, DocumentOutline } from './document-outline';
import type { ExpectedOutput } from './expected-output';
import { PARTS_WITH_FIELDS } from './package-parts';
import { SNIPPET_NAMES, snippetLibrary, snippetMarker, snippetNoteMarker } from './snippet-docs';

/** Snippet insertions in the snippet case's document, spread over its body; the snippets take turns. */
export const SNIPPET_INSERTIONS = 20;

const snippetName = (insertion: number): string => SNIPPET_NAMES[insertion % SNIPPET_NAMES.length] ?? '';

/** The outline with a paragraph holding only `{{> Name}}` after every few blocks of its body, 20 in all. */
export const withSnippets = (outline: DocumentOutline): DocumentOutline => {
  const body: Block[] = [];
  let placed = 0;
  outline.body.forEach((block, index) => {
    body.push(block);
    for (; placed < Math.floor(((index + 1) * SNIPPET_INSERTIONS) / outline.body.length); placed += 1) {
      body.push({ kind: 'paragraph', heading: false, inlines: [{ kind: 'text', text: `{{> ${snippetName(placed)}}}` }] });
    }
  });
  return { ...outline, body };
};

/** The data with every text value, in rows too, replaced by its `{{path}}` placeholder (conditions kept). */
const placeholderData = (data: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      if (typeof value === 'string') return [key, `{{${key}}}`];
      if (!Array.isArray(value)) return [key, value];
      return [key, value.map((item: Record<string, unknown>, index) => Object.fromEntries(Object.keys(item).map((column) => [column, `{{${key}.${index}.${column}}}`])))];
    }),
  );

/**
 * The floor's input for the snippet case: the document as Quire composes it (snippet content
 * and what it brought: styles, lists, notes, pictures, relationships) rendered with each value's
 * placeholder, so the floor does only what depends on the data: fill and deflate the parts that
 * hold values (the document, header, footer and footnotes).
 */
export const snippetFloorInput = (quireTemplate: Uint8Array, data: Readonly<Record<string, unknown>>): Uint8Array => {
  const compiled = compileTemplate(quireTemplate);
  if (!compiled.ok) throw new Error(`Quire refused the snippet template: ${compiled.error.message}`);
  const library = snippetLibrary();
  const rendered = renderTemplate(compiled.value, placeholderData(data), { resolveSnippet: (name) => library.get(name) });
  if (!rendered.ok) throw new Error(`Quire could not render the snippet template: ${rendered.error.message}`);
  return rendered.value.bytes;
};

/** What a rendering of the snippet case must say besides the document's own: each snippet's text and footnote, once per insertion. */
export const snippetExpected = (expected: ExpectedOutput): ExpectedOutput => {
  const occurrences = SNIPPET_NAMES.flatMap((_name, index) => {
    const count = Math.floor((SNIPPET_INSERTIONS - index - 1) / SNIPPET_NAMES.length) + 1;
    return [
      { text: snippetMarker(index), count },
      { text: snippetNoteMarker(index), count },
    ];
  });
  return { ...expected, parts: [...PARTS_WITH_FIELDS, 'word/footnotes.xml'], occurrences };
};
