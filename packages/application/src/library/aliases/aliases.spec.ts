import { analysisUsing, arbitraryFormTemplate, templateVersionOf } from '@quire/testing/builders/library';
import type { AliasPatch } from '@quire/domain/alias';
import { type AliasId, aliasId } from '@quire/domain/library-ids';
import { principalOf } from '../../../test/document-library-world';
import { left, right } from '../../../test/in-memory-world';
import { vocabularyWorld } from '../../../test/vocabulary-world';
import { createAlias } from './create-alias';
import { createRule } from '../rules/create-rule';
import { deleteAlias } from './delete-alias';
import { getAlias } from './get-alias';
import { searchAliases } from './search-aliases';
import { updateAlias } from './update-alias';

const me = principalOf('tenant-a');
const stranger = principalOf('tenant-b');

const setUp = async () => {
  const { adapters, deps } = vocabularyWorld();
  const alias = await right(createAlias(deps)({ principal: me, alias: { name: 'client_name', type: 'text', synonyms: ['ClientName'] } }));
  return { adapters, deps, alias };
};

describe('alias use cases', () => {
  describe('createAlias', () => {
    it('stores a new alias at version 1 with the label defaulting to the name', async () => {
      const { deps, alias } = await setUp();
      expect(alias).toMatchObject({ name: 'client_name', label: 'client_name', version: 1, tenantId: me.tenantId, synonyms: ['ClientName'] });
      await expect(right(getAlias(deps)({ principal: me, id: alias.id }))).resolves.toMatchObject({ alias });
    });

    it('refuses a name or synonym another alias already answers to, ignoring case', async () => {
      const { deps } = await setUp();
      await expect(left(createAlias(deps)({ principal: me, alias: { name: 'clientname', type: 'text' } }))).resolves.toMatchObject({
        _tag: 'AliasNameTaken',
        takenBy: { name: 'client_name', as: 'synonym' },
      });
      await expect(left(createAlias(deps)({ principal: me, alias: { name: 'other', type: 'text', synonyms: ['CLIENT_NAME'] } }))).resolves.toMatchObject({ _tag: 'AliasNameTaken' });
    });

    it('lets another tenant use the same name', async () => {
      const { deps } = await setUp();
      await expect(right(createAlias(deps)({ principal: stranger, alias: { name: 'client_name', type: 'text' } }))).resolves.toMatchObject({ tenantId: stranger.tenantId });
    });

    it('reports every invalid field at once', async () => {
      const { deps } = await setUp();
      const error = await left(createAlias(deps)({ principal: me, alias: { name: '1bad', type: 'choice', synonyms: ['a|b'] } }));
      expect(error).toMatchObject({ _tag: 'InvalidFields' });
      expect(error._tag === 'InvalidFields' ? error.problems.map((problem) => problem.field) : []).toEqual(['name', 'choices', 'synonyms[0]']);
    });

    it('refuses a format the engine cannot apply, on create and on update', async () => {
      const { deps } = await setUp();
      await expect(left(createAlias(deps)({ principal: me, alias: { name: 'amount', type: 'number', format: '#,##0' } }))).resolves.toEqual({
        _tag: 'InvalidFields',
        problems: [{ _tag: 'InvalidText', field: 'format', reason: 'a count of decimals' }],
      });
      const alias = await right(createAlias(deps)({ principal: me, alias: { name: 'amount', type: 'number', format: '2' } }));
      await expect(left(updateAlias(deps)({ principal: me, id: alias.id, patch: { format: 'x' }, expectedVersions: null, force: false }))).resolves.toMatchObject({ _tag: 'InvalidFields' });
    });
  });

  describe('getAlias', () => {
    it("is NotFound for another tenant's alias, exactly as for a missing one", async () => {
      const { deps, alias } = await setUp();
      await expect(left(getAlias(deps)({ principal: stranger, id: alias.id }))).resolves.toEqual({ _tag: 'NotFound', resource: 'Alias', id: alias.id });
      await expect(left(getAlias(deps)({ principal: me, id: aliasId('nope') }))).resolves.toEqual({ _tag: 'NotFound', resource: 'Alias', id: 'nope' });
    });

    it('answers the templates and rules that use it, through any of its names', async () => {
      const { adapters, deps, alias } = await setUp();
      const template = arbitraryFormTemplate({ tenantId: me.tenantId, name: 'Lease', analysis: analysisUsing({ fields: ['ClientName'] }) });
      await adapters.templates.insert(template, templateVersionOf(template))();
      const rule = await right(createRule(deps)({ principal: me, rule: { name: 'named', kind: 'condition', expression: { text: 'client_name is answered' } } }));
      const { usage } = await right(getAlias(deps)({ principal: me, id: alias.id }));
      expect(usage.templates).toEqual([{ id: template.id, name: 'Lease', via: ['ClientName'] }]);
      expect(usage.rules).toEqual([{ id: rule.id, name: 'named', via: ['client_name'] }]);
    });
  });

  describe('updateAlias', () => {
    const update = (deps: ReturnType<typeof vocabularyWorld>['deps'], id: AliasId, patch: AliasPatch, more: { expectedVersions?: number[]; force?: boolean } = {}) =>
      updateAlias(deps)({ principal: me, id, patch, expectedVersions: more.expectedVersions ?? null, force: more.force ?? false });

    it('applies the patch and counts one more version', async () => {
      const { deps, alias, adapters } = await setUp();
      adapters.clock.advance(1000);
      const { alias: changed } = await right(update(deps, alias.id, { label: 'Client name', description: 'Full legal name' }));
      expect(changed).toMatchObject({ label: 'Client name', description: 'Full legal name', version: 2 });
      expect(changed.updatedAt.getTime()).toBe(alias.updatedAt.getTime() + 1000);
    });

    it('keeps the version when nothing changes', async () => {
      const { deps, alias } = await setUp();
      await expect(right(update(deps, alias.id, { label: 'client_name' }))).resolves.toMatchObject({ alias: { version: 1 } });
    });

    it('answers VersionMismatch when If-Match names another version', async () => {
      const { deps, alias } = await setUp();
      await expect(left(update(deps, alias.id, { label: 'x' }, { expectedVersions: [3] }))).resolves.toMatchObject({ _tag: 'VersionMismatch', resource: 'Alias', current: 1 });
    });

    it('refuses to drop a used synonym unless forced', async () => {
      const { adapters, deps, alias } = await setUp();
      const template = arbitraryFormTemplate({ tenantId: me.tenantId, analysis: analysisUsing({ fields: ['ClientName'] }) });
      await adapters.templates.insert(template, templateVersionOf(template))();
      await expect(left(update(deps, alias.id, { synonyms: [] }))).resolves.toMatchObject({ _tag: 'AliasInUse', name: 'client_name' });
      await expect(right(update(deps, alias.id, { synonyms: [] }, { force: true }))).resolves.toMatchObject({ alias: { synonyms: [], version: 2 } });
    });

    it('refuses a new synonym another alias holds', async () => {
      const { deps, alias } = await setUp();
      await right(createAlias(deps)({ principal: me, alias: { name: 'spouse', type: 'text' } }));
      await expect(left(update(deps, alias.id, { synonyms: ['ClientName', 'Spouse'] }))).resolves.toMatchObject({ _tag: 'AliasNameTaken', takenBy: { name: 'spouse', as: 'name' } });
    });
  });

  describe('deleteAlias', () => {
    it('refuses while a rule reads the alias, naming it, unless forced', async () => {
      const { deps, alias } = await setUp();
      await right(createRule(deps)({ principal: me, rule: { name: 'named', kind: 'condition', expression: { text: 'ClientName is answered' } } }));
      await expect(left(deleteAlias(deps)({ principal: me, id: alias.id, expectedVersions: null, force: false }))).resolves.toMatchObject({
        _tag: 'AliasInUse',
        usage: { rules: [{ name: 'named', via: ['client_name'] }] },
      });
      await right(deleteAlias(deps)({ principal: me, id: alias.id, expectedVersions: null, force: true }));
      await expect(left(getAlias(deps)({ principal: me, id: alias.id }))).resolves.toMatchObject({ _tag: 'NotFound' });
    });

    it('honours If-Match, and refuses other tenants as NotFound', async () => {
      const { deps, alias } = await setUp();
      await expect(left(deleteAlias(deps)({ principal: me, id: alias.id, expectedVersions: [2], force: false }))).resolves.toMatchObject({ _tag: 'VersionMismatch' });
      await expect(left(deleteAlias(deps)({ principal: stranger, id: alias.id, expectedVersions: null, force: true }))).resolves.toMatchObject({ _tag: 'NotFound' });
      await right(deleteAlias(deps)({ principal: me, id: alias.id, expectedVersions: [1], force: false }));
    });
  });

  describe('searchAliases', () => {
    it('matches q against synonyms and descriptions, ignoring case, in name order, within the tenant', async () => {
      const { deps } = await setUp();
      await right(createAlias(deps)({ principal: me, alias: { name: 'age', type: 'number', description: 'The CLIENT age' } }));
      await right(createAlias(deps)({ principal: me, alias: { name: 'zip', type: 'text' } }));
      await right(createAlias(deps)({ principal: stranger, alias: { name: 'client', type: 'text' } }));
      const page = await right(searchAliases(deps)({ principal: me, query: { q: ' Client ', limit: 25, after: null } }));
      expect(page.items.map((alias) => alias.name)).toEqual(['age', 'client_name']);
      expect(page.next).toBeNull();
    });
  });
});
