import type { Knex } from 'knex';
import { instantColumn, tableOptions, tenantColumn } from './columns';
import type { QuireMigration } from './quire-migration';

/**
 * `signing_certificates`: a tenant's one certificate for sealing PDFs. The PKCS#12 and its
 * passphrase are stored only sealed (`sealed_key`, the server's secret box, as webhook secrets);
 * the certificate's facts beside it are what `GET /Settings/SigningCertificate` shows.
 */
export const m0020SigningCertificates: QuireMigration = {
  name: '0020-signing-certificates',
  async up(knex: Knex) {
    await knex.schema.createTable('signing_certificates', (table) => {
      tableOptions(knex, table);
      tenantColumn(table);
      table.primary(['tenant_id']);
      table.string('subject', 1024).notNullable();
      table.string('issuer', 1024).notNullable();
      table.string('serial_number', 128).notNullable();
      table.string('fingerprint256', 128).notNullable();
      instantColumn(table, 'valid_from').notNullable();
      instantColumn(table, 'valid_to').notNullable();
      table.text('sealed_key', 'mediumtext').notNullable();
      instantColumn(table, 'created_at').notNullable();
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTableIfExists('signing_certificates');
  },
};
