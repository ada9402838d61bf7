import type { CsvTable } from '@quire/application/jobs/csv-items';
import { CsvError, parse } from 'csv-parse';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
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

/** Why the read stopped early: the body passed the byte limit, or held a row past the row limit. */
class Stopped extends Error {
  constructor(readonly answer: HttpError) {
    super('stopped');
  }
}

/** The body's bytes as they arrive, stopped (Stopped) as soon as they pass `limitBytes`. */
async function* counted(body: AsyncIterable<Buffer>, limitBytes: number): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of body) {
    total += chunk.length;
    if (total > limitBytes) throw new Stopped({ _tag: 'PayloadTooLarge', limitBytes });
    yield chunk;
  }
}

/**
 * A `text/csv` batch body (RFC 4180, UTF-8, an optional byte order mark), parsed by csv-parse as
 * it arrives, a piece of the body at a time, so the thread is never held for more than one piece
 * (a whole 100,000-row body parsed at once held it for seconds, and every request with it). The
 * first row is the header, empty lines are skipped, rows may be shorter than the header (the
 * missing cells are empty). Refused early: a `Content-Length` past `limitBytes` before anything is
 * read (413), the body once it passes it (413), the row past `maxRows` as soon as it arrives (422
 * naming the limit; the rest is not read), a header of more than 1,000 columns at once. A body that
 * is no CSV answers 422 naming the line.
 */
export const readCsvBody = (ctx: Context, limitBytes: number, maxRows: number): TE.TaskEither<HttpError, CsvTable> => async () => {
  const encoding = ctx.get('Content-Encoding').toLowerCase();
  if (encoding !== '' && encoding !== 'identity') return E.left({ _tag: 'UnsupportedMediaType', expected: 'text/csv without Content-Encoding' });
  const declared = ctx.get('Content-Length');
  if (declared !== '' && Number(declared) > limitBytes) return E.left({ _tag: 'PayloadTooLarge', limitBytes });
  const parser = parse({ bom: true, skip_empty_lines: true, relax_column_count: true, max_record_size: MAX_RECORD_BYTES });
  let failure: unknown;
  parser.on('error', (error) => (failure ??= error));
  let header: string[] | undefined;
  const rows: string[][] = [];
  const take = (): void => {
    for (let record = parser.read() as string[] | null; record !== null; record = parser.read() as string[] | null) {
      if (header === undefined) {
        header = record;
        if (header.length > MAX_COLUMNS) throw new Stopped(invalidCsv('csv line 1', `the header has more than ${MAX_COLUMNS} columns`));
      } else if (rows.length >= maxRows) throw new Stopped(invalidCsv('csv', `a batch holds at most ${maxRows} rows`));
      else rows.push(record);
    }
  };
  try {
    for await (const piece of counted(ctx.req as AsyncIterable<Buffer>, limitBytes)) {
      parser.write(piece);
      take();
      // The thread goes back to the event loop after each piece, whoever hands the pieces over.
      await new Promise((resolve) => setImmediate(resolve));
      if (failure !== undefined) throw failure;
    }
    await new Promise<void>((resolve) => parser.end(resolve));
    take();
    if (failure !== undefined) throw failure;
  } catch (error) {
    parser.destroy();
    // The rest of the request is not parsed: it is drained and dropped, and the answer goes out now.
    ctx.req.resume();
    if (error instanceof Stopped) return E.left(error.answer);
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      return E.left(invalidCsv(line === undefined ? 'csv' : `csv line ${line}`, CSV_PROBLEMS[error.code] ?? 'the body is not valid CSV'));
    }
    return E.left({ _tag: 'ClientFault', status: 400 });
  }
  if (header === undefined || header.every((cell) => cell.trim() === '')) return E.left(invalidCsv('csv line 1', 'the first row must name the columns (alias names or synonyms)'));
  return E.right({ columns: header, rows });
};
