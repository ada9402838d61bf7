import { createHash } from 'node:crypto';
import type { TenantId } from '@quire/domain/ids';
import type { IdempotencyClaim, IdempotencyStore, StoredResponse } from '@quire/ports/storage/idempotency-store';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { causally } from '../platform/causal-reads';
import { readJson, writeJson } from '../platform/json-column';
import { runQuery } from '../platform/run-query';
import { readDate } from '../platform/sql-date';
import { isUniqueViolation } from '../platform/sql-errors';

type ClaimInput = Parameters<IdempotencyStore['claim']>[0];

/** A row of `idempotency_keys`; a null `response_status` is a claim still running. */
type IdempotencyRow = {
  tenant_id: string;
  key_hash: string;
  request_hash: string;
  response_status: number | null;
  response_headers: string | null;
  response_body: Uint8Array | null;
  claimed_at: unknown;
  expires_at: unknown;
};

const TABLE = 'idempotency_keys';
/** Rounds of insert-or-take-over before giving up (each round loses only to another request that won). */
const ATTEMPTS = 5;

const keyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

const answerOf = (row: IdempotencyRow, requestHash: string): IdempotencyClaim => {
  if (row.request_hash !== requestHash) return { _tag: 'KeyReused' };
  if (row.response_status === null) return { _tag: 'InProgress' };
  return {
    _tag: 'Replay',
    response: { status: Number(row.response_status), headers: readJson<Record<string, string>>(row.response_headers), body: Uint8Array.from(row.response_body ?? []) },
  };
};

/**
 * Idempotency records in `idempotency_keys`, keyed by tenant and the SHA-256 of the key. A claim
 * inserts (the primary key decides between racing requests) or takes over an expired or abandoned
 * record with a conditional update, so no lock is held while the request runs. Its statements are
 * causal on a Galera node (causally): a retry sent through another node finds the first request's
 * record.
 */
export class KnexIdempotencyStore implements IdempotencyStore {
  constructor(private readonly knex: Knex) {}

  claim(input: ClaimInput): TE.TaskEither<StorageError, IdempotencyClaim> {
    return runQuery('idempotency.claim', async () => {
      const where = { tenant_id: input.tenantId, key_hash: keyHash(input.key) };
      const fresh = { request_hash: input.requestHash, response_status: null, response_headers: null, response_body: null, claimed_at: input.now, expires_at: input.expiresAt };
      for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
        try {
          await causally(this.knex, this.knex(TABLE).insert({ ...where, ...fresh }));
          return { _tag: 'Claimed' };
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
        const row = await causally<IdempotencyRow | undefined>(this.knex, this.knex(TABLE).where(where).first());
        if (row === undefined) continue;
        const free = readDate(row.expires_at) <= input.now || (row.response_status === null && readDate(row.claimed_at) < input.abandonedBefore);
        if (!free) return answerOf(row, input.requestHash);
        const taken = await causally<number>(
          this.knex,
          this.knex(TABLE)
            .where(where)
            .andWhere((stale) =>
              stale.where('expires_at', '<=', input.now).orWhere((abandoned) => abandoned.whereNull('response_status').andWhere('claimed_at', '<', input.abandonedBefore)),
            )
            .update(fresh),
        );
        if (taken === 1) return { _tag: 'Claimed' };
      }
      throw new Error(`idempotency key contended more than ${ATTEMPTS} times`);
    });
  }

  complete(tenantId: TenantId, key: string, response: StoredResponse): TE.TaskEither<StorageError, void> {
    return runQuery('idempotency.complete', async () => {
      await this.knex(TABLE)
        .where({ tenant_id: tenantId, key_hash: keyHash(key) })
        .whereNull('response_status')
        .update({ response_status: response.status, response_headers: writeJson(response.headers), response_body: Buffer.from(response.body) });
    });
  }

  release(tenantId: TenantId, key: string): TE.TaskEither<StorageError, void> {
    return runQuery('idempotency.release', async () => {
      await this.knex(TABLE).where({ tenant_id: tenantId, key_hash: keyHash(key) }).whereNull('response_status').del();
    });
  }

  sweep(now: Date): TE.TaskEither<StorageError, number> {
    return runQuery('idempotency.sweep', async () => Number(await this.knex(TABLE).where('expires_at', '<=', now).del()));
  }
}
