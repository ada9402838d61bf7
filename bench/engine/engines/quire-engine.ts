import { compileTemplate, renderTemplate, type CompiledTemplate, type RenderOptions } from '@quire/docx-engine/engine';
import type { BenchEngine, RenderDocument } from './bench-engine';

/** A template (or snippet) compiled by Quire; throws when Quire refuses it (the benchmark then stops). */
export const compiledOrThrow = (bytes: Uint8Array, what: string): CompiledTemplate => {
  const compiled = compileTemplate(bytes);
  if (!compiled.ok) throw new Error(`Quire refused ${what}: ${JSON.stringify(compiled.error)}`);
  return compiled.value;
};

/** Renders documents from a compiled template; throws when Quire cannot render. */
export const renderWith =
  (compiled: CompiledTemplate, resolveSnippet?: RenderOptions['resolveSnippet']): RenderDocument =>
  (data) => {
    const rendered = renderTemplate(compiled, data as Record<string, unknown>, resolveSnippet === undefined ? {} : { resolveSnippet });
    if (!rendered.ok) throw new Error(`Quire could not render: ${JSON.stringify(rendered.error)}`);
    return rendered.value.bytes;
  };

/** Quire's engine through its public entry points: compile once, render per document. */
export const quireEngine: BenchEngine = {
  name: 'quire',
  templateKind: 'quire',
  prepare: (template) => renderWith(compiledOrThrow(template, 'the template')),
};
