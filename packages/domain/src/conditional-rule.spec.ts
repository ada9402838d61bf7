import * as E from 'fp-ts/Either';
import { arbitraryTenantId } from '@quire/testing/builders/accounts';
import { T0, later } from '@quire/testing/builders/instants';
import { arbitraryAlias, arbitraryExpression } from '@quire/testing/builders/library';
import { type ConditionalRule, type RuleInput, createConditionalRule, updateConditionalRule } from './conditional-rule';
import { conditionalRuleId } from './library-ids';

const TENANT = arbitraryTenantId();

const vocabulary = [
  arbitraryAlias({ name: 'client_age', type: 'number' }),
  arbitraryAlias({ name: 'married', type: 'boolean' }),
  arbitraryAlias({ name: 'children', type: 'list', itemFields: ['name', 'age'] }),
];

const create = (input: RuleInput) => createConditionalRule({ id: conditionalRuleId('r1'), tenantId: TENANT, now: T0, ...input }, vocabulary);

const aRule = (input: Partial<RuleInput> = {}): ConditionalRule => {
  const rule = create({ name: 'is_adult', kind: 'condition', expression: arbitraryExpression(['client_age'], 'client_age >= 18'), ...input });
  if (E.isLeft(rule)) throw new Error(JSON.stringify(rule.left));
  return rule.right;
};

describe('conditional rule', () => {
  describe('when a condition is created', () => {
    it('keeps the expression and lists the aliases it reads', () => {
      expect(aRule()).toMatchObject({ name: 'is_adult', kind: 'condition', repeatOver: null, aliases: ['client_age'], description: '', version: 1 });
    });
    it('needs an expression', () => {
      expect(create({ name: 'x', kind: 'condition' })).toEqual(
        E.left({ _tag: 'InvalidFields', problems: [expect.objectContaining({ _tag: 'FieldRequired', field: 'expression' })] }),
      );
    });
    it('refuses repeatOver', () => {
      expect(create({ name: 'x', kind: 'condition', expression: arbitraryExpression(['married']), repeatOver: 'children' })).toEqual(
        E.left({ _tag: 'InvalidFields', problems: [expect.objectContaining({ _tag: 'FieldNotAllowed', field: 'repeatOver' })] }),
      );
    });
  });

  describe('when the name breaks Word bookmark rules', () => {
    it.each([['_hidden'], ['has space'], ['a'.repeat(41)], ['9lives']])('refuses %j', (name) => {
      expect(create({ name, kind: 'condition', expression: arbitraryExpression(['married']) })).toEqual(
        E.left({ _tag: 'InvalidFields', problems: [expect.objectContaining({ _tag: 'InvalidIdentifier', field: 'name' })] }),
      );
    });
  });

  describe('when a repeat is created', () => {
    it('needs the list it repeats over', () => {
      expect(create({ name: 'each_child', kind: 'repeat' })).toEqual(
        E.left({ _tag: 'InvalidFields', problems: [expect.objectContaining({ _tag: 'FieldRequired', field: 'repeatOver' })] }),
      );
    });
    it('may filter items by their fields', () => {
      expect(create({ name: 'minors', kind: 'repeat', repeatOver: 'Children', expression: arbitraryExpression(['age'], 'age < 18') })).toEqual(
        E.right(expect.objectContaining({ repeatOver: 'children', aliases: ['children'] })),
      );
    });
  });

  describe('when the expression names unknown aliases', () => {
    it('lists them', () => {
      expect(create({ name: 'x', kind: 'condition', expression: arbitraryExpression(['income']) })).toEqual(E.left({ _tag: 'UnknownAliases', names: ['income'] }));
    });
  });

  describe('when updated', () => {
    it('re-resolves the aliases and bumps the version', () => {
      expect(updateConditionalRule(aRule(), { expression: arbitraryExpression(['married']) }, vocabulary, later(1))).toEqual(
        E.right(expect.objectContaining({ aliases: ['married'], version: 2, updatedAt: later(1) })),
      );
    });
    it('is the same rule when nothing changes', () => {
      const rule = aRule();
      expect(updateConditionalRule(rule, { name: 'is_adult', description: '' }, vocabulary, later(1))).toEqual(E.right(rule));
    });
    it('drops repeatOver when a repeat becomes a condition', () => {
      const repeat = aRule({ name: 'kids', kind: 'repeat', repeatOver: 'children', expression: null });
      expect(updateConditionalRule(repeat, { kind: 'condition', expression: arbitraryExpression(['married']) }, vocabulary, later(1))).toEqual(
        E.right(expect.objectContaining({ kind: 'condition', repeatOver: null, aliases: ['married'] })),
      );
    });
    it('refuses names that are no longer aliases', () => {
      expect(updateConditionalRule(aRule(), { description: 'Adults' }, [], later(1))).toEqual(E.left({ _tag: 'UnknownAliases', names: ['client_age'] }));
    });
  });
});
