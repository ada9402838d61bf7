import type * as TE from 'fp-ts/TaskEither';
import type { DocumentRefused } from './document-analyser';
import type { TooComplex } from './too-complex';

/** One difference between two documents, as a compare lists it. */
export type DocumentChange = {
  readonly kind: 'inserted' | 'deleted' | 'changed';
  readonly element: 'paragraph' | 'table' | 'row' | 'block';
  readonly area: 'body' | 'header' | 'footer';
  /** The part of the revised file (of the original for what only it has). */
  readonly part: string;
  /** Where, counted in that part: `paragraph 4`, `table 1, row 3, cell 2, paragraph 1`. */
  readonly location: string;
  readonly before?: string;
  readonly after?: string;
};

/** The revised document with every difference from the original as a Word tracked change, and the list of them. */
export type DocumentComparison = {
  readonly docx: Uint8Array;
  readonly changes: ReadonlyArray<DocumentChange>;
};

/** Compares two .docx files through the document engine. */
export interface DocumentComparer {
  /**
   * The revised file with tracked changes (author "Quire", at `at`) against the original: a file
   * the engine refuses is DocumentRefused, its message naming which; past a limit (time, the
   * paragraphs a compare reads, the output's size) TooComplex.
   */
  compare(original: Uint8Array, revised: Uint8Array, at: Date): TE.TaskEither<DocumentRefused | TooComplex, DocumentComparison>;
}
