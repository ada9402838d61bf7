/** What one benchmark document holds, and how many times it is rendered. */
export type DocumentSize = {
  readonly name: 'letter' | 'contract' | 'book' | 'rich';
  readonly description: string;
  /** Body paragraphs of ordinary text (fields are spread over them). */
  readonly paragraphs: number;
  /** Field tags outside the repeated row: body, header, footer and the letter's table. */
  readonly fieldOccurrences: number;
  /** Distinct field names those tags use. */
  readonly distinctFields: number;
  /** Conditional sections; every fifth is inline, the others span paragraphs; half are kept. */
  readonly conditions: number;
  /** Rows of the table repeat (three fields each); 0 gives a table without a repeat. */
  readonly repeatRows: number;
  readonly iterations: number;
  readonly warmUp: number;
};

export const DOCUMENT_SIZES: ReadonlyArray<DocumentSize> = [
  {
    name: 'letter',
    description: '1-page letter',
    paragraphs: 10,
    fieldOccurrences: 20,
    distinctFields: 16,
    conditions: 2,
    repeatRows: 0,
    iterations: 200,
    warmUp: 30,
  },
  {
    name: 'contract',
    description: '~40-page contract',
    paragraphs: 260,
    fieldOccurrences: 400,
    distinctFields: 100,
    conditions: 30,
    repeatRows: 50,
    iterations: 50,
    warmUp: 5,
  },
  {
    name: 'book',
    description: '~400-page document',
    paragraphs: 2700,
    fieldOccurrences: 4000,
    distinctFields: 500,
    conditions: 300,
    repeatRows: 2000,
    iterations: 10,
    warmUp: 2,
  },
];

/** The rich case (template/rich-case.ts): 20 markdown values, 10 pictures, 200 rows with 6 dynamic columns and a computed total; only `npm run bench` measures it. */
export const RICH_SIZE: DocumentSize = {
    name: 'rich',
    description: 'quote with styled text, pictures, dynamic columns',
    paragraphs: 32,
    fieldOccurrences: 32,
    distinctFields: 31,
    conditions: 0,
    repeatRows: 200,
    iterations: 50,
    warmUp: 5,
};
