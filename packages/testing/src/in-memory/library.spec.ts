import { libraryContracts } from '../contracts/library-contracts';
import { createInMemoryAdapters } from './adapters';

describe('in-memory library adapters', () => {
  libraryContracts(async () => {
    const adapters = createInMemoryAdapters();
    return {
      tenants: adapters.tenants,
      aliases: adapters.aliases,
      rules: adapters.rules,
      folders: adapters.snippetFolders,
      snippets: adapters.snippets,
      templates: adapters.templates,
      revisions: adapters.revisions,
      usage: adapters.usage,
      blobReferences: adapters.blobReferences,
      idempotency: adapters.idempotency,
      answerSets: adapters.answerSets,
      cleanup: async () => undefined,
    };
  });
});
