import type { Question } from '../../api/interview-types';

/** At most this many rows are read for the preview (the server reads the whole file). */
export const PREVIEW_ROWS = 5;

/**
 * The first rows of a CSV text (RFC 4180: quoted cells, doubled quotes, line breaks inside quotes;
 * a byte order mark and empty lines skipped), for a preview only: the server parses the file itself.
 */
export const firstRows = (text: string, rows: number): string[][] => {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== '') out.push(row);
    row = [];
    cell = '';
  };
  for (; index < text.length && out.length < rows; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      endRow();
    } else cell += char;
  }
  if (out.length < rows && (cell !== '' || row.length > 0)) endRow();
  return out;
};

/** Names compared as the server compares data keys: case ignored, white space trimmed and each run of it one space, typographic quotes as straight ones. */
const keyOf = (name: string): string => name.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').trim().replace(/\s+/g, ' ').toLowerCase();

export type Column = { readonly header: string; readonly question: Question | undefined };

/** Each column of the header row with the question it answers (undefined: none of this template's — the server may still know it as a synonym, or refuse it). */
export const columnsOf = (header: ReadonlyArray<string>, questions: ReadonlyArray<Question>): Column[] =>
  header.map((name) => ({ header: name, question: questions.find((question) => keyOf(question.alias) === keyOf(name)) }));

/** The template's questions no column answers: left unanswered in every document. */
export const unansweredBy = (columns: ReadonlyArray<Column>, questions: ReadonlyArray<Question>): Question[] =>
  questions.filter((question) => !columns.some((column) => column.question === question));
