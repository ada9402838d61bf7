import { type CreateAlias, CreateAliasToken } from '@quire/application/library/aliases/create-alias';
import { type CreateRule, CreateRuleToken } from '@quire/application/library/rules/create-rule';
import { type DeleteAlias, DeleteAliasToken } from '@quire/application/library/aliases/delete-alias';
import { type DeleteRule, DeleteRuleToken } from '@quire/application/library/rules/delete-rule';
import { type GetAlias, GetAliasToken } from '@quire/application/library/aliases/get-alias';
import { type GetRule, GetRuleToken } from '@quire/application/library/rules/get-rule';
import { type SearchAliases, SearchAliasesToken } from '@quire/application/library/aliases/search-aliases';
import { type SearchRules, SearchRulesToken } from '@quire/application/library/rules/search-rules';
import { type UpdateAlias, UpdateAliasToken } from '@quire/application/library/aliases/update-alias';
import { type UpdateRule, UpdateRuleToken } from '@quire/application/library/rules/update-rule';
import type { ServiceIdentifier } from 'inversify';

/** The use cases behind /Aliases and /NamedRanges. */
export type VocabularyHttpDeps = {
  readonly searchAliases: SearchAliases;
  readonly getAlias: GetAlias;
  readonly createAlias: CreateAlias;
  readonly updateAlias: UpdateAlias;
  readonly deleteAlias: DeleteAlias;
  readonly searchRules: SearchRules;
  readonly getRule: GetRule;
  readonly createRule: CreateRule;
  readonly updateRule: UpdateRule;
  readonly deleteRule: DeleteRule;
};

export const vocabularyDepTokens: { readonly [K in keyof VocabularyHttpDeps]: ServiceIdentifier<VocabularyHttpDeps[K]> } = {
  searchAliases: SearchAliasesToken,
  getAlias: GetAliasToken,
  createAlias: CreateAliasToken,
  updateAlias: UpdateAliasToken,
  deleteAlias: DeleteAliasToken,
  searchRules: SearchRulesToken,
  getRule: GetRuleToken,
  createRule: CreateRuleToken,
  updateRule: UpdateRuleToken,
  deleteRule: DeleteRuleToken,
};
