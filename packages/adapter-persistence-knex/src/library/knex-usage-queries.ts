import type { Alias } from '@quire/domain/library/aliases/alias';
import { aliasNameKeys } from '@quire/domain/library/aliases/alias-names';
import type { ConditionalRule } from '@quire/domain/library/rules/conditional-rule';
import type { TenantId } from '@quire/domain/ids';
import type { Usage, UsageRef } from '@quire/domain/library/library-usage';
import { nameKey } from '@quire/domain/names';
import type { Snippet } from '@quire/domain/library/snippets/snippet';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type { UsageQueries } from '@quire/ports/library/usage';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import type { OwnerKind, ReferenceRole } from './library-references-table';
import { runQuery } from '../platform/run-query';

type Match = { owner_id: string; owner_name: string; name: string; name_key: string };

const OWNER_TABLES: Record<OwnerKind, string> = { template: 'form_templates', snippet: 'snippets', rule: 'conditional_rules', alias: 'aliases' };

/** Groups matching references by owner (already in owner order, then position); `via` holds each written name once. */
const usersOf = <Id extends string>(matches: ReadonlyArray<Match>): ReadonlyArray<UsageRef<Id>> => {
  const users: Array<{ id: Id; name: string; via: string[]; keys: Set<string> }> = [];
  for (const match of matches) {
    let user = users[users.length - 1];
    if (user?.id !== match.owner_id) {
      user = { id: match.owner_id as Id, name: match.owner_name, via: [], keys: new Set() };
      users.push(user);
    }
    if (!user.keys.has(match.name_key)) {
      user.keys.add(match.name_key);
      user.via.push(match.name);
    }
  }
  return users.map(({ id, name, via }) => ({ id, name, via }));
};

/** Who uses what, from `library_references` joined with the owners for their names and order. */
export class KnexUsageQueries implements UsageQueries {
  constructor(private readonly knex: Knex) {}

  ofAlias(tenantId: TenantId, alias: Pick<Alias, 'name' | 'synonyms'>): TE.TaskEither<StorageError, Usage> {
    return runQuery('usage.ofAlias', () => this.usage(tenantId, ['field', 'condition', 'repeat'], aliasNameKeys(alias), null, true));
  }

  ofRule(tenantId: TenantId, rule: Pick<ConditionalRule, 'name'>): TE.TaskEither<StorageError, Usage> {
    return runQuery('usage.ofRule', () => this.usage(tenantId, ['condition', 'repeat'], [nameKey(rule.name)], null, false));
  }

  ofSnippet(tenantId: TenantId, snippet: Pick<Snippet, 'id' | 'name'>): TE.TaskEither<StorageError, Usage> {
    return runQuery('usage.ofSnippet', () => this.usage(tenantId, ['snippet'], [nameKey(snippet.name)], snippet.id, false));
  }

  private async usage(tenantId: TenantId, roles: ReadonlyArray<ReferenceRole>, keys: ReadonlyArray<string>, exceptSnippet: string | null, ofAlias: boolean): Promise<Usage> {
    return {
      templates: usersOf(await this.matches('template', tenantId, roles, keys, null)),
      snippets: usersOf(await this.matches('snippet', tenantId, roles, keys, exceptSnippet)),
      rules: ofAlias ? usersOf(await this.matches('rule', tenantId, roles, keys, null)) : [],
      formulas: ofAlias ? usersOf(await this.matches('alias', tenantId, roles, keys, null)) : [],
    };
  }

  private async matches(kind: OwnerKind, tenantId: TenantId, roles: ReadonlyArray<ReferenceRole>, keys: ReadonlyArray<string>, except: string | null): Promise<ReadonlyArray<Match>> {
    const owners = OWNER_TABLES[kind];
    let query = this.knex('library_references as r')
      .select('r.owner_id', 'o.name as owner_name', 'r.name', 'r.name_key')
      .join(`${owners} as o`, (on) => on.on('o.tenant_id', 'r.tenant_id').andOn('o.id', 'r.owner_id'))
      .where({ 'r.tenant_id': tenantId, 'r.owner_kind': kind })
      .whereIn('r.role', [...roles])
      .whereIn('r.name_key', [...keys]);
    if (except !== null) query = query.whereNot('r.owner_id', except);
    return (await query.orderBy(['o.name_key', 'o.id', 'r.position'])) as Match[];
  }
}
