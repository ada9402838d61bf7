import type { TextDocumentWriter } from '@quire/ports/documents/text-document-writer';
import type { TooComplex } from '@quire/ports/documents/too-complex';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { EnginePool } from './engine-pool';

/** The TextDocumentWriter port on the engine pool: the .docx is written and deflated in a worker. */
export class PooledTextDocumentWriter implements TextDocumentWriter {
  constructor(private readonly pool: EnginePool) {}

  fromText(text: string): TE.TaskEither<TooComplex, Uint8Array> {
    return async () => {
      const ran = await this.pool.run<'text-to-docx'>({ kind: 'text-to-docx', text }, { limit: 'generation' });
      return E.isLeft(ran) ? ran : E.right(ran.right.result);
    };
  }
}
