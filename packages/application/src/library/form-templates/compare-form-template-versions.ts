import type { FormTemplateId } from '@quire/domain/library/library-ids';
import type { Ports } from '@quire/ports/ports';
import { type CompareFileVersions, compareFileVersions } from '../file-versions';
import { downloadFormTemplateVersion } from './download-form-template-version';

export type CompareFormTemplateVersions = CompareFileVersions<FormTemplateId>;

/** `GET /FormTemplates/:id/Versions/:a/Compare/:b`: file version b with tracked changes against version a. */
export const compareFormTemplateVersions = (deps: Pick<Ports, 'templates' | 'blobs' | 'comparer' | 'clock'>): CompareFormTemplateVersions =>
  compareFileVersions(deps, downloadFormTemplateVersion(deps));
