import type { FormTemplateId } from '@quire/domain/library/library-ids';
import type { DocumentComparison } from '@quire/ports/documents/document-comparer';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';
import { downloadFormTemplateVersion } from './download-form-template-version';

export type ComparedVersions = DocumentComparison & { readonly fileName: string };

export type CompareFormTemplateVersions = (input: {
  readonly principal: Principal;
  readonly id: FormTemplateId;
  readonly original: number;
  readonly revised: number;
}) => TE.TaskEither<AppError, ComparedVersions>;

/**
 * `GET /FormTemplates/:id/Versions/:a/Compare/:b`: file version b with tracked changes against
 * version a (either unknown is NotFound), compared by the engine at the clock's time.
 */
export const compareFormTemplateVersions =
  (deps: Pick<Ports, 'templates' | 'blobs' | 'comparer' | 'clock'>): CompareFormTemplateVersions =>
  ({ principal, id, original, revised }) =>
    pipe(
      TE.Do,
      TE.bind('before', () => downloadFormTemplateVersion(deps)({ principal, id, number: original })),
      TE.bind('after', () => downloadFormTemplateVersion(deps)({ principal, id, number: revised })),
      TE.chain(({ before, after }) =>
        pipe(
          deps.comparer.compare(before.bytes, after.bytes, deps.clock.now()),
          TE.mapLeft((error): AppError => error),
          TE.map((comparison) => ({ ...comparison, fileName: after.fileName.replace(/\.docx$/i, ` v${original} to v${revised}.docx`) })),
        ),
      ),
    );
