import * as E from 'fp-ts/Either';
import { arbitraryRule, usedBy } from '@quire/testing/builders/library';
import { assertRuleChangeAllowed, assertRuleDeletable } from './conditional-rule-usage';
import { snippetId } from './library-ids';
import { NO_USAGE, type Usage } from './library-usage';

describe('rule usage', () => {
  const rule = arbitraryRule({ name: 'is_married' });
  const usage: Usage = { ...NO_USAGE, snippets: [usedBy(snippetId('s1'), ['is_married'])] };

  describe('assertRuleDeletable', () => {
    describe('when referenced', () => {
      it('answers RuleInUse unless forced', () => {
        expect(assertRuleDeletable(rule, usage, false)).toEqual(E.left({ _tag: 'RuleInUse', id: rule.id, name: 'is_married', usage }));
        expect(assertRuleDeletable(rule, usage, true)).toEqual(E.right(rule));
      });
    });
    describe('when not referenced', () => {
      it('passes', () => {
        expect(assertRuleDeletable(rule, NO_USAGE, false)).toEqual(E.right(rule));
      });
    });
  });

  describe('assertRuleChangeAllowed', () => {
    describe('when a referenced rule is renamed or changes kind', () => {
      it('is refused unless forced', () => {
        expect(assertRuleChangeAllowed(rule, { ...rule, name: 'wed' }, usage, false)).toEqual(E.left(expect.objectContaining({ _tag: 'RuleInUse' })));
        expect(assertRuleChangeAllowed(rule, { ...rule, kind: 'repeat' }, usage, false)).toEqual(E.left(expect.objectContaining({ _tag: 'RuleInUse' })));
        expect(assertRuleChangeAllowed(rule, { ...rule, name: 'wed' }, usage, true)).toEqual(E.right(expect.objectContaining({ name: 'wed' })));
      });
    });
    describe('when only the case of the name or the expression changes', () => {
      it('passes', () => {
        const after = { ...rule, name: 'Is_Married', description: 'new' };
        expect(assertRuleChangeAllowed(rule, after, usage, false)).toEqual(E.right(after));
      });
    });
  });
});
