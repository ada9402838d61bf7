import type { FormTemplateId } from '@quire/domain/library-ids';
import type { BlobStore } from '@quire/ports/storage/blob-store';
import type { FormTemplateRepository } from '@quire/ports/library/form-template-repository';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import { downloadName, type DownloadedFile } from '../downloaded-file';
import type { Principal } from '../../principal';
import { readBlob } from '../read-blob';
import { requireFormTemplate } from './require-form-template';

export type DownloadFormTemplate = (input: { readonly principal: Principal; readonly id: FormTemplateId }) => TE.TaskEither<AppError, DownloadedFile>;
export const DownloadFormTemplateToken: ServiceIdentifier<DownloadFormTemplate> = Symbol.for('quire.DownloadFormTemplate');

/** `GET /FormTemplates/:id/Download`: the current file version, exactly the bytes uploaded. */
export const downloadFormTemplate =
  ({ templates, blobs }: { templates: FormTemplateRepository; blobs: BlobStore }): DownloadFormTemplate =>
  ({ principal, id }) =>
    pipe(
      requireFormTemplate(templates)(principal.tenantId, id),
      TE.chain((template) =>
        pipe(
          readBlob(blobs)(template.file.sha256),
          TE.map((bytes) => ({ fileName: downloadName(template.name), bytes, sha256: template.file.sha256 })),
        ),
      ),
    );
