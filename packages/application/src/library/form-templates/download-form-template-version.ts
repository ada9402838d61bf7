import type { FormTemplateId } from '@quire/domain/library/library-ids';
import type { Ports } from '@quire/ports/ports';
import { type DownloadFileVersion, downloadFileVersion } from '../file-versions';

export type DownloadFormTemplateVersion = DownloadFileVersion<FormTemplateId>;

/** `GET /FormTemplates/:id/Versions/:n/Download`: file version n exactly as it was uploaded; an unknown n is NotFound. */
export const downloadFormTemplateVersion = ({ templates, blobs }: Pick<Ports, 'templates' | 'blobs'>): DownloadFormTemplateVersion => downloadFileVersion('FormTemplate', templates, blobs);
