import { type AliasRepository, AliasRepositoryToken } from '@quire/ports/library/alias-repository';
import { type ArchiveWriter, ArchiveWriterToken } from '@quire/ports/documents/archive-writer';
import { type BlobStore, BlobStoreToken } from '@quire/ports/storage/blob-store';
import { type Clock, ClockToken } from '@quire/ports/platform/clock';
import { type ConditionalRuleRepository, ConditionalRuleRepositoryToken } from '@quire/ports/library/conditional-rule-repository';
import { type DocumentRenderer, DocumentRendererToken } from '@quire/ports/documents/document-renderer';
import { type FormTemplateRepository, FormTemplateRepositoryToken } from '@quire/ports/library/form-template-repository';
import { type LibraryRevisions, LibraryRevisionsToken } from '@quire/ports/library/library-revisions';
import { type PdfConverter, PdfConverterToken } from '@quire/ports/documents/pdf-converter';
import { type SnippetRepository, SnippetRepositoryToken } from '@quire/ports/library/snippet-repository';
import type { ContainerModuleLoadOptions } from 'inversify';
import { generateDocument, GenerateDocumentToken, type GenerationDeps } from './generate-document';
import { generatePacket, GeneratePacketToken } from './generate-packet';
import { DEFAULT_GENERATION_LIMITS, type GenerationLimits, GenerationLimitsToken } from './generation-settings';
import { TenantLibraryCache, TenantLibraryCacheToken } from '../library/tenant-library-cache';

const ports = [
  TenantLibraryCacheToken,
  BlobStoreToken,
  DocumentRendererToken,
  ArchiveWriterToken,
  PdfConverterToken,
  ClockToken,
  { serviceIdentifier: GenerationLimitsToken, optional: true as const },
] as const;
type Ports = [TenantLibraryCache, BlobStore, DocumentRenderer, ArchiveWriter, PdfConverter, Clock, GenerationLimits | undefined];

const deps = (...[libraryCache, blobs, renderer, archive, pdf, clock, limits]: Ports): GenerationDeps & { archive: ArchiveWriter } => ({
  libraryCache,
  blobs,
  renderer,
  archive,
  pdf,
  clock,
  limits: limits ?? DEFAULT_GENERATION_LIMITS,
});

const libraryPorts = [LibraryRevisionsToken, AliasRepositoryToken, ConditionalRuleRepositoryToken, FormTemplateRepositoryToken, SnippetRepositoryToken] as const;
type LibraryPorts = [LibraryRevisions, AliasRepository, ConditionalRuleRepository, FormTemplateRepository, SnippetRepository];

/**
 * Binds the generation use cases (called from applicationModule), and the one TenantLibraryCache
 * they share (a singleton: one per process); GenerationLimits is optional (SPEC §5 defaults).
 */
export const bindGenerationUseCases = (bind: ContainerModuleLoadOptions['bind']): void => {
  bind(TenantLibraryCacheToken)
    .toResolvedValue((...[revisions, aliases, rules, templates, snippets]: LibraryPorts) => new TenantLibraryCache({ revisions, aliases, rules, templates, snippets }), [...libraryPorts])
    .inSingletonScope();
  bind(GenerateDocumentToken)
    .toResolvedValue((...args: Ports) => generateDocument(deps(...args)), [...ports])
    .inSingletonScope();
  bind(GeneratePacketToken)
    .toResolvedValue((...args: Ports) => generatePacket(deps(...args)), [...ports])
    .inSingletonScope();
};
