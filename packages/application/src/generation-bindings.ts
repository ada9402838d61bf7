import { type AliasRepository, AliasRepositoryToken } from '@quire/ports/alias-repository';
import { type ArchiveWriter, ArchiveWriterToken } from '@quire/ports/archive-writer';
import { type BlobStore, BlobStoreToken } from '@quire/ports/blob-store';
import { type Clock, ClockToken } from '@quire/ports/clock';
import { type ConditionalRuleRepository, ConditionalRuleRepositoryToken } from '@quire/ports/conditional-rule-repository';
import { type DocumentRenderer, DocumentRendererToken } from '@quire/ports/document-renderer';
import { type FormTemplateRepository, FormTemplateRepositoryToken } from '@quire/ports/form-template-repository';
import { type PdfConverter, PdfConverterToken } from '@quire/ports/pdf-converter';
import { type SnippetRepository, SnippetRepositoryToken } from '@quire/ports/snippet-repository';
import type { ContainerModuleLoadOptions } from 'inversify';
import { generateDocument, GenerateDocumentToken, type GenerationDeps } from './generate-document';
import { generatePacket, GeneratePacketToken } from './generate-packet';
import { DEFAULT_GENERATION_LIMITS, type GenerationLimits, GenerationLimitsToken } from './generation-settings';

const ports = [
  FormTemplateRepositoryToken,
  SnippetRepositoryToken,
  AliasRepositoryToken,
  ConditionalRuleRepositoryToken,
  BlobStoreToken,
  DocumentRendererToken,
  ArchiveWriterToken,
  PdfConverterToken,
  ClockToken,
  { serviceIdentifier: GenerationLimitsToken, optional: true as const },
] as const;
type Ports = [
  FormTemplateRepository,
  SnippetRepository,
  AliasRepository,
  ConditionalRuleRepository,
  BlobStore,
  DocumentRenderer,
  ArchiveWriter,
  PdfConverter,
  Clock,
  GenerationLimits | undefined,
];

const deps = (...[templates, snippets, aliases, rules, blobs, renderer, archive, pdf, clock, limits]: Ports): GenerationDeps & { archive: ArchiveWriter } => ({
  templates,
  snippets,
  aliases,
  rules,
  blobs,
  renderer,
  archive,
  pdf,
  clock,
  limits: limits ?? DEFAULT_GENERATION_LIMITS,
});

/** Binds the generation use cases (called from applicationModule); GenerationLimits is optional (SPEC §5 defaults). */
export const bindGenerationUseCases = (bind: ContainerModuleLoadOptions['bind']): void => {
  bind(GenerateDocumentToken)
    .toResolvedValue((...args: Ports) => generateDocument(deps(...args)), [...ports])
    .inSingletonScope();
  bind(GeneratePacketToken)
    .toResolvedValue((...args: Ports) => generatePacket(deps(...args)), [...ports])
    .inSingletonScope();
};
