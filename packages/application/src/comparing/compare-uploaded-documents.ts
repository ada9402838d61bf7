import type { DocumentComparison } from '@quire/ports/documents/document-comparer';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import type { Principal } from '../principal';

export type CompareUploadedDocuments = (input: {
  readonly principal: Principal;
  readonly original: Uint8Array;
  readonly revised: Uint8Array;
}) => TE.TaskEither<AppError, DocumentComparison>;

/**
 * `POST /Documents/Compare`: any two .docx files (a generated draft and the counterparty's edit),
 * the revised one with tracked changes against the original. Nothing is stored.
 */
export const compareUploadedDocuments =
  (deps: Pick<Ports, 'comparer' | 'clock'>): CompareUploadedDocuments =>
  ({ original, revised }) =>
    pipe(
      deps.comparer.compare(original, revised, deps.clock.now()),
      TE.mapLeft((error): AppError => error),
    );
