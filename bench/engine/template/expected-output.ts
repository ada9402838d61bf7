/** What a correct rendering of a benchmark document says, checked once per engine before timing. */
export type ExpectedOutput = {
  /** Texts that must appear (every field value, every kept clause, first and last rows). */
  readonly present: ReadonlyArray<string>;
  /** Texts that must not appear (the clauses whose condition is false). */
  readonly absent: ReadonlyArray<string>;
  /** How many repeated rows the table must hold, found by their description prefix. */
  readonly rowCount: number;
  readonly rowMarker: string;
  /** The parts whose text is checked; the document, header and footer when absent. */
  readonly parts?: ReadonlyArray<string>;
  /** Texts that must appear exactly so many times (a snippet's text, once per insertion). */
  readonly occurrences?: ReadonlyArray<{ readonly text: string; readonly count: number }>;
  /** How many pictures (`word/media/` parts) the document must hold. */
  readonly mediaParts?: number;
};
