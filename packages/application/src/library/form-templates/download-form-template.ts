import type { FormTemplateId } from '@quire/domain/library/library-ids';
import type { FormTemplateRepository } from '@quire/ports/library/form-template-repository';
import type { BlobStore } from '@quire/ports/storage/blob-store';
import type * as TE from 'fp-ts/TaskEither';
import type { ServiceIdentifier } from 'inversify';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';
import { type DownloadedFile, downloadLibraryFile } from '../downloaded-file';

export type DownloadFormTemplate = (input: { readonly principal: Principal; readonly id: FormTemplateId }) => TE.TaskEither<AppError, DownloadedFile>;
export const DownloadFormTemplateToken: ServiceIdentifier<DownloadFormTemplate> = Symbol.for('quire.DownloadFormTemplate');

/** `GET /FormTemplates/:id/Download`: the current file version, exactly the bytes uploaded. */
export const downloadFormTemplate = ({ templates, blobs }: { templates: FormTemplateRepository; blobs: BlobStore }): DownloadFormTemplate =>
  downloadLibraryFile('FormTemplate', templates, blobs);
