import { EMPTY_ANALYSIS } from '@quire/domain/library/form-templates/template-analysis';
import type { DocumentAnalyser } from '@quire/ports/documents/document-analyser';
import type { TextDocumentWriter } from '@quire/ports/documents/text-document-writer';
import * as TE from 'fp-ts/TaskEither';

/**
 * A stand-in for the engine: the "document" is UTF-8 text. `{{name}}` is a field, `{{> Name}}`
 * inserts a snippet, `{{!bad}}` is an error, and a text starting with `NOT A ZIP` is refused.
 */
export const fakeAnalyser: DocumentAnalyser = {
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

/** Writes the text itself as the "document", so the fake analyser reads it back. */
export const fakeTextWriter: TextDocumentWriter = { fromText: (text) => TE.right(Buffer.from(text, 'utf8')) };
