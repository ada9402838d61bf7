import { compareDocuments, type CompareFailure, type CompareLimits } from '@quire/docx-engine/engine';
import type { DocumentRefused } from '@quire/ports/documents/document-analyser';
import type { DocumentComparer, DocumentComparison } from '@quire/ports/documents/document-comparer';
import type { TooComplex } from '@quire/ports/documents/too-complex';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { documentRefused } from '../analysis/document-refused';

export type CompareOutcome = E.Either<DocumentRefused | TooComplex, DocumentComparison>;

const FILE_NAMES = { original: 'The original file', revised: 'The revised file' } as const;

/** The engine's reason for not comparing, as the ports say it. */
const failureOf = (failure: CompareFailure): DocumentRefused | TooComplex => {
  switch (failure.code) {
    case 'refused': {
      const refused = documentRefused(failure.refusal);
      return { ...refused, message: `${FILE_NAMES[failure.file]}: ${refused.message}` };
    }
    case 'file_too_large':
      return { _tag: 'DocumentRefused', code: 'too_large', message: failure.message };
    case 'too_slow':
      return { _tag: 'TooComplex', code: 'too_complex', limit: 'time', message: failure.message };
    case 'too_many_blocks':
    case 'output_too_large':
      return { _tag: 'TooComplex', code: 'too_complex', limit: 'size', message: failure.message };
  }
};

/** Compares two files now, on this thread (a worker's, or the caller's with ENGINE_THREADS=0). */
export const compareNow = (original: Uint8Array, revised: Uint8Array, at: Date, limits?: Partial<CompareLimits>): CompareOutcome => {
  const compared = compareDocuments(original, revised, { date: at, ...(limits === undefined ? {} : { limits }) });
  return compared.ok ? E.right({ docx: compared.value.docx, changes: compared.value.changes }) : E.left(failureOf(compared.error));
};

/** The DocumentComparer on the calling thread (ENGINE_THREADS=0, tests). */
export class EngineDocumentComparer implements DocumentComparer {
  constructor(private readonly limits?: Partial<CompareLimits>) {}

  compare(original: Uint8Array, revised: Uint8Array, at: Date): TE.TaskEither<DocumentRefused | TooComplex, DocumentComparison> {
    return () => Promise.resolve(compareNow(original, revised, at, this.limits));
  }
}
