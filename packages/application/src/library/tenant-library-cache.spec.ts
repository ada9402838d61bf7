import { tenantId } from '@quire/domain/ids';
import type { FormTemplate } from '@quire/domain/library/form-templates/form-template';
import { formTemplateId } from '@quire/domain/library/library-ids';
import type { LibraryRevisions } from '@quire/ports/library/library-revisions';
import { createInMemoryAdapters } from '@quire/testing/in-memory/adapters';
import { arbitraryAlias, arbitraryFormTemplate, arbitrarySnippet, templateVersionOf } from '@quire/testing/builders/library';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { counting } from '../../test/generation-world';
import { right } from '../../test/in-memory-world';
import { TenantLibraryCache, type TenantLibraryCacheLimits } from './tenant-library-cache';

const A = tenantId('tenant-a');
const B = tenantId('tenant-b');

const cacheWorld = (limits: TenantLibraryCacheLimits = { maxTenants: 10, maxTemplates: 10, maxSnippets: 10 }, revisions?: LibraryRevisions) => {
  const adapters = createInMemoryAdapters();
  const aliases = counting(adapters.aliases);
  const templates = counting(adapters.templates);
  const snippets = counting(adapters.snippets);
  const cache = new TenantLibraryCache({ revisions: revisions ?? adapters.revisions, aliases: aliases.port, rules: adapters.rules, templates: templates.port, snippets: snippets.port }, limits);
  return { adapters, cache, aliasReads: () => aliases.calls.get('listAll') ?? 0, templateReads: () => templates.calls.get('findById') ?? 0, snippetReads: () => snippets.calls.get('findByName') ?? 0 };
};

describe('TenantLibraryCache', () => {
  describe('revision first', () => {
    it('reads the revision before the aliases and rules it files them under', async () => {
      const order: string[] = [];
      const record = <A>(what: string, value: A): A => {
        order.push(what);
        return value;
      };
      const adapters = createInMemoryAdapters();
      const cache = new TenantLibraryCache({
        revisions: { current: () => TE.fromIO(() => record('revision', 0)) },
        aliases: { listAll: () => TE.fromIO(() => record('aliases', [])) },
        rules: { listAll: () => TE.fromIO(() => record('rules', [])) },
        templates: adapters.templates,
        snippets: adapters.snippets,
      });
      await right(cache.open(A));
      expect(order[0]).toBe('revision');
      expect(order.slice(1).sort()).toEqual(['aliases', 'rules']);
    });
  });

  describe('misses', () => {
    it('keeps no template or snippet that was not found: a later one is found', async () => {
      const { adapters, cache } = cacheWorld();
      const template = arbitraryFormTemplate({ tenantId: A });
      const view = await right(cache.open(A));
      expect(await right(view.template(template.id))).toEqual(O.none);
      expect(await right(view.snippet('Later'))).toEqual(O.none);
      // Put straight into the tables' rows, as another server's write not yet seen through the revision would be.
      adapters.templates.table.put(template);
      adapters.snippets.table.put(arbitrarySnippet({ tenantId: A, name: 'Later' }));
      expect(await right(view.template(template.id))).toEqual(O.some(template));
      expect(O.isSome(await right(view.snippet('later')))).toBe(true);
    });
  });

  describe('bounds', () => {
    it('keeps at most maxTenants tenants, dropping the least recently used', async () => {
      const { cache, aliasReads } = cacheWorld({ maxTenants: 2, maxTemplates: 10, maxSnippets: 10 });
      const C = tenantId('tenant-c');
      await right(cache.open(A));
      await right(cache.open(B));
      await right(cache.open(A)); // A is now the most recent
      await right(cache.open(C)); // B goes
      expect(cache.size).toBe(2);
      const before = aliasReads();
      await right(cache.open(A));
      await right(cache.open(C));
      expect(aliasReads()).toBe(before);
      await right(cache.open(B));
      expect(aliasReads()).toBe(before + 1);
      expect(cache.size).toBe(2);
    });

    it('keeps at most maxTemplates templates and maxSnippets snippets per tenant, dropping the least recently used', async () => {
      const { adapters, cache, templateReads, snippetReads } = cacheWorld({ maxTenants: 10, maxTemplates: 2, maxSnippets: 1 });
      const [one, two, three] = [arbitraryFormTemplate({ tenantId: A }), arbitraryFormTemplate({ tenantId: A }), arbitraryFormTemplate({ tenantId: A })];
      for (const template of [one, two, three]) await right(adapters.templates.insert(template, templateVersionOf(template)));
      for (const name of ['One', 'Two']) await right(adapters.snippets.insert(arbitrarySnippet({ tenantId: A, name })));
      const view = await right(cache.open(A));
      const reads = async (templates: ReadonlyArray<FormTemplate>, names: ReadonlyArray<string>) => {
        const [templatesBefore, snippetsBefore] = [templateReads(), snippetReads()];
        for (const template of templates) expect(await right(view.template(template.id))).toEqual(O.some(template));
        for (const name of names) expect(O.isSome(await right(view.snippet(name)))).toBe(true);
        return { templates: templateReads() - templatesBefore, snippets: snippetReads() - snippetsBefore };
      };
      expect(await reads([one, two, three], ['One', 'Two'])).toEqual({ templates: 3, snippets: 2 });
      // Two and three are kept (one went first), and so is the snippet Two.
      expect(await reads([three, two], ['Two'])).toEqual({ templates: 0, snippets: 0 });
      expect(await reads([one, two], ['One'])).toEqual({ templates: 1, snippets: 1 });
      // One came back in place of three, the least recently used.
      expect(await reads([three], [])).toEqual({ templates: 1, snippets: 0 });
    });
  });

  describe('tenants', () => {
    it("finds only its own tenant's templates, even under another tenant's id", async () => {
      const { adapters, cache } = cacheWorld();
      const template = arbitraryFormTemplate({ tenantId: A, id: formTemplateId('shared-id') });
      await right(adapters.templates.insert(template, templateVersionOf(template)));
      expect(await right((await right(cache.open(A))).template(template.id))).toEqual(O.some(template));
      expect(await right((await right(cache.open(B))).template(template.id))).toEqual(O.none);
    });

    it("keeps each tenant's aliases apart, and a write of one leaves the other's snapshot in place", async () => {
      const { adapters, cache, aliasReads } = cacheWorld();
      await right(adapters.aliases.insert(arbitraryAlias({ tenantId: A, name: 'only_a' })));
      expect((await right(cache.open(A))).vocabulary.aliases.map((alias) => alias.name)).toEqual(['only_a']);
      expect((await right(cache.open(B))).vocabulary.aliases).toEqual([]);
      await right(adapters.aliases.insert(arbitraryAlias({ tenantId: B, name: 'only_b' })));
      const before = aliasReads();
      expect((await right(cache.open(A))).vocabulary.aliases.map((alias) => alias.name)).toEqual(['only_a']);
      expect(aliasReads()).toBe(before);
      expect((await right(cache.open(B))).vocabulary.aliases.map((alias) => alias.name)).toEqual(['only_b']);
    });
  });

  describe('when a request read an older revision than the one kept', () => {
    it('answers its own snapshot and keeps the newer one', async () => {
      let revision = 5;
      const { cache, aliasReads } = cacheWorld(undefined, { current: () => TE.right(revision) });
      await right(cache.open(A));
      revision = 4;
      await right(cache.open(A));
      revision = 5;
      const before = aliasReads();
      await right(cache.open(A));
      expect(aliasReads()).toBe(before);
    });
  });
});
