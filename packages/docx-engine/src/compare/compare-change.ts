/** One change a compare found, as `?format=json` lists it. */
export interface CompareChange {
  readonly kind: 'inserted' | 'deleted' | 'changed';
  /** What changed: a paragraph, a table, a table row, or another block (a content control…). */
  readonly element: 'paragraph' | 'table' | 'row' | 'block';
  /** The part's area: the body, a header or a footer. */
  readonly area: 'body' | 'header' | 'footer';
  /** The part (`word/document.xml`, `word/header1.xml`…) of the revised file (of the original for what only it has). */
  readonly part: string;
  /**
   * Where, counted in that part (`paragraph 4`, `table 1, row 3, cell 2, paragraph 1`): in the
   * revised file for what was inserted or changed, in the original for what was deleted.
   */
  readonly location: string;
  /** The original text (deleted and changed). */
  readonly before?: string;
  /** The revised text (inserted and changed). */
  readonly after?: string;
}
