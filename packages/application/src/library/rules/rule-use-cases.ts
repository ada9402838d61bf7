import type { Ports } from '@quire/ports/ports';
import { retryingLostRaces } from '../../retry-lost-races';
import { createRule } from './create-rule';
import { deleteRule } from './delete-rule';
import { getRule } from './get-rule';
import { searchRules } from './search-rules';
import { updateRule } from './update-rule';

/** The conditional-rule use cases (`/NamedRanges`); writes run again when they lose a race. */
export const ruleUseCases = (ports: Ports) => ({
  searchRules: searchRules(ports),
  getRule: getRule(ports),
  createRule: retryingLostRaces(createRule(ports)),
  updateRule: retryingLostRaces(updateRule(ports)),
  deleteRule: retryingLostRaces(deleteRule(ports)),
});
export type RuleUseCases = ReturnType<typeof ruleUseCases>;
