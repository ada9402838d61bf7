/** What the `markdown` and `html` filters make of a text: read and written into Word by the render (see render-styled.ts). */
export class StyledText {
  constructor(
    readonly format: 'markdown' | 'html',
    readonly source: string,
  ) {}
}

/** What the `link` filter makes of an address: a hyperlink showing `label`. */
export class LinkValue {
  constructor(
    readonly href: string,
    readonly label: string,
  ) {}
}

export type StyledValue = StyledText | LinkValue;

export const isStyledValue = (value: unknown): value is StyledValue => value instanceof StyledText || value instanceof LinkValue;

/** The filters whose value is styled text or a link: they come last in a tag (no text filter can read what they make). */
export const STYLED_FILTERS: ReadonlySet<string> = new Set(['markdown', 'html', 'link']);

/** The filters whose styled text may hold paragraphs, lists and tables: alone in its paragraph, such a tag is replaced by them. */
export const BLOCK_FILTERS: ReadonlySet<string> = new Set(['markdown', 'html']);
