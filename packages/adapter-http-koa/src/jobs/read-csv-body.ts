import type { CsvTable } from '@quire/application/jobs/csv-items';
import { CsvError, parse } from 'csv-parse/sync';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import getRawBody from 'raw-body';
import type { HttpError } from '../platform/problems/http-error';

/** The largest CSV record (one row): a row past it is refused with its line. */
const MAX_RECORD_BYTES = 1024 * 1024;
const MAX_COLUMNS = 1_000;

/** What went wrong where, in words that quote nothing of the body. */
const CSV_PROBLEMS: Readonly<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quote closes a cell but something other than a comma or the end of the line follows it',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'characters follow a closing quote',
  INVALID_OPENING_QUOTE: 'a quote opens inside a cell that is not quoted',
  CSV_MAX_RECORD_SIZE: `a row is longer than ${MAX_RECORD_BYTES} bytes`,
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'a row has another number of cells than the header',
};

const invalidCsv = (path: string, message: string): HttpError => ({ _tag: 'Validation', errors: [{ path, message }] });

/**
 * A `text/csv` batch body (RFC 4180, UTF-8, an optional byte order mark), read up to `limitBytes`
 * and parsed by csv-parse: the first row is the header, empty lines are skipped, rows may be
 * shorter than the header (the missing cells are empty) and at most `maxRows` data rows are read
 * (more is a 422 that names the limit). A body that is no CSV answers 422 naming the line.
 */
export const readCsvBody = (ctx: Context, limitBytes: number, maxRows: number): TE.TaskEither<HttpError, CsvTable> => async () => {
  const encoding = ctx.get('Content-Encoding').toLowerCase();
  if (encoding !== '' && encoding !== 'identity') return E.left({ _tag: 'UnsupportedMediaType', expected: 'text/csv without Content-Encoding' });
  let text: string;
  try {
    text = (await getRawBody(ctx.req, { length: ctx.get('Content-Length') || null, limit: limitBytes })).toString('utf8');
  } catch (error) {
    const type = typeof error === 'object' && error !== null && 'type' in error ? (error as { type: unknown }).type : undefined;
    return E.left(type === 'entity.too.large' ? { _tag: 'PayloadTooLarge', limitBytes } : { _tag: 'ClientFault', status: 400 });
  }
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, max_record_size: MAX_RECORD_BYTES, to_line: maxRows + 2 }) as string[][];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines;
    return E.left(invalidCsv(line === undefined ? 'csv' : `csv line ${line}`, CSV_PROBLEMS[error.code] ?? 'the body is not valid CSV'));
  }
  const [header, ...rows] = records;
  if (header === undefined || header.every((cell) => cell.trim() === '')) return E.left(invalidCsv('csv line 1', 'the first row must name the columns (alias names or synonyms)'));
  if (header.length > MAX_COLUMNS) return E.left(invalidCsv('csv line 1', `the header has more than ${MAX_COLUMNS} columns`));
  if (rows.length > maxRows) return E.left(invalidCsv('csv', `a batch holds at most ${maxRows} rows`));
  return E.right({ columns: header, rows });
};
