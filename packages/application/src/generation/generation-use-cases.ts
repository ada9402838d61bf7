import type { Ports } from '@quire/ports/ports';
import type { TenantLibraryCache } from '../library/tenant-library-cache';
import { generateDocument } from './generate-document';
import { generatePacket } from './generate-packet';
import type { GenerationLimits } from './generation-settings';

/** The generation use cases (`POST /FormTemplates/:id/Generate`, `POST /FormTemplates/Generate`), reading the library through the process's one cache. */
export const generationUseCases = (ports: Ports, libraryCache: TenantLibraryCache, limits: GenerationLimits) => {
  const deps = { ...ports, libraryCache, limits };
  return {
    generateDocument: generateDocument(deps),
    generatePacket: generatePacket(deps),
  };
};
export type GenerationUseCases = ReturnType<typeof generationUseCases>;
