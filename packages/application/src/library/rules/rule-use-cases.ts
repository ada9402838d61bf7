import type { Ports } from '@quire/ports/ports';
import { readsOf, writesOf } from '../../use-cases-of';
import { createRule } from './create-rule';
import { deleteRule } from './delete-rule';
import { getRule } from './get-rule';
import { searchRules } from './search-rules';
import { updateRule } from './update-rule';

/** The conditional-rule use cases (`/NamedRanges`); writes run again when they lose a race. */
export const ruleUseCases = (ports: Ports) => ({
  ...readsOf(ports, { searchRules, getRule }),
  ...writesOf(ports, { createRule, updateRule, deleteRule }),
});
export type RuleUseCases = ReturnType<typeof ruleUseCases>;
