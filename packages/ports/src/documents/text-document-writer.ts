import type * as TE from 'fp-ts/TaskEither';
import type { TooComplex } from './too-complex';

/** Makes a real .docx from plain text (`POST /Snippets` with JSON `text`), through the document engine. */
export interface TextDocumentWriter {
  /**
   * One paragraph per line of `text` in the document's default (Normal) paragraph style; tags
   * typed in the text (`{{client_name}}`) stay as text, so the snippet is a template like any other.
   * TooComplex when writing it passed its time or memory limit.
   */
  fromText(text: string): TE.TaskEither<TooComplex, Uint8Array>;
}
