import type { FormTemplateId } from '@quire/domain/library-ids';
import type { FormTemplateRepository } from '@quire/ports/library/form-template-repository';
import type { BlobStore } from '@quire/ports/storage/blob-store';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';
import { type DownloadedFile, downloadFile } from '../downloaded-file';
import { requireLibraryEntity } from '../require-library-entity';

export type DownloadFormTemplate = (input: { readonly principal: Principal; readonly id: FormTemplateId }) => TE.TaskEither<AppError, DownloadedFile>;
export const DownloadFormTemplateToken: ServiceIdentifier<DownloadFormTemplate> = Symbol.for('quire.DownloadFormTemplate');

/** `GET /FormTemplates/:id/Download`: the current file version, exactly the bytes uploaded. */
export const downloadFormTemplate =
  ({ templates, blobs }: { templates: FormTemplateRepository; blobs: BlobStore }): DownloadFormTemplate =>
  ({ principal, id }) =>
    pipe(
      requireLibraryEntity('FormTemplate', templates)(principal.tenantId, id),
      TE.chain((template) => downloadFile(blobs)(template.name, template.file.sha256)),
    );
