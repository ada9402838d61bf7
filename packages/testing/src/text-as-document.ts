import { EMPTY_ANALYSIS } from '@quire/domain/library/form-templates/template-analysis';
import type { DocumentAnalyser } from '@quire/ports/documents/document-analyser';
import type { DocumentChange, DocumentComparer } from '@quire/ports/documents/document-comparer';
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

/**
 * Compares two "documents" of text line by line: each line only the original has is deleted, each
 * only the revised one has inserted; the "document" answered lists them (`- line`, `+ line`,
 * `  line`). Either text starting with `NOT A ZIP` is refused, as the analyser refuses it.
 */
export const fakeComparer: DocumentComparer = {
  compare: (original, revised) => {
    const [before, after] = [Buffer.from(original).toString('utf8'), Buffer.from(revised).toString('utf8')];
    const refused = before.startsWith('NOT A ZIP') ? 'original' : after.startsWith('NOT A ZIP') ? 'revised' : undefined;
    if (refused !== undefined) return TE.left({ _tag: 'DocumentRefused', code: 'not_a_zip', message: `The ${refused} file is not a zip archive.` });
    const [left, right] = [before.split('\n'), after.split('\n')];
    const changes: DocumentChange[] = [
      ...left.flatMap((line, index): DocumentChange[] => (right.includes(line) ? [] : [{ kind: 'deleted', element: 'paragraph', area: 'body', part: 'word/document.xml', location: `paragraph ${index + 1}`, before: line }])),
      ...right.flatMap((line, index): DocumentChange[] => (left.includes(line) ? [] : [{ kind: 'inserted', element: 'paragraph', area: 'body', part: 'word/document.xml', location: `paragraph ${index + 1}`, after: line }])),
    ];
    const listing = [...left.filter((line) => !right.includes(line)).map((line) => `- ${line}`), ...right.map((line) => (left.includes(line) ? `  ${line}` : `+ ${line}`))];
    return TE.right({ docx: Buffer.from(listing.join('\n'), 'utf8'), changes });
  },
};
