import type { TextDocumentWriter } from '@quire/ports/documents/text-document-writer';
import type { TooComplex } from '@quire/ports/documents/too-complex';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { minimalDocxParts } from './minimal-docx-parts';
import { paragraphsXml } from './text-paragraphs';
import { zipParts } from './zip-parts';

/** The .docx for `text`: one paragraph per line in the Normal style (text-paragraphs.ts says how lines are read). */
export const docxFromText = (text: string): Uint8Array => zipParts(minimalDocxParts(paragraphsXml(text)));

/** Snippets created from text (`POST /Snippets` with `text`) become real .docx files that the engine reads as templates (on the calling thread: ENGINE_THREADS=0). */
export class DocxTextDocumentWriter implements TextDocumentWriter {
  fromText(text: string): TE.TaskEither<TooComplex, Uint8Array> {
    return () => Promise.resolve(E.right(docxFromText(text)));
  }
}
