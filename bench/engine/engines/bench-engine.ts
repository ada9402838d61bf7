import type { TemplateKind } from '../template/benchmark-case';

export type EngineName = 'quire' | 'quire-controls' | 'quire-snippets' | 'docxtemplater' | 'floor' | 'floor-snippets';

/** The engines that render the document with snippet insertions (see template/snippet-case.ts). */
export const isSnippetEngine = (name: EngineName): boolean => name === 'quire-snippets' || name === 'floor-snippets';

/** Renders one document from the answers; throws when the engine refuses (the benchmark then stops). */
export type RenderDocument = (data: Readonly<Record<string, unknown>>) => Uint8Array;

/**
 * An engine as the benchmark drives it: `prepare` does what can be done once per template
 * (Quire compiles; the floor finds its placeholders; docxtemplater has no such step) and answers
 * the function that renders one document.
 */
export type BenchEngine = {
  readonly name: EngineName;
  readonly templateKind: TemplateKind;
  readonly prepare: (template: Uint8Array) => RenderDocument;
};
