import type { BlobReferences } from '@quire/ports/storage/blob-references';
import type { BlobDigest } from '@quire/ports/storage/blob-store';
import type { StorageError } from '@quire/ports/storage/storage-error';
import type * as TE from 'fp-ts/TaskEither';
import type { Knex } from 'knex';
import { runQuery } from '../platform/run-query';

/** Digests per query: well under SQLite's limit of bound values. */
const CHUNK = 500;

/** Every column that holds a blob's digest (each indexed): snippets and their file versions, template file versions, a job's result and its chunks' parts. */
const REFERENCING_COLUMNS: ReadonlyArray<readonly [string, string]> = [
  ['snippets', 'sha256'],
  ['snippet_versions', 'sha256'],
  ['form_template_versions', 'sha256'],
  ['jobs', 'result_sha256'],
  ['job_chunks', 'sha256'],
];

/** Which blobs rows point at: every snippet and template file version, job results and parts, of every tenant. */
export class KnexBlobReferences implements BlobReferences {
  constructor(private readonly knex: Knex) {}

  referenced(digests: ReadonlyArray<BlobDigest>): TE.TaskEither<StorageError, ReadonlySet<BlobDigest>> {
    return runQuery('blobReferences.referenced', async () => {
      const found = new Set<BlobDigest>();
      for (let start = 0; start < digests.length; start += CHUNK) {
        const chunk = digests.slice(start, start + CHUNK);
        for (const [table, column] of REFERENCING_COLUMNS) {
          const rows = (await this.knex(table).distinct({ sha256: column }).whereIn(column, chunk)) as Array<{ sha256: string }>;
          for (const row of rows) found.add(row.sha256);
        }
      }
      return found;
    });
  }
}
