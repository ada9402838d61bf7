import { nameKey } from '@quire/domain/names';
import type { DocumentRenderer, DocumentSource } from '@quire/ports/documents/document-renderer';
import type { InterviewPlanner, PlannedQuestion } from '@quire/ports/documents/interview-planner';
import type { StorageError } from '@quire/ports/storage/storage-error';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';

/*
 * The renderer and interview planner of the text-as-document stand-in (text-as-document.ts): the
 * "document" is UTF-8 text and `{{name}}` is a field.
 */

const FIELD = /\{\{\s*([A-Za-z][^}]*?)\s*\}\}/g;

const textOf = (source: DocumentSource): TE.TaskEither<StorageError, string> => TE.map((bytes: Uint8Array) => Buffer.from(bytes).toString('utf8'))(source.load());

const valueOf = (data: Readonly<Record<string, unknown>>, name: string): string => {
  const key = Object.keys(data).find((candidate) => nameKey(candidate) === nameKey(name));
  const value = key === undefined ? undefined : data[key];
  return value === undefined || value === null ? '' : String(value);
};

/** Fills each `{{name}}` of the text with the data's value of that name (empty when it has none); merging joins the texts. */
export const fakeRenderer: DocumentRenderer = {
  maxSnippetDepth: 8,
  render: (input) =>
    async () => {
      const text = await textOf(input.template)();
      if (E.isLeft(text)) return text;
      const filled = text.right.replace(FIELD, (_tag, name: string) => valueOf(input.data, name));
      return E.right({ bytes: Buffer.from(filled, 'utf8'), warnings: [], renderMs: 0 });
    },
  merge: (documents) => TE.right(Buffer.concat(documents.map((document) => Buffer.from(document)))),
};

/** One question per field of the templates' texts, in the order of first use; `known` when an alias has that name. */
export const fakePlanner: InterviewPlanner = {
  plan: (input) => async () => {
    const seen = new Set<string>();
    const questions: PlannedQuestion[] = [];
    for (const template of input.templates) {
      const text = await textOf(template.template)();
      if (E.isLeft(text)) return text;
      for (const [, name = ''] of text.right.matchAll(FIELD)) {
        if (seen.has(nameKey(name))) continue;
        seen.add(nameKey(name));
        questions.push({ alias: name, known: input.vocabulary.aliases.some((alias) => nameKey(alias.name) === nameKey(name)), required: true, onlyTested: false, multiline: false });
      }
    }
    return E.right({ questions });
  },
};
