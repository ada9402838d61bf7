import * as E from 'fp-ts/Either';
import { arbitraryAlias, arbitraryExpression } from '@quire/testing/builders/library';
import { resolveRuleReferences, ruleLookupKeys } from './conditional-rule-references';

describe('resolveRuleReferences', () => {
  const age = arbitraryAlias({ name: 'client_age', type: 'number', synonyms: ['Age'] });
  const married = arbitraryAlias({ name: 'married', type: 'boolean' });
  const children = arbitraryAlias({ name: 'children', type: 'list', itemFields: ['name', 'age'], synonyms: ['Kids'] });
  const vocabulary = [age, married, children];

  describe('when a condition reads known aliases, by name or synonym', () => {
    it('lists them by their own names, once each', () => {
      const expression = arbitraryExpression(['AGE', 'married', 'client_age']);
      expect(resolveRuleReferences({ kind: 'condition', expression, repeatOver: null }, vocabulary)).toEqual(
        E.right({ repeatOver: null, aliases: ['client_age', 'married'] }),
      );
    });
  });

  describe('when a condition reads unknown names', () => {
    it('lists every unknown name once', () => {
      const expression = arbitraryExpression(['married', 'has_partner', 'income', 'HAS_PARTNER']);
      expect(resolveRuleReferences({ kind: 'condition', expression, repeatOver: null }, vocabulary)).toEqual(
        E.left({ _tag: 'UnknownAliases', names: ['has_partner', 'income'] }),
      );
    });
    it('does not take item fields or loop variables', () => {
      const expression = arbitraryExpression(['name', '@index']);
      expect(resolveRuleReferences({ kind: 'condition', expression, repeatOver: null }, vocabulary)).toEqual(
        E.left({ _tag: 'UnknownAliases', names: ['name', '@index'] }),
      );
    });
  });

  describe('when a repeat filters items', () => {
    it('reads item fields of the list first, then loop variables, then aliases', () => {
      const expression = arbitraryExpression(['AGE', '@index', 'married']);
      expect(resolveRuleReferences({ kind: 'repeat', expression, repeatOver: 'kids' }, vocabulary)).toEqual(
        E.right({ repeatOver: 'children', aliases: ['children', 'married'] }),
      );
    });
  });

  describe('when a name is a dotted path', () => {
    it('reads the alias of its first segment, or an item field in a repeat', () => {
      expect(resolveRuleReferences({ kind: 'condition', expression: arbitraryExpression(['children.0.name']), repeatOver: null }, vocabulary)).toEqual(
        E.right({ repeatOver: null, aliases: ['children'] }),
      );
      expect(resolveRuleReferences({ kind: 'repeat', expression: arbitraryExpression(['name.first', '@Last']), repeatOver: 'children' }, vocabulary)).toEqual(
        E.right({ repeatOver: 'children', aliases: ['children'] }),
      );
      expect(resolveRuleReferences({ kind: 'condition', expression: arbitraryExpression(['pets.0.name']), repeatOver: null }, vocabulary)).toEqual(
        E.left({ _tag: 'UnknownAliases', names: ['pets.0.name'] }),
      );
    });
  });

  describe('when a repeat has no expression', () => {
    it('reads the list only', () => {
      expect(resolveRuleReferences({ kind: 'repeat', expression: null, repeatOver: 'children' }, vocabulary)).toEqual(E.right({ repeatOver: 'children', aliases: ['children'] }));
    });
  });

  describe('when the repeated list is unknown', () => {
    it('is an unknown alias too', () => {
      expect(resolveRuleReferences({ kind: 'repeat', expression: arbitraryExpression(['name']), repeatOver: 'pets' }, vocabulary)).toEqual(
        E.left({ _tag: 'UnknownAliases', names: ['pets', 'name'] }),
      );
    });
  });

  describe('when the repeated alias is no list', () => {
    it('answers RepeatOverNotAList', () => {
      expect(resolveRuleReferences({ kind: 'repeat', expression: null, repeatOver: 'Age' }, vocabulary)).toEqual(
        E.left({ _tag: 'RepeatOverNotAList', name: 'client_age', type: 'number' }),
      );
    });
  });

  describe('ruleLookupKeys', () => {
    it('lists the keys of every name and of the head of each dotted path, once', () => {
      expect(ruleLookupKeys({ repeatOver: 'Kids', expression: arbitraryExpression(['Age', 'child.name', 'kids']) })).toEqual(['kids', 'age', 'child.name', 'child']);
    });
  });
});
