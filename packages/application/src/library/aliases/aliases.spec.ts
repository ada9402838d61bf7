import { analysisUsing, arbitraryFormTemplate, templateVersionOf } from '@quire/testing/builders/library';
import type { AliasFieldsInput } from './alias-formula-check';
import { type AliasId, aliasId } from '@quire/domain/library/library-ids';
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
    const update = (deps: ReturnType<typeof vocabularyWorld>['deps'], id: AliasId, patch: Partial<AliasFieldsInput>, more: { expectedVersions?: number[]; force?: boolean } = {}) =>
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

  describe('computed aliases', () => {
    const givenInputs = async () => {
      const world = await setUp();
      const items = await right(createAlias(world.deps)({ principal: me, alias: { name: 'items', type: 'list', itemFields: ['amount'], synonyms: ['Line Items'] } }));
      const rate = await right(createAlias(world.deps)({ principal: me, alias: { name: 'tax_rate', type: 'number' } }));
      return { ...world, items, rate };
    };
    const create = (deps: ReturnType<typeof vocabularyWorld>['deps'], alias: AliasFieldsInput) => createAlias(deps)({ principal: me, alias });
    const update = (deps: ReturnType<typeof vocabularyWorld>['deps'], id: AliasId, patch: Partial<AliasFieldsInput>, force = false) =>
      updateAlias(deps)({ principal: me, id, patch, expectedVersions: null, force });

    it('stores the formula in its canonical forms with the aliases it reads, from the text or the JSON form', async () => {
      const { deps } = await givenInputs();
      const total = await right(create(deps, { name: 'total', type: 'currency', formula: { text: 'sum(`Line Items`,  "amount")  *  tax_rate' } }));
      expect(total).toMatchObject({ formula: { text: 'sum(`Line Items`, "amount") * tax_rate', names: ['Line Items', 'tax_rate'] }, reads: ['items', 'tax_rate'] });
      const other = await right(create(deps, { name: 'other', type: 'number', formula: { json: { names: ['total'] } } }));
      expect(other).toMatchObject({ formula: { text: 'total' }, reads: ['total'] });
    });

    it('shows in each read alias’s usage which formulas read it', async () => {
      const { deps, items } = await givenInputs();
      const total = await right(create(deps, { name: 'total', type: 'number', formula: { text: 'sum(`Line Items`, "amount")' } }));
      await expect(right(getAlias(deps)({ principal: me, id: items.id }))).resolves.toMatchObject({ usage: { formulas: [{ id: total.id, name: 'total', via: ['items'] }] } });
    });

    it('refuses a formula with a syntax error, at its position', async () => {
      const { deps } = await givenInputs();
      await expect(left(create(deps, { name: 'total', type: 'number', formula: { text: 'tax_rate * @@' } }))).resolves.toEqual({
        _tag: 'ExpressionInvalid',
        of: 'formula',
        form: 'text',
        message: 'expected a name at 11',
        position: 11,
        expected: 'a name',
        found: '@@',
      });
    });

    it('refuses a formula that reads names no alias has, listing them', async () => {
      const { deps } = await givenInputs();
      await expect(left(create(deps, { name: 'total', type: 'number', formula: { text: 'price * qty * tax_rate' } }))).resolves.toEqual({ _tag: 'UnknownAliases', names: ['price', 'qty'] });
    });

    it('refuses a formula whose result the alias cannot hold', async () => {
      const { deps } = await givenInputs();
      await expect(left(create(deps, { name: 'due', type: 'number', formula: { text: 'add_days(tax_rate, 3)' } }))).resolves.toMatchObject({
        _tag: 'InvalidFields',
        problems: [{ field: 'formula', reason: '"add_days(tax_rate, 3)" gives a date, but a number alias holds a number.' }],
      });
    });

    it('refuses the change that would close a circle of formulas, naming it', async () => {
      const { deps, rate } = await givenInputs();
      const gross = await right(create(deps, { name: 'gross', type: 'number', formula: { text: 'tax_rate * 100' } }));
      await right(create(deps, { name: 'net', type: 'number', formula: { text: 'gross - 1' } }));
      await expect(left(update(deps, rate.id, { formula: { text: 'net / 100' } }))).resolves.toEqual({ _tag: 'FormulaCycle', cycle: ['tax_rate', 'net', 'gross', 'tax_rate'] });
      await expect(left(update(deps, gross.id, { formula: { text: 'gross + 1' } }))).resolves.toEqual({ _tag: 'FormulaCycle', cycle: ['gross', 'gross'] });
    });

    it('keeps the formula on an update that does not send one, and clears it with null', async () => {
      const { deps } = await givenInputs();
      const total = await right(create(deps, { name: 'total', type: 'number', formula: { text: 'tax_rate * 2' } }));
      await expect(right(update(deps, total.id, { label: 'Total' }))).resolves.toMatchObject({ alias: { label: 'Total', formula: { text: 'tax_rate * 2' }, reads: ['tax_rate'], version: 2 } });
      await expect(right(update(deps, total.id, { formula: null }))).resolves.toMatchObject({ alias: { formula: null, reads: [], version: 3 } });
    });

    it('refuses to delete or retype an alias a formula reads, unless forced', async () => {
      const { deps, rate } = await givenInputs();
      await right(create(deps, { name: 'total', type: 'number', formula: { text: 'tax_rate * 2' } }));
      await expect(left(update(deps, rate.id, { type: 'text' }))).resolves.toMatchObject({ _tag: 'AliasInUse', usage: { formulas: [{ name: 'total' }] } });
      await expect(left(deleteAlias(deps)({ principal: me, id: rate.id, expectedVersions: null, force: false }))).resolves.toMatchObject({ _tag: 'AliasInUse', usage: { formulas: [{ name: 'total', via: ['tax_rate'] }] } });
      await right(deleteAlias(deps)({ principal: me, id: rate.id, expectedVersions: null, force: true }));
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
