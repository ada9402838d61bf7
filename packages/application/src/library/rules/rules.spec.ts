import { conditionalRuleId } from '@quire/domain/library-ids';
import { analysisUsing, arbitraryFormTemplate, templateVersionOf } from '@quire/testing/builders/library';
import { principalOf } from '../../../test/document-library-world';
import { left, right } from '../../../test/in-memory-world';
import { vocabularyWorld } from '../../../test/vocabulary-world';
import { createAlias } from '../aliases/create-alias';
import { createRule, type RuleFieldsInput } from './create-rule';
import { deleteRule } from './delete-rule';
import { getRule } from './get-rule';
import { searchRules } from './search-rules';
import { updateRule } from './update-rule';

const me = principalOf('tenant-a');
const stranger = principalOf('tenant-b');

const setUp = async () => {
  const { adapters, deps } = vocabularyWorld();
  await right(createAlias(deps)({ principal: me, alias: { name: 'client_age', type: 'number', synonyms: ['Age'] } }));
  await right(createAlias(deps)({ principal: me, alias: { name: 'married', type: 'boolean' } }));
  await right(createAlias(deps)({ principal: me, alias: { name: 'children', type: 'list', itemFields: ['name', 'age'] } }));
  const create = (rule: RuleFieldsInput, principal = me) => createRule(deps)({ principal, rule });
  return { adapters, deps, create };
};

