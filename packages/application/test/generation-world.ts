import type { FormTemplateId } from '@quire/domain/library/library-ids';
import type { DocumentRenderer, RenderInput } from '@quire/ports/documents/document-renderer';
import * as TE from 'fp-ts/TaskEither';
import { generateDocument } from '../src/generation/generate-document';
import { DEFAULT_GENERATION_LIMITS, DEFAULT_GENERATION_OPTIONS } from '../src/generation/generation-settings';
import type { Principal } from '../src/principal';
import { TenantLibraryCache, type TenantLibraryCacheLimits } from '../src/library/tenant-library-cache';
import { documentLibraryWorld } from './document-library-world';

/** Wraps a port so that every call of each method is counted (by method name). */
export const counting = <T extends object>(target: T): { readonly port: T; readonly calls: Map<string, number> } => {
  const calls = new Map<string, number>();
  const port = new Proxy(target, {
    get(object, property, receiver) {
      const value: unknown = Reflect.get(object, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.set(String(property), (calls.get(String(property)) ?? 0) + 1);
        return (value as (...a: unknown[]) => unknown).apply(object, args);
      };
    },
  });
  return { port, calls };
};

/** What the fake renderer was given, as the "document" it answers (JSON): enough to see which library a render used. */
export type RenderedLibrary = { readonly template: string; readonly snippets: string[]; readonly aliases: string[]; readonly rules: string[] };

const fakeRenderer: DocumentRenderer = {
  maxSnippetDepth: 8,
  render: (input: RenderInput) => {
    const seen: RenderedLibrary = {
      template: input.template.sha256,
      snippets: input.snippets.map((snippet) => `${snippet.name}:${snippet.source.sha256}`),
      aliases: input.vocabulary.aliases.map((alias) => alias.name),
      rules: input.vocabulary.rules.map((rule) => rule.name),
    };
    return TE.right({ bytes: Buffer.from(JSON.stringify(seen), 'utf8'), warnings: [], renderMs: 1 });
  },
  merge: () => TE.left({ code: 'merge_failed', message: 'not in these tests' }),
};

/**
 * The in-memory adapters (and the document library use cases on them), and generateDocument reading
 * through one TenantLibraryCache whose library ports count their calls.
 */
export const generationWorld = (limits?: TenantLibraryCacheLimits) => {
  const { adapters, deps: libraryDeps } = documentLibraryWorld();
  const reads = {
    aliases: counting(adapters.aliases),
    rules: counting(adapters.rules),
    templates: counting(adapters.templates),
    snippets: counting(adapters.snippets),
  };
  const cache = new TenantLibraryCache(
    { revisions: adapters.revisions, aliases: reads.aliases.port, rules: reads.rules.port, templates: reads.templates.port, snippets: reads.snippets.port },
    limits,
  );
  const generate = generateDocument({ ...adapters, libraryCache: cache, renderer: fakeRenderer, limits: DEFAULT_GENERATION_LIMITS });
  /** Every library read so far, by port and method (`aliases.listAll`...). */
  const readCounts = (): Record<string, number> =>
    Object.fromEntries(Object.entries(reads).flatMap(([port, { calls }]) => [...calls.entries()].map(([method, count]) => [`${port}.${method}`, count])));
  return { adapters, libraryDeps, cache, generate, readCounts };
};

export const generationInput = (principal: Principal, id: FormTemplateId) => ({
  principal,
  id,
  data: {},
  format: 'docx' as const,
  options: DEFAULT_GENERATION_OPTIONS,
});

export const renderedLibrary = (bytes: Uint8Array): RenderedLibrary => JSON.parse(Buffer.from(bytes).toString('utf8')) as RenderedLibrary;
