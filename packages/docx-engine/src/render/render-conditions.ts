import { evaluateExpression } from '@quire/expressions';
import { isTruthy } from '../filters/is-truthy';
import { calculationContext, typeIn } from './calculation-scope';
import { itemScope, type DataScope } from './data-scope';
import { referenceOf, type RenderState } from './render-state';
import { lookupIn, resolveName } from './resolve-name';
import type { ConditionSyntax, NameReference } from '../tags/tag-syntax';

/** Whether a condition holds: a condition rule, a repeat rule (it keeps an item), a loop variable, an alias or key, or an expression. */
export const holds = (condition: ConditionSyntax, scope: DataScope, state: RenderState): boolean => {
  if (condition.kind === 'expression') return evaluateExpression(condition.expr, lookupIn(scope, state), typeIn(state), calculationContext(state));
  const name = condition.name;
  if (!name.text.startsWith('@')) {
    const rule = state.vocabulary.ruleOf(name.key);
    if (rule !== undefined && rule.kind === 'condition') {
      return rule.expression === null || evaluateExpression(rule.expression, lookupIn(scope, state), typeIn(state), calculationContext(state));
    }
    // A repeat rule as a condition: whether it keeps any item.
    if (rule !== undefined && rule.kind === 'repeat') return isTruthy(itemsOf(name, scope, state).items);
  }
  return isTruthy(resolveName(name, scope, state).value);
};

/** The items a repeat goes over: a list alias or key, or the kept items of a `repeat` rule. */
export const itemsOf = (target: NameReference, scope: DataScope, state: RenderState): { items: unknown; name: string } => {
  const rule = state.vocabulary.ruleOf(target.key);
  if (rule === undefined || rule.kind !== 'repeat' || rule.repeatOver === undefined) {
    const { value, alias } = resolveName(target, scope, state);
    return { items: value, name: alias?.name ?? target.text };
  }
  const over = referenceOf(rule.repeatOver, state);
  const { value, alias } = resolveName(over, scope, state);
  const expression = rule.expression;
  if (!Array.isArray(value) || expression === null) return { items: value, name: alias?.name ?? over.text };
  const kept = value.filter((item, index) => {
    const inner = itemScope(scope, item, index, value.length);
    return evaluateExpression(expression, lookupIn(inner, state), typeIn(state), calculationContext(state));
  });
  return { items: kept, name: alias?.name ?? over.text };
};
