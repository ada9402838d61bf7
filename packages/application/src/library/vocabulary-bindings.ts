import { type AliasFormatChecker, AliasFormatCheckerToken } from '@quire/ports/library/alias-format-checker';
import { type AliasRepository, AliasRepositoryToken } from '@quire/ports/library/alias-repository';
import { type Clock, ClockToken } from '@quire/ports/platform/clock';
import { IdempotencyStoreToken } from '@quire/ports/storage/idempotency-store';
import { type ConditionalRuleRepository, ConditionalRuleRepositoryToken } from '@quire/ports/library/conditional-rule-repository';
import { type IdGenerator, IdGeneratorToken } from '@quire/ports/platform/id-generator';
import { type RuleLanguage, RuleLanguageToken } from '@quire/ports/library/rule-language';
import { type UsageQueries, UsageQueriesToken } from '@quire/ports/library/usage';
import type { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';
import { createAlias, CreateAliasToken } from './aliases/create-alias';
import { createRule, CreateRuleToken } from './rules/create-rule';
import { deleteAlias, DeleteAliasToken } from './aliases/delete-alias';
import { deleteRule, DeleteRuleToken } from './rules/delete-rule';
import { getAlias, GetAliasToken } from './aliases/get-alias';
import { getRule, GetRuleToken } from './rules/get-rule';
import { searchAliases, SearchAliasesToken } from './aliases/search-aliases';
import { searchRules, SearchRulesToken } from './rules/search-rules';
import { sweepIdempotencyRecords, SweepIdempotencyRecordsToken } from '../sweeps/sweep-idempotency-records';
import { updateAlias, UpdateAliasToken } from './aliases/update-alias';
import { updateRule, UpdateRuleToken } from './rules/update-rule';
import { retryingLostRaces } from '../retry-lost-races';

/** What the alias and conditional-rule use cases are made of. */
export type VocabularyDeps = {
  aliases: AliasRepository;
  rules: ConditionalRuleRepository;
  usage: UsageQueries;
  ruleLanguage: RuleLanguage;
  ids: IdGenerator;
  clock: Clock;
  formats: AliasFormatChecker;
};

const tokens: { readonly [K in keyof VocabularyDeps]: ServiceIdentifier<VocabularyDeps[K]> } = {
  aliases: AliasRepositoryToken,
  rules: ConditionalRuleRepositoryToken,
  usage: UsageQueriesToken,
  ruleLanguage: RuleLanguageToken,
  ids: IdGeneratorToken,
  clock: ClockToken,
  formats: AliasFormatCheckerToken,
};
const names = Object.keys(tokens) as Array<keyof typeof tokens>;

/**
 * Binds the use cases of aliases and conditional rules (NamedRanges) to their tokens, and the sweep
 * of expired Idempotency-Key records (called from applicationModule). Every write runs again when
 * it loses a race (retryingLostRaces, ADR 0016).
 */
export const bindVocabularyUseCases = (bind: ContainerModuleLoadOptions['bind']): void => {
  const useCase = <T>(token: ServiceIdentifier<T>, make: (d: VocabularyDeps) => T): void => {
    bind<T>(token)
      .toResolvedValue(
        (...values: unknown[]) => make(Object.fromEntries(names.map((name, index) => [name, values[index]])) as VocabularyDeps),
        names.map((name) => tokens[name]),
      )
      .inSingletonScope();
  };
  useCase(SearchAliasesToken, searchAliases);
  useCase(GetAliasToken, getAlias);
  useCase(CreateAliasToken, (d) => retryingLostRaces(createAlias(d)));
  useCase(UpdateAliasToken, (d) => retryingLostRaces(updateAlias(d)));
  useCase(DeleteAliasToken, (d) => retryingLostRaces(deleteAlias(d)));
  useCase(SearchRulesToken, searchRules);
  useCase(GetRuleToken, getRule);
  useCase(CreateRuleToken, (d) => retryingLostRaces(createRule(d)));
  useCase(UpdateRuleToken, (d) => retryingLostRaces(updateRule(d)));
  useCase(DeleteRuleToken, (d) => retryingLostRaces(deleteRule(d)));
  bind(SweepIdempotencyRecordsToken)
    .toResolvedValue((idempotency, clock) => sweepIdempotencyRecords({ idempotency, clock }), [IdempotencyStoreToken, ClockToken])
    .inSingletonScope();
};
