import type { TenantId } from '@quire/domain/ids';
import type { AnalysisVocabulary } from '@quire/ports/documents/document-analyser';
import type { Ports } from '@quire/ports/ports';
import { sequenceS } from 'fp-ts/Apply';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';

export type VocabularyDeps = Pick<Ports, 'aliases' | 'rules' | 'snippets'>;

/**
 * The tenant's aliases, rules and snippets, as a document is analysed against them (docs/resources.md#analysis).
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
