import type { Alias } from '@quire/domain/library/aliases/alias';
import type { ConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import type { FormTemplate } from '@quire/domain/library/form-templates/form-template';
import type { TenantId } from '@quire/domain/ids';
import type { Snippet } from '@quire/domain/library/snippets/snippet';
import type { SnippetFolder } from '@quire/domain/library/snippet-folders/snippet-folder';
import type * as TE from 'fp-ts/TaskEither';
import { arbitraryAlias, arbitraryFolder, arbitraryFormTemplate, arbitraryRule, arbitrarySnippet, templateVersionOf, withNewFile } from '../builders/library';
import { type LibraryStores, type MakeLibraryStores, useLibraryStores } from './library-fixture';
import { givenTenant } from './given-tenant';
import { expectLeft, expectRight } from './run-task';

const next = <A extends { readonly version: number }>(row: A, changes: Partial<A> = {}): A => ({ ...row, ...changes, version: row.version + 1 });

const givenRow = async <A>(row: A, insert: (row: A) => TE.TaskEither<unknown, void>): Promise<A> => {
  await expectRight(insert(row));
  return row;
};

const givenTemplate = (s: LibraryStores, tenantId: TenantId): Promise<FormTemplate> =>
  givenRow(arbitraryFormTemplate({ tenantId }), (row) => s.templates.insert(row, templateVersionOf(row)));

const revisionOf = (s: LibraryStores, tenantId: TenantId): Promise<number> => expectRight(s.revisions.current(tenantId));

/** Makes what a write needs in the tenant's library, then answers the write itself (run after the revision is read). */
type Arrange = (stores: LibraryStores, tenantId: TenantId) => Promise<() => Promise<unknown>>;

/** The rows of a library repository written as every one but templates is: insert(row), update(row), delete(tenant, id, version). */
type Row = { readonly id: string; readonly version: number };
type PlainRepository<A extends Row> = {
  insert(row: A): TE.TaskEither<unknown, void>;
  update(row: A): TE.TaskEither<unknown, void>;
  delete(tenantId: TenantId, id: A['id'], version: number): TE.TaskEither<unknown, void>;
};

/** Insert, update and delete of one resource, each as a write the contract checks. */
const plainWrites = <A extends Row>(
  resource: string,
  repository: (stores: LibraryStores) => PlainRepository<A>,
  build: (tenantId: TenantId) => A,
  change: Partial<A>,
): Array<{ readonly what: string; readonly arrange: Arrange }> => [
  { what: `${resource} is inserted`, arrange: async (s, tenantId) => () => expectRight(repository(s).insert(build(tenantId))) },
  {
    what: `${resource} is updated`,
    arrange: async (s, tenantId) => {
      const row = await givenRow(build(tenantId), (r) => repository(s).insert(r));
      return () => expectRight(repository(s).update(next(row, change)));
    },
  },
  {
    what: `${resource} is deleted`,
    arrange: async (s, tenantId) => {
      const row = await givenRow(build(tenantId), (r) => repository(s).insert(r));
      return () => expectRight(repository(s).delete(tenantId, row.id, row.version));
    },
  },
];

/** An insert of `resource` under a name a row of the tenant holds already, written otherwise: refused. */
const nameTaken = <A extends Row>(
  resource: string,
  repository: (stores: LibraryStores) => PlainRepository<A>,
  build: (tenantId: TenantId, name: string) => A,
  [name, again]: readonly [string, string],
): { readonly what: string; readonly arrange: Arrange } => ({
  what: `${resource} insert whose name is taken`,
  arrange: async (s, tenantId) => {
    await givenRow(build(tenantId, name), (row) => repository(s).insert(row));
    return () => expectLeft(repository(s).insert(build(tenantId, again)));
  },
});

/** Each kind of write of each library resource. */
const WRITES: ReadonlyArray<{ readonly what: string; readonly arrange: Arrange }> = [
  ...plainWrites<Alias>('an alias', (s) => s.aliases, (tenantId) => arbitraryAlias({ tenantId }), { label: 'Changed' }),
  ...plainWrites<ConditionalRule>('a rule', (s) => s.rules, (tenantId) => arbitraryRule({ tenantId }), { description: 'Changed' }),
  ...plainWrites<SnippetFolder>('a snippet folder', (s) => s.folders, (tenantId) => arbitraryFolder({ tenantId }), { name: 'Renamed' }),
  ...plainWrites<Snippet>('a snippet', (s) => s.snippets, (tenantId) => arbitrarySnippet({ tenantId }), { text: 'Changed.' }),
  {
    what: 'a form template is inserted',
    arrange: async (s, tenantId) => {
      const template = arbitraryFormTemplate({ tenantId });
      return () => expectRight(s.templates.insert(template, templateVersionOf(template)));
    },
  },
  {
    what: "a form template's details are updated",
    arrange: async (s, tenantId) => {
      const template = await givenTemplate(s, tenantId);
      return () => expectRight(s.templates.update(next(template, { description: 'Changed' }), null));
    },
  },
  {
    what: 'a form template gets a new file version',
    arrange: async (s, tenantId) => {
      const changed = withNewFile(await givenTemplate(s, tenantId));
      return () => expectRight(s.templates.update(changed.template, changed.newVersion));
    },
  },
  {
    what: 'a form template is deleted',
    arrange: async (s, tenantId) => {
      const template = await givenTemplate(s, tenantId);
      return () => expectRight(s.templates.delete(tenantId, template.id, template.version));
    },
  },
];

/** Refused writes (a version conflict, a name taken, a folder not empty): each must leave the revision as it was. */
const REFUSALS: ReadonlyArray<{ readonly what: string; readonly arrange: Arrange }> = [
  {
    what: 'an alias update with a stale version',
    arrange: async (s, tenantId) => {
      const alias = await givenRow(arbitraryAlias({ tenantId }), (row) => s.aliases.insert(row));
      return () => expectLeft(s.aliases.update({ ...alias, label: 'Changed', version: 5 }));
    },
  },
  nameTaken<Alias>('an alias', (s) => s.aliases, (tenantId, name) => arbitraryAlias({ tenantId, name }), ['client_name', 'Client_Name']),
  {
    what: 'a rule delete with a stale version',
    arrange: async (s, tenantId) => {
      const rule = await givenRow(arbitraryRule({ tenantId }), (row) => s.rules.insert(row));
      return () => expectLeft(s.rules.delete(tenantId, rule.id, 2));
    },
  },
  nameTaken<ConditionalRule>('a rule', (s) => s.rules, (tenantId, name) => arbitraryRule({ tenantId, name }), ['is_married', 'IS_MARRIED']),
  {
    what: 'the delete of a folder that is not empty',
    arrange: async (s, tenantId) => {
      const folder = await givenRow(arbitraryFolder({ tenantId }), (row) => s.folders.insert(row));
      await expectRight(s.snippets.insert(arbitrarySnippet({ tenantId, folderId: folder.id })));
      return () => expectLeft(s.folders.delete(tenantId, folder.id, 1));
    },
  },
  {
    what: 'a snippet update whose name is taken',
    arrange: async (s, tenantId) => {
      await givenRow(arbitrarySnippet({ tenantId, name: 'Signature' }), (row) => s.snippets.insert(row));
      const other = await givenRow(arbitrarySnippet({ tenantId }), (row) => s.snippets.insert(row));
      return () => expectLeft(s.snippets.update(next(other, { name: 'signature' })));
    },
  },
  {
    what: 'a form template update with a stale version',
    arrange: async (s, tenantId) => {
      const template = await givenTemplate(s, tenantId);
      const changed = withNewFile({ ...template, version: 3 });
      return () => expectLeft(s.templates.update(changed.template, changed.newVersion));
    },
  },
];

/** The behaviour every LibraryRevisions adapter must have, with the library repositories of the same store. */
export const libraryRevisionsContract = (make: MakeLibraryStores): void => {
  describe('LibraryRevisions contract', () => {
    const stores = useLibraryStores(make);

    it('answers 0 for a tenant whose library was never written', async () => {
      const tenantId = await givenTenant(stores());
      expect(await revisionOf(stores(), tenantId)).toBe(0);
    });

    describe.each(WRITES)('when $what', ({ arrange }) => {
      it("increases the tenant's revision, and leaves another tenant's as it was", async () => {
        const [tenantId, otherId] = [await givenTenant(stores()), await givenTenant(stores())];
        const write = await arrange(stores(), tenantId);
        const before = await revisionOf(stores(), tenantId);
        const otherBefore = await revisionOf(stores(), otherId);
        await write();
        expect(await revisionOf(stores(), tenantId)).toBeGreaterThan(before);
        expect(await revisionOf(stores(), otherId)).toBe(otherBefore);
      });
    });

    describe.each(REFUSALS)('when $what is refused', ({ arrange }) => {
      it('leaves the revision as it was', async () => {
        const tenantId = await givenTenant(stores());
        const refusal = await arrange(stores(), tenantId);
        const before = await revisionOf(stores(), tenantId);
        await refusal();
        expect(await revisionOf(stores(), tenantId)).toBe(before);
      });
    });

    it('never goes back over a series of writes', async () => {
      const tenantId = await givenTenant(stores());
      const seen: number[] = [await revisionOf(stores(), tenantId)];
      const alias = await givenRow(arbitraryAlias({ tenantId }), (row) => stores().aliases.insert(row));
      seen.push(await revisionOf(stores(), tenantId));
      await expectRight(stores().aliases.update(next(alias)));
      seen.push(await revisionOf(stores(), tenantId));
      await expectRight(stores().aliases.delete(tenantId, alias.id, 2));
      seen.push(await revisionOf(stores(), tenantId));
      expect([...seen].sort((a, b) => a - b)).toEqual(seen);
      expect(new Set(seen).size).toBe(seen.length);
    });
  });
};
