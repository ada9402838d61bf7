import { compileTemplate, renderTemplate } from '@quire/docx-engine/engine';
import type { BenchEngine } from './bench-engine';

/** Quire's engine through its public entry points: compile once, render per document. */
export const quireEngine: BenchEngine = {
  name: 'quire',
  templateKind: 'quire',
  prepare: (template) => {
    const compiled = compileTemplate(template);
    if (!compiled.ok) throw new Error(`Quire refused the template: ${JSON.stringify(compiled.error)}`);
    return (data) => {
      const rendered = renderTemplate(compiled.value, data as Record<string, unknown>);
      if (!rendered.ok) throw new Error(`Quire could not render: ${JSON.stringify(rendered.error)}`);
      return rendered.value.bytes;
    };
  },
};
