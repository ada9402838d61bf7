import { aliasRepositoryContract } from './alias-repository-contract';
import { answerSetRepositoryContract } from './answer-set-repository-contract';
import { blobReferencesContract } from './blob-references-contract';
import { concurrentWritesContract } from './concurrent-writes-contract';
import { conditionalRuleRepositoryContract } from './conditional-rule-repository-contract';
import { formTemplateRepositoryContract } from './form-template-repository-contract';
import { idempotencyStoreContract } from './idempotency-store-contract';
import type { MakeLibraryStores } from './library-fixture';
import { libraryRevisionsContract } from './library-revisions-contract';
import { snippetFolderRepositoryContract } from './snippet-folder-repository-contract';
import { snippetRepositoryContract } from './snippet-repository-contract';
import { usageQueriesContract } from './usage-queries-contract';

/** Runs every library contract suite (repositories, library revisions, usage, blob references, idempotency) against one persistence adapter. */
export const libraryContracts = (make: MakeLibraryStores): void => {
  aliasRepositoryContract(make);
  conditionalRuleRepositoryContract(make);
  snippetFolderRepositoryContract(make);
  snippetRepositoryContract(make);
  formTemplateRepositoryContract(make);
  libraryRevisionsContract(make);
  usageQueriesContract(make);
  blobReferencesContract(make);
  idempotencyStoreContract(make);
  concurrentWritesContract(make);
  answerSetRepositoryContract(make);
};
