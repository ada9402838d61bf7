import { aliasNameKeys } from '@quire/domain/library/aliases/alias-names';
import type { FormTemplate } from '@quire/domain/library/form-templates/form-template';
import type { TenantId } from '@quire/domain/ids';
import { nameKey } from '@quire/domain/names';
import type { AliasRepository } from '@quire/ports/library/alias-repository';
import { normaliseQuery, type Page, type PageRequest } from '@quire/ports/library/search/search';
import type { Ports } from '@quire/ports/ports';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../../app-error';
import type { Principal } from '../../principal';

export type FormTemplateQuery = PageRequest & { readonly q: string | null; readonly alias: string | null; readonly tag: string | null };
export type SearchFormTemplates = (input: { readonly principal: Principal; readonly query: FormTemplateQuery }) => TE.TaskEither<AppError, Page<FormTemplate>>;

const blankToNull = (text: string | null): string | null => (text === null || text.trim() === '' ? null : text.trim());

/**
 * The keys a template may write the alias under: the name and synonyms of the alias the client
 * named (by name or synonym); a name that is no alias matches templates that write it as it is.
 */
const aliasKeysOf =
  (aliases: AliasRepository) =>
  (tenantId: TenantId, alias: string | null): TE.TaskEither<AppError, ReadonlyArray<string> | null> =>
    alias === null
      ? TE.right(null)
      : pipe(
          aliases.findByNameKeys(tenantId, [nameKey(alias)]),
          TE.mapLeft((error): AppError => error),
          TE.map((found) => (found.length === 0 ? [nameKey(alias)] : found.flatMap(aliasNameKeys))),
        );

/** `GET /FormTemplates`: `q` over name and description; `alias` keeps the templates whose current version uses the alias; `tag` ignores case. */
export const searchFormTemplates =
  ({ templates, aliases }: Pick<Ports, 'templates' | 'aliases'>): SearchFormTemplates =>
  ({ principal, query }) =>
    pipe(
      aliasKeysOf(aliases)(principal.tenantId, blankToNull(query.alias)),
      TE.chain((aliasKeys) =>
        pipe(
          templates.search(principal.tenantId, { limit: query.limit, after: query.after, q: normaliseQuery(query.q), aliasKeys, tag: blankToNull(query.tag) }),
          TE.mapLeft((error): AppError => error),
        ),
      ),
    );
