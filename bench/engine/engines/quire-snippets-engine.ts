import { snippetLibrary } from '../template/snippet-docs';
import type { BenchEngine } from './bench-engine';
import { compiledOrThrow, renderWith } from './quire-engine';

/**
 * Quire on the document with 20 snippet insertions: the template and the snippets compiled once
 * (as the service caches compiled snippets by SHA-256), then one render per document with the
 * snippets given compiled.
 */
export const quireSnippetsEngine: BenchEngine = {
  name: 'quire-snippets',
  templateKind: 'quire-snippets',
  prepare: (template) => {
    const snippets = new Map([...snippetLibrary()].map(([name, bytes]) => [name, compiledOrThrow(bytes, `the snippet ${name}`)]));
    return renderWith(compiledOrThrow(template, 'the template'), (name) => snippets.get(name));
  },
};
