/**
 * Styled text read from markdown or HTML, as Word will hold it: a flat list of paragraphs (Word
 * has no nested blocks: a list item is a numbered paragraph, a quote an indented one) and tables.
 */

/** Run formatting, as bits. */
export const BOLD = 1;
export const ITALIC = 2;
export const UNDERLINE = 4;
export const STRIKE = 8;
export const CODE = 16;
export const SUPERSCRIPT = 32;
export const SUBSCRIPT = 64;
export const HIGHLIGHT = 128;

/** A hyperlink: the inlines that point at the same link object make one `w:hyperlink`. */
export interface RichLink {
  readonly href: string;
}

export type RichInline =
  | { readonly kind: 'text'; text: string; readonly marks: number; readonly link: RichLink | undefined }
  | { readonly kind: 'break'; readonly marks: number; readonly link: RichLink | undefined };

/** One list, with the levels nested in it: one Word numbering instance, each level numbered or bulleted. */
export interface RichList {
  /** Per level (0–8), whether it is numbered; a level no list has reached yet is bulleted. */
  readonly ordered: boolean[];
  /** Per level, the number its first item has (`<ol start="3">`, `3. item`). */
  readonly starts: number[];
}

export type Alignment = 'left' | 'center' | 'right' | 'both';

export interface RichParagraph {
  readonly kind: 'paragraph';
  /** `body`; `heading` (level 1–6); `code` (a code block: line breaks kept, monospace); `rule` (a horizontal line). */
  readonly role: 'body' | 'heading' | 'code' | 'rule';
  readonly level: number;
  /** The first paragraph of a list item: numbered by the list at this level. */
  readonly list: { readonly list: RichList; readonly level: number } | undefined;
  /** A later paragraph of a list item: indented as its item, not numbered (the item's level + 1); 0 outside lists. */
  readonly continues: number;
  /** How many block quotes hold it. */
  readonly quote: number;
  readonly align: Alignment | undefined;
  readonly inlines: RichInline[];
}

export interface RichCell {
  readonly header: boolean;
  readonly align: Alignment | undefined;
  readonly blocks: RichParagraph[];
}

export interface RichRow {
  readonly cells: RichCell[];
}

export interface RichTable {
  readonly kind: 'table';
  readonly rows: RichRow[];
}

export type RichBlock = RichParagraph | RichTable;

/** What a value was read into, and what was left out of it (element names for warnings). */
export interface RichDocument {
  readonly blocks: readonly RichBlock[];
  readonly dropped: readonly string[];
}

/** The text of inlines, breaks as line breaks (inline placement, the document title). */
export const inlineText = (inlines: readonly RichInline[]): string => inlines.map((inline) => (inline.kind === 'text' ? inline.text : '\n')).join('');
