import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The real-world documents, kept in the repository as test data (documents/README.md: where they come from, their licences). */
const DOCUMENTS = join(__dirname, 'documents');

/** Every .docx of the corpus as `folder/name` (`poi/52288.docx`), sorted, so that reports are stable. */
export const corpusFiles = (): string[] =>
  readdirSync(DOCUMENTS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(join(DOCUMENTS, folder.name))
        .filter((name) => name.toLowerCase().endsWith('.docx'))
        .map((name) => `${folder.name}/${name}`),
    )
    .sort();

/** The bytes of one corpus file, named as `corpusFiles` names it. */
export const readCorpusFile = (file: string): Buffer => readFileSync(join(DOCUMENTS, file));
