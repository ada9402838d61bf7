import type { TenantId } from '@quire/domain/ids';
import type { AliasRepository } from '@quire/ports/library/alias-repository';
import type { ConditionalRuleRepository } from '@quire/ports/library/conditional-rule-repository';
import type { AnalysisVocabulary } from '@quire/ports/documents/document-analyser';
import type { SnippetRepository } from '@quire/ports/library/snippet-repository';
import { sequenceS } from 'fp-ts/Apply';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';

export type VocabularyDeps = { aliases: AliasRepository; rules: ConditionalRuleRepository; snippets: SnippetRepository };

/**
 * The tenant's aliases, rules and snippets, as a document is analysed against them (SPEC §3.8).
 * `exceptSnippet` leaves out the snippet being replaced, so its old inclusions do not count.
 */
export const loadVocabulary =
  ({ aliases, rules, snippets }: VocabularyDeps) =>
  (tenantId: TenantId, exceptSnippet: string | null = null): TE.TaskEither<AppError, AnalysisVocabulary> =>
    pipe(
      sequenceS(TE.ApplyPar)({ aliases: aliases.listAll(tenantId), rules: rules.listAll(tenantId), snippets: snippets.listSummaries(tenantId) }),
      TE.map((found) => ({
        aliases: found.aliases,
        rules: found.rules,
        snippets: found.snippets.filter((summary) => summary.id !== exceptSnippet).map(({ name, includes }) => ({ name, includes })),
      })),
      TE.mapLeft((error): AppError => error),
    );
