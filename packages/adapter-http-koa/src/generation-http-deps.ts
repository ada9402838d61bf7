import { type GenerateDocument, GenerateDocumentToken } from '@quire/application/generation/generate-document';
import { type GeneratePacket, GeneratePacketToken } from '@quire/application/generation/generate-packet';
import type { ServiceIdentifier } from 'inversify';

/** The use cases behind the generation routes. */
export type GenerationHttpDeps = {
  readonly generateDocument: GenerateDocument;
  readonly generatePacket: GeneratePacket;
};

/** Their tokens, for httpModule's token map. */
export const generationDepTokens: { readonly [K in keyof GenerationHttpDeps]: ServiceIdentifier<GenerationHttpDeps[K]> } = {
  generateDocument: GenerateDocumentToken,
  generatePacket: GeneratePacketToken,
};
