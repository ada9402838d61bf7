import { ports } from '../../port-tokens';
import { bindAll, tokensOf, useCase, writeUseCase } from '../../use-case-binding';
import { createRule, CreateRuleToken } from './create-rule';
import { deleteRule, DeleteRuleToken } from './delete-rule';
import { getRule, GetRuleToken } from './get-rule';
import { searchRules, SearchRulesToken } from './search-rules';
import { updateRule, UpdateRuleToken } from './update-rule';

const rules = {
  searchRules: useCase(SearchRulesToken, searchRules, ports('rules', 'aliases')),
  getRule: useCase(GetRuleToken, getRule, ports('rules')),
  createRule: writeUseCase(CreateRuleToken, createRule, ports('rules', 'aliases', 'ruleLanguage', 'ids', 'clock')),
  updateRule: writeUseCase(UpdateRuleToken, updateRule, ports('rules', 'aliases', 'usage', 'ruleLanguage', 'clock')),
  deleteRule: writeUseCase(DeleteRuleToken, deleteRule, ports('rules', 'usage')),
};

/** The conditional-rule use cases (`/NamedRanges`) by name. */
export const ruleUseCases = tokensOf(rules);
export const bindRuleUseCases = bindAll(rules);
