import type { TemplateKind } from '../template/benchmark-case';

export type EngineName = 'quire' | 'quire-controls' | 'docxtemplater' | 'floor';

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