describe('conditional rule use cases', () => {
  describe('createRule', () => {
    it('stores the expression in canonical form with the aliases it reads, by their own names', async () => {
      const { create } = await setUp();
      const rule = await right(create({ name: 'adult_married', kind: 'condition', expression: { text: '  Age >= 18   and married ' } }));
      expect(rule).toMatchObject({ name: 'adult_married', kind: 'condition', version: 1, repeatOver: null, aliases: ['client_age', 'married'] });
      expect(rule.expression?.text).toBe('Age >= 18 and married');
    });

    it('takes the JSON form as well', async () => {
      const { create } = await setUp();
      await expect(right(create({ name: 'j', kind: 'condition', expression: { json: { names: ['married'] } } }))).resolves.toMatchObject({ aliases: ['married'] });
    });

    it('answers ExpressionInvalid with the position of a syntax error', async () => {
      const { create } = await setUp();
      await expect(left(create({ name: 'bad', kind: 'condition', expression: { text: 'married and @@' } }))).resolves.toMatchObject({ _tag: 'ExpressionInvalid', position: 12, expected: 'a name' });
    });

    it('lists every name that is no alias', async () => {
      const { create } = await setUp();
      await expect(left(create({ name: 'x', kind: 'condition', expression: { text: 'spouse and married and pets' } }))).resolves.toEqual({ _tag: 'UnknownAliases', names: ['spouse', 'pets'] });
    });

    it('repeats over a list alias, its filter reading item fields', async () => {
      const { create } = await setUp();
      await expect(right(create({ name: 'minors', kind: 'repeat', repeatOver: 'children', expression: { text: 'age < 18' } }))).resolves.toMatchObject({ repeatOver: 'children', aliases: ['children'] });
      await expect(left(create({ name: 'r2', kind: 'repeat', repeatOver: 'married' }))).resolves.toMatchObject({ _tag: 'RepeatOverNotAList', name: 'married' });
    });

    it('needs an expression for a condition', async () => {
      const { create } = await setUp();
      await expect(left(create({ name: 'empty', kind: 'condition', expression: { text: '  ' } }))).resolves.toMatchObject({ _tag: 'InvalidFields', problems: [{ field: 'expression' }] });
    });

    it('refuses a name the tenant already uses, ignoring case', async () => {
      const { create } = await setUp();
      await right(create({ name: 'adult', kind: 'condition', expression: { text: 'Age >= 18' } }));
      await expect(left(create({ name: 'ADULT', kind: 'condition', expression: { text: 'Age >= 21' } }))).resolves.toMatchObject({ _tag: 'NameTaken', resource: 'ConditionalRule' });
    });
  });

  describe('updateRule and deleteRule', () => {
    it('changes the expression, re-checking its names, one version more', async () => {
      const { deps, create } = await setUp();
      const rule = await right(create({ name: 'adult', kind: 'condition', expression: { text: 'Age >= 18' } }));
      const changed = await right(updateRule(deps)({ principal: me, id: rule.id, patch: { expression: { text: 'married' } }, expectedVersions: [1], force: false }));
      expect(changed).toMatchObject({ version: 2, aliases: ['married'] });
      await expect(left(updateRule(deps)({ principal: me, id: rule.id, patch: { expression: { text: 'ghost' } }, expectedVersions: null, force: false }))).resolves.toMatchObject({
        _tag: 'UnknownAliases',
      });
      await expect(left(updateRule(deps)({ principal: me, id: rule.id, patch: { description: 'x' }, expectedVersions: [1], force: false }))).resolves.toMatchObject({ _tag: 'VersionMismatch', current: 2 });
    });

    it('refuses to rename or delete a rule a template uses, unless forced', async () => {
      const { adapters, deps, create } = await setUp();
      const rule = await right(create({ name: 'adult', kind: 'condition', expression: { text: 'Age >= 18' } }));
      const template = arbitraryFormTemplate({ tenantId: me.tenantId, name: 'Will', analysis: analysisUsing({ rules: ['adult'] }) });
      await adapters.templates.insert(template, templateVersionOf(template))();
      await expect(left(updateRule(deps)({ principal: me, id: rule.id, patch: { name: 'grown_up' }, expectedVersions: null, force: false }))).resolves.toMatchObject({ _tag: 'RuleInUse' });
      await expect(right(updateRule(deps)({ principal: me, id: rule.id, patch: { description: 'fine' }, expectedVersions: null, force: false }))).resolves.toMatchObject({ version: 2 });
      await expect(left(deleteRule(deps)({ principal: me, id: rule.id, expectedVersions: null, force: false }))).resolves.toMatchObject({
        _tag: 'RuleInUse',
        usage: { templates: [{ id: template.id, name: 'Will', via: ['adult'] }] },
      });
      await right(deleteRule(deps)({ principal: me, id: rule.id, expectedVersions: [2], force: true }));
      await expect(left(getRule(deps)({ principal: me, id: rule.id }))).resolves.toMatchObject({ _tag: 'NotFound', resource: 'ConditionalRule' });
    });

    it("answers NotFound for another tenant's rule", async () => {
      const { deps, create } = await setUp();
      const rule = await right(create({ name: 'adult', kind: 'condition', expression: { text: 'Age >= 18' } }));
      await expect(left(getRule(deps)({ principal: stranger, id: rule.id }))).resolves.toMatchObject({ _tag: 'NotFound' });
      await expect(left(deleteRule(deps)({ principal: stranger, id: rule.id, expectedVersions: null, force: true }))).resolves.toMatchObject({ _tag: 'NotFound' });
      await expect(left(getRule(deps)({ principal: me, id: conditionalRuleId('gone') }))).resolves.toMatchObject({ _tag: 'NotFound' });
    });
  });

  describe('searchRules', () => {
    it('filters by an alias named by a synonym, by kind and by q', async () => {
      const { deps, create } = await setUp();
      await right(create({ name: 'adult', kind: 'condition', expression: { text: 'client_age >= 18' } }));
      await right(create({ name: 'wed', kind: 'condition', expression: { text: 'married' }, description: 'Marriage' }));
      await right(create({ name: 'kids', kind: 'repeat', repeatOver: 'children' }));
      const search = (query: { q?: string; alias?: string; kind?: 'condition' | 'repeat' }) =>
        right(searchRules(deps)({ principal: me, query: { q: query.q ?? null, alias: query.alias ?? null, kind: query.kind ?? null, limit: 25, after: null } }));
      expect((await search({ alias: 'AGE' })).items.map((rule) => rule.name)).toEqual(['adult']);
      expect((await search({ kind: 'repeat' })).items.map((rule) => rule.name)).toEqual(['kids']);
      expect((await search({ q: 'marri' })).items.map((rule) => rule.name)).toEqual(['wed']);
      expect((await search({ alias: 'nobody' })).items).toEqual([]);
    });
  });
});
