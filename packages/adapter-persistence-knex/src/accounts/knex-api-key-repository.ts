import type { ApiKey } from '@quire/domain/accounts/api-key';
import type { ApiKeyId, UserId } from '@quire/domain/ids';
import type { ApiKeyRepository } from '@quire/ports/accounts/api-key-repository';
import type { AuditAppend } from '@quire/ports/audit/audit-log';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { apiKeyFromRow, type ApiKeyRow, apiKeyToRow, apiKeyToUpdateRow } from './api-key-row';
import { appendAuditEvent } from '../audit/append-audit-event';
import { causally } from '../platform/causal-reads';
import { readRow } from '../platform/read-row';
import { runQuery } from '../platform/run-query';
import { runTransaction } from '../platform/run-transaction';

export class KnexApiKeyRepository implements ApiKeyRepository {
  constructor(private readonly knex: Knex) {}

  private get table() {
    return this.knex<ApiKeyRow>('api_keys');
  }

  /** With an audit event, the key and the event in one transaction (the event first: it takes the tenant's chain). */
  insert(key: ApiKey, audit?: AuditAppend): TE.TaskEither<StorageError, void> {
    if (audit === undefined) {
      return runQuery('apiKeys.insert', async () => {
        await this.table.insert(apiKeyToRow(key));
      });
    }
    return runTransaction(this.knex, 'apiKeys.insert', async (trx): Promise<E.Either<never, void>> => {
      await appendAuditEvent(trx, key.tenantId, audit);
      await trx<ApiKeyRow>('api_keys').insert(apiKeyToRow(key));
      return E.right(undefined);
    });
  }

  /** The key, the keys' revision and the audit event in one transaction: whoever reads the new revision reads the new key. */
  update(key: ApiKey, audit?: AuditAppend): TE.TaskEither<StorageError | VersionConflict, void> {
    const expected = key.version - 1;
    return runTransaction(this.knex, 'apiKeys.update', async (trx): Promise<E.Either<VersionConflict, void>> => {
      if (audit !== undefined) await appendAuditEvent(trx, key.tenantId, audit);
      const changed = await trx<ApiKeyRow>('api_keys').where({ id: key.id, version: expected }).update(apiKeyToUpdateRow(key));
      if (changed !== 1) return E.left({ _tag: 'VersionConflict', expected });
      await trx('api_key_revision').where({ id: 1 }).increment('revision', 1);
      return E.right(undefined);
    });
  }

  /** One primary-key read (remembered on SQLite while the database is unchanged; causal on a Galera node). */
  revision(): TE.TaskEither<StorageError, number> {
    return runQuery('apiKeys.revision', async () => Number((await readRow<{ revision: unknown }>(this.knex, 'select revision from api_key_revision where id = 1', []))?.revision ?? 0));
  }

  /** A causal read: an `If-Match` is checked against it (causally). */
  findByIdForUser(userId: UserId, id: ApiKeyId): TE.TaskEither<StorageError, O.Option<ApiKey>> {
    return runQuery('apiKeys.findByIdForUser', async () => O.map(apiKeyFromRow)(O.fromNullable(await causally<ApiKeyRow | undefined>(this.knex, this.table.where({ id, user_id: userId }).first()))));
  }

  listByUser(userId: UserId): TE.TaskEither<StorageError, ReadonlyArray<ApiKey>> {
    return runQuery('apiKeys.listByUser', async () => {
      const rows = await this.table.where({ user_id: userId }).orderBy([{ column: 'created_at' }, { column: 'id' }]);
      return rows.map((row) => apiKeyFromRow(row as ApiKeyRow));
    });
  }

  /** A causal read on a Galera node (readRow): a key revoked through another node is refused at once. */
  findByDigest(digest: string): TE.TaskEither<StorageError, O.Option<ApiKey>> {
    return runQuery('apiKeys.findByDigest', async () => O.map(apiKeyFromRow)(O.fromNullable(await readRow<ApiKeyRow>(this.knex, 'select * from api_keys where digest = ?', [digest]))));
  }

  touchLastUsed(id: ApiKeyId, at: Date): TE.TaskEither<StorageError, void> {
    return runQuery('apiKeys.touchLastUsed', async () => {
      await this.table
        .where({ id })
        .andWhere((query) => query.whereNull('last_used_at').orWhere('last_used_at', '<', at))
        .update({ last_used_at: at });
    });
  }
}
