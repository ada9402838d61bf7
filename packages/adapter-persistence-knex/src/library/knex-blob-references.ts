import type { BlobReferences } from '@quire/ports/storage/blob-references';
import type { BlobDigest } from '@quire/ports/storage/blob-store';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { runQuery } from '../platform/run-query';

/** Digests per query: well under SQLite's limit of bound values. */
const CHUNK = 500;

/** Which blobs rows point at: snippets and every template file version, of every tenant (indexed by sha256). */
export class KnexBlobReferences implements BlobReferences {
  constructor(private readonly knex: Knex) {}

  referenced(digests: ReadonlyArray<BlobDigest>): TE.TaskEither<StorageError, ReadonlySet<BlobDigest>> {
    return runQuery('blobReferences.referenced', async () => {
      const found = new Set<BlobDigest>();
      for (let start = 0; start < digests.length; start += CHUNK) {
        const chunk = digests.slice(start, start + CHUNK);
        for (const table of ['snippets', 'form_template_versions']) {
          const rows = (await this.knex(table).distinct('sha256').whereIn('sha256', chunk)) as Array<{ sha256: string }>;
          for (const row of rows) found.add(row.sha256);
        }
      }
      return found;
    });
  }
}
