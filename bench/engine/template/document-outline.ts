/** A benchmark document before any template syntax: what text, fields, conditions and tables it holds. */
export type Inline =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'field'; readonly name: string; readonly splitAcrossRuns: boolean; readonly bold: boolean }
  | { readonly kind: 'inline-condition'; readonly condition: string; readonly text: string };

export type Paragraph = { readonly kind: 'paragraph'; readonly heading: boolean; readonly inlines: ReadonlyArray<Inline> };

export type Block =
  | Paragraph
  | { readonly kind: 'condition'; readonly condition: string; readonly paragraphs: ReadonlyArray<Paragraph> }
  | { readonly kind: 'static-table'; readonly rows: ReadonlyArray<readonly [label: string, field: string]> }
  | { readonly kind: 'repeat-table'; readonly list: string; readonly columns: ReadonlyArray<string> };

export type DocumentOutline = {
  readonly body: ReadonlyArray<Block>;
  readonly header: Paragraph;
  readonly footer: Paragraph;
};
