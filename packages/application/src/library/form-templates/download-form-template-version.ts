import type { FormTemplateId } from '@quire/domain/library-ids';
import type { BlobStore } from '@quire/ports/storage/blob-store';
import type { FormTemplateRepository } from '@quire/ports/library/form-template-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import { type AppError, notFound } from '../../app-error';
import { downloadName, type DownloadedFile } from '../downloaded-file';
import type { Principal } from '../../principal';
import { readBlob } from '../read-blob';
import { requireFormTemplate } from './require-form-template';

export type DownloadFormTemplateVersion = (input: {
  readonly principal: Principal;
  readonly id: FormTemplateId;
  readonly number: number;
}) => TE.TaskEither<AppError, DownloadedFile>;
export const DownloadFormTemplateVersionToken: ServiceIdentifier<DownloadFormTemplateVersion> = Symbol.for('quire.DownloadFormTemplateVersion');

/** `GET /FormTemplates/:id/Versions/:n/Download`: file version n exactly as it was uploaded; an unknown n is NotFound. */
export const downloadFormTemplateVersion =
  ({ templates, blobs }: { templates: FormTemplateRepository; blobs: BlobStore }): DownloadFormTemplateVersion =>
  ({ principal, id, number }) =>
    pipe(
      requireFormTemplate(templates)(principal.tenantId, id),
      TE.bindTo('template'),
      TE.bind('version', ({ template }) =>
        pipe(
          templates.findVersion(principal.tenantId, template.id, number),
          TE.mapLeft((error): AppError => error),
          TE.chain(TE.fromOption(() => notFound('FormTemplate', `${template.id}/Versions/${number}`))),
        ),
      ),
      TE.chain(({ template, version }) =>
        pipe(
          readBlob(blobs)(version.file.sha256),
          TE.map((bytes) => ({ fileName: downloadName(template.name), bytes, sha256: version.file.sha256 })),
        ),
      ),
    );
