import type { FormTemplateId } from '@quire/domain/library/library-ids';
import type { Ports } from '@quire/ports/ports';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';
import { type DownloadedFile, downloadLibraryFile } from '../downloaded-file';

export type DownloadFormTemplate = (input: { readonly principal: Principal; readonly id: FormTemplateId }) => TE.TaskEither<AppError, DownloadedFile>;

/** `GET /FormTemplates/:id/Download`: the current file version, exactly the bytes uploaded. */
export const downloadFormTemplate = ({ templates, blobs }: Pick<Ports, 'templates' | 'blobs'>): DownloadFormTemplate =>
  downloadLibraryFile('FormTemplate', templates, blobs);
