import { type CreateAlias, CreateAliasToken } from '@quire/application/create-alias';
import { type CreateRule, CreateRuleToken } from '@quire/application/create-rule';
import { type DeleteAlias, DeleteAliasToken } from '@quire/application/delete-alias';
import { type DeleteRule, DeleteRuleToken } from '@quire/application/delete-rule';
import { type GetAlias, GetAliasToken } from '@quire/application/get-alias';
import { type GetRule, GetRuleToken } from '@quire/application/get-rule';
import { type SearchAliases, SearchAliasesToken } from '@quire/application/search-aliases';
import { type SearchRules, SearchRulesToken } from '@quire/application/search-rules';
import { type UpdateAlias, UpdateAliasToken } from '@quire/application/update-alias';
import { type UpdateRule, UpdateRuleToken } from '@quire/application/update-rule';
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
