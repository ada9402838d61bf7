import type { BlobReferences } from '@quire/ports/storage/blob-references';
import type { BlobDigest } from '@quire/ports/storage/blob-store';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as TE from 'fp-ts/TaskEither';
import type { InMemoryFormTemplateRepository } from './form-template-repository';
import type { InMemorySnippetRepository } from './snippet-repository';

/** BlobReferences over the in-memory repositories: every snippet and template file version, of every tenant. */
export class InMemoryBlobReferences implements BlobReferences {
  constructor(
    private readonly templates: InMemoryFormTemplateRepository,
    private readonly snippets: InMemorySnippetRepository,
  ) {}

  referenced(digests: ReadonlyArray<BlobDigest>): TE.TaskEither<StorageError, ReadonlySet<BlobDigest>> {
    const used = new Set([...this.snippets.everyVersion(), ...this.templates.everyVersion()].map((version) => version.file.sha256));
    return TE.right(new Set(digests.filter((digest) => used.has(digest))));
  }
}
