import type { FormTemplateId } from '@quire/domain/library/library-ids';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import { type AppError, notFound } from '../../app-error';
import type { Principal } from '../../principal';
import { type DownloadedFile, downloadFile } from '../downloaded-file';
import { requireLibraryEntity } from '../require-library-entity';

export type DownloadFormTemplateVersion = (input: {
  readonly principal: Principal;
  readonly id: FormTemplateId;
  readonly number: number;
}) => TE.TaskEither<AppError, DownloadedFile>;

/** `GET /FormTemplates/:id/Versions/:n/Download`: file version n exactly as it was uploaded; an unknown n is NotFound. */
export const downloadFormTemplateVersion =
  ({ templates, blobs }: Pick<Ports, 'templates' | 'blobs'>): DownloadFormTemplateVersion =>
  ({ principal, id, number }) =>
    pipe(
      requireLibraryEntity('FormTemplate', templates)(principal.tenantId, id),
      TE.bindTo('template'),
      TE.bind('version', ({ template }) =>
        pipe(
          templates.findVersion(principal.tenantId, template.id, number),
          TE.mapLeft((error): AppError => error),
          TE.chain(TE.fromOption(() => notFound('FormTemplate', `${template.id}/Versions/${number}`))),
        ),
      ),
      TE.chain(({ template, version }) => downloadFile(blobs)(template.name, version.file)),
    );
