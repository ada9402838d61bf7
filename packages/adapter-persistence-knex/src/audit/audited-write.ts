import type { TenantId } from '@quire/domain/ids';
import type { AuditAppend } from '@quire/ports/audit/audit-log';
import type { StorageError, VersionConflict } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { runQuery, runVersionedWrite } from '../platform/run-query';
import { runTransaction } from '../platform/run-transaction';
import { appendAuditEvent } from './append-audit-event';

/** A write, and with `audit` its event first, in one transaction (without one, the write alone). */
export const auditedWrite = (knex: Knex, operation: string, tenantId: TenantId, audit: AuditAppend | undefined, write: (db: Knex) => Promise<unknown>): TE.TaskEither<StorageError, void> =>
  audit === undefined
    ? runQuery(operation, async () => void (await write(knex)))
    : runTransaction(knex, operation, async (trx): Promise<E.Either<never, void>> => {
        await appendAuditEvent(trx, tenantId, audit);
        await write(trx);
        return E.right(undefined);
      });

/** A write of one row at the version the caller read (`runVersionedWrite`), and with `audit` its event, in one transaction: a conflict leaves neither. */
export const auditedVersionedWrite = (
  knex: Knex,
  operation: string,
  expected: number,
  tenantId: TenantId,
  audit: AuditAppend | undefined,
  write: (db: Knex) => Promise<number>,
): TE.TaskEither<StorageError | VersionConflict, void> =>
  audit === undefined
    ? runVersionedWrite(operation, expected, () => write(knex))
    : runTransaction(knex, operation, async (trx): Promise<E.Either<VersionConflict, void>> => {
        await appendAuditEvent(trx, tenantId, audit);
        return (await write(trx)) === 1 ? E.right(undefined) : E.left({ _tag: 'VersionConflict', expected });
      });
