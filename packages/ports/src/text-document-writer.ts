import type * as T from 'fp-ts/Task';
import type { ServiceIdentifier } from 'inversify';

/** Makes a real .docx from plain text (`POST /Snippets` with JSON `text`), through the document engine. */
export interface TextDocumentWriter {
  /**
   * One paragraph per line of `text` in the document's default (Normal) paragraph style; tags
   * typed in the text (`{{client_name}}`) stay as text, so the snippet is a template like any other.
   */
  fromText(text: string): T.Task<Uint8Array>;
}
export const TextDocumentWriterToken: ServiceIdentifier<TextDocumentWriter> = Symbol.for('quire.TextDocumentWriter');
