import { type TenantId, tenantId } from '@quire/domain/ids';
import type { SigningCertificate } from '@quire/domain/settings/signing-certificate';
import type { AuditAppend } from '@quire/ports/audit/audit-log';
import type { SigningCertificates } from '@quire/ports/settings/signing-certificates';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { appendAuditEvent } from '../audit/append-audit-event';
import { auditedWrite } from '../audit/audited-write';
import { runQuery } from '../platform/run-query';
import { runTransaction } from '../platform/run-transaction';
import { readDate } from '../platform/sql-date';

/** A row of `signing_certificates`. */
type SigningCertificateRow = {
  tenant_id: string;
  subject: string;
  issuer: string;
  serial_number: string;
  fingerprint256: string;
  valid_from: unknown;
  valid_to: unknown;
  sealed_key: string;
  created_at: unknown;
};

const toRow = (certificate: SigningCertificate): SigningCertificateRow => ({
  tenant_id: certificate.tenantId,
  subject: certificate.subject,
  issuer: certificate.issuer,
  serial_number: certificate.serialNumber,
  fingerprint256: certificate.fingerprint256,
  valid_from: certificate.validFrom,
  valid_to: certificate.validTo,
  sealed_key: certificate.sealedKey,
  created_at: certificate.createdAt,
});

const fromRow = (row: SigningCertificateRow): SigningCertificate => ({
  tenantId: tenantId(row.tenant_id),
  subject: row.subject,
  issuer: row.issuer,
  serialNumber: row.serial_number,
  fingerprint256: row.fingerprint256,
  validFrom: readDate(row.valid_from),
  validTo: readDate(row.valid_to),
  sealedKey: row.sealed_key,
  createdAt: readDate(row.created_at),
});

/** `signing_certificates`: one row per tenant, replaced by a new certificate; every statement names the tenant. */
export class KnexSigningCertificates implements SigningCertificates {
  constructor(private readonly knex: Knex) {}

  private get table() {
    return this.knex<SigningCertificateRow>('signing_certificates');
  }

  put(certificate: SigningCertificate, audit?: AuditAppend): TE.TaskEither<StorageError, void> {
    return auditedWrite(this.knex, 'signingCertificates.put', certificate.tenantId, audit, (db) =>
      db<SigningCertificateRow>('signing_certificates').insert(toRow(certificate)).onConflict('tenant_id').merge(),
    );
  }

  find(tenant: TenantId): TE.TaskEither<StorageError, O.Option<SigningCertificate>> {
    return runQuery('signingCertificates.find', async () => O.map(fromRow)(O.fromNullable((await this.table.where({ tenant_id: tenant }).first()) as SigningCertificateRow | undefined)));
  }

  delete(tenant: TenantId, audit?: AuditAppend): TE.TaskEither<StorageError, boolean> {
    if (audit === undefined) return runQuery('signingCertificates.delete', async () => (await this.table.where({ tenant_id: tenant }).del()) > 0);
    // The event only when a certificate was removed: nothing removed, nothing to record.
    return runTransaction(this.knex, 'signingCertificates.delete', async (trx): Promise<E.Either<never, boolean>> => {
      const removed = (await trx<SigningCertificateRow>('signing_certificates').where({ tenant_id: tenant }).del()) > 0;
      if (removed) await appendAuditEvent(trx, tenant, audit);
      return E.right(removed);
    });
  }
}
