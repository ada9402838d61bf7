import type { TextDocumentWriter } from '@quire/ports/text-document-writer';
import type * as T from 'fp-ts/Task';
import { minimalDocxParts } from './minimal-docx-parts';
import { paragraphsXml } from './text-paragraphs';
import { zipParts } from './zip-parts';

/** The .docx for `text`: one paragraph per line in the Normal style (text-paragraphs.ts says how lines are read). */
export const docxFromText = (text: string): Uint8Array => zipParts(minimalDocxParts(paragraphsXml(text)));

/** Snippets created from text (`POST /Snippets` with `text`) become real .docx files that the engine reads as templates. */
export class DocxTextDocumentWriter implements TextDocumentWriter {
  fromText(text: string): T.Task<Uint8Array> {
    return () => Promise.resolve(docxFromText(text));
  }
}
