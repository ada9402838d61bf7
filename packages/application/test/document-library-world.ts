import type { TenantId, UserId, ApiKeyId } from '@quire/domain/ids';
import { EMPTY_ANALYSIS } from '@quire/domain/template-analysis';
import type { DocumentAnalyzer } from '@quire/ports/document-analyzer';
import type { TextDocumentWriter } from '@quire/ports/text-document-writer';
import { FixedClock } from '@quire/testing/fixed-clock';
import { createInMemoryAdapters } from '@quire/testing/in-memory-adapters';
import * as TE from 'fp-ts/TaskEither';
import type { DocumentLibraryDeps } from '../src/document-library-bindings';
import type { Principal } from '../src/principal';

/**
 * A stand-in for the engine: the "document" is UTF-8 text. `{{name}}` is a field, `{{> Name}}`
 * inserts a snippet, `{{!bad}}` is an error, and a text starting with `NOT A ZIP` is refused.
 */
export const fakeAnalyzer: DocumentAnalyzer = {
  analyse: (bytes) => {
    const text = Buffer.from(bytes).toString('utf8');
    if (text.startsWith('NOT A ZIP')) return TE.left({ _tag: 'DocumentRefused', code: 'not_a_zip', message: 'The file is not a zip archive.' });
    const tags = [...text.matchAll(/\{\{([^}]*)\}\}/g)].map((match) => (match[1] ?? '').trim());
    return TE.right({
      text,
      analysis: {
        ...EMPTY_ANALYSIS,
        fields: tags.filter((tag) => /^[A-Za-z]/.test(tag)).map((name) => ({ name, alias: null, occurrences: 1 })),
        snippets: tags.filter((tag) => tag.startsWith('>')).map((tag) => ({ name: tag.slice(1).trim(), snippet: null, occurrences: 1 })),
        diagnostics: tags
          .filter((tag) => tag === '!bad')
          .map(() => ({ severity: 'error' as const, code: 'bad_tag', message: 'A bad tag.', part: 'word/document.xml', paragraph: 1, excerpt: '{{!bad}}' })),
      },
    });
  },
};

/** Writes the text itself as the "document", so the fake analyzer reads it back. */
export const fakeTextWriter: TextDocumentWriter = { fromText: (text) => TE.right(Buffer.from(text, 'utf8')) };

/** The in-memory adapters with the fakes above, as the document library use cases take them. */
export const documentLibraryWorld = () => {
  const adapters = createInMemoryAdapters(new FixedClock(new Date('2026-03-01T10:00:00.000Z')));
  const deps: DocumentLibraryDeps = {
    snippetFolders: adapters.folders,
    snippets: adapters.snippets,
    templates: adapters.templates,
    aliases: adapters.aliases,
    rules: adapters.rules,
    usage: adapters.usage,
    analyzer: fakeAnalyzer,
    textWriter: fakeTextWriter,
    blobs: adapters.blobs,
    blobReferences: adapters.blobReferences,
    ids: adapters.ids,
    clock: adapters.clock,
  };
  return { adapters, deps };
};

export const principalOf = (tenant: string): Principal => ({
  tenantId: tenant as TenantId,
  userId: 'user-1' as UserId,
  keyId: 'key-1' as ApiKeyId,
  keyPrefix: 'qk_test',
});

export const file = (text: string, fileName = 'upload.docx') => ({ bytes: Buffer.from(text, 'utf8'), fileName });
