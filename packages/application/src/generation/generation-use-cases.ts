import { AnswerSetRepositoryToken } from '@quire/ports/answer-sets/answer-set-repository';
import { ports } from '../port-tokens';
import { TenantLibraryCache, type TenantLibraryCacheDeps, TenantLibraryCacheToken } from '../library/tenant-library-cache';
import { bindAll, optionalPort, tokensOf, useCase } from '../use-case-binding';
import { generateDocument, GenerateDocumentToken } from './generate-document';
import { generatePacket, GeneratePacketToken } from './generate-packet';
import { DEFAULT_GENERATION_LIMITS, type GenerationLimits, GenerationLimitsToken } from './generation-settings';

/** The server binds GenerationLimits from its configuration; without them, the defaults of SPEC §5 apply. */
const withDefaultLimits =
  <D extends { limits: GenerationLimits }, T>(make: (deps: D) => T) =>
  (deps: Omit<D, 'limits'> & { limits: GenerationLimits | undefined }): T =>
    make({ ...deps, limits: deps.limits ?? DEFAULT_GENERATION_LIMITS } as D);

const generationPorts = {
  ...ports('blobs', 'renderer', 'pdf', 'clock'),
  libraryCache: TenantLibraryCacheToken,
  limits: optionalPort(GenerationLimitsToken),
  answerSets: optionalPort(AnswerSetRepositoryToken),
};
const makeGenerateDocument = withDefaultLimits(generateDocument);
const makeGeneratePacket = withDefaultLimits(generatePacket);

const generation = {
  generateDocument: useCase(GenerateDocumentToken, makeGenerateDocument, generationPorts),
  generatePacket: useCase(GeneratePacketToken, makeGeneratePacket, { ...generationPorts, ...ports('archive') }),
};

/** The generation use cases (`POST /FormTemplates/:id/Generate`, `POST /FormTemplates/Generate`) by name. */
export const generationUseCases = tokensOf(generation);

/** The one TenantLibraryCache the generations share (a singleton: one per process). */
const libraryCache = useCase(TenantLibraryCacheToken, (deps: TenantLibraryCacheDeps) => new TenantLibraryCache(deps), ports('revisions', 'aliases', 'rules', 'templates', 'snippets'));

export const bindGenerationUseCases = bindAll({ ...generation, libraryCache });
