import { Readable } from 'node:stream';
import type { Context } from 'koa';
import { readCsvBody } from './read-csv-body';

/** What readCsvBody reads of a request: its headers and its body as a stream. */
const request = (body: Readable, headers: Record<string, string> = {}): Context =>
  ({ req: body, get: (name: string) => headers[name.toLowerCase()] ?? '' }) as unknown as Context;

const rows = function* (count: number): Generator<string> {
  yield 'client_name,fee,due_date\r\n';
  for (let row = 1; row <= count; row += 1) yield `"Client ${row}",${row}.50,2026-01-15\r\n`;
};

/** The rows as the body of a request, in pieces of about 64 KiB, as a socket hands them over. */
const body = (lines: Iterable<string>): Readable => {
  const pieces = function* (): Generator<Buffer> {
    let piece = '';
    for (const line of lines) {
      piece += line;
      if (piece.length >= 64 * 1024) {
        yield Buffer.from(piece);
        piece = '';
      }
    }
    if (piece !== '') yield Buffer.from(piece);
  };
  return Readable.from(pieces());
};

describe('reading a CSV batch body', () => {
  it('parses 100,000 rows as the body arrives, never holding the thread for more than a fraction of the read', async () => {
    const pieces = body(rows(100_000)).toArray();
    const arriving = Readable.from(await pieces);
    // The longest time between two turns of a 1 ms timer: how long the thread was held at once.
    let last = performance.now();
    let longestStallMs = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestStallMs = Math.max(longestStallMs, now - last);
      last = now;
    }, 1);
    const started = performance.now();
    const table = await readCsvBody(request(arriving), 64 * 1024 * 1024, 100_000)();
    const elapsed = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
    clearInterval(ticker);
    expect(table._tag).toBe('Right');
    if (table._tag === 'Right') {
      expect(table.right.columns).toEqual(['client_name', 'fee', 'due_date']);
      expect(table.right.rows).toHaveLength(100_000);
      expect(table.right.rows[99_999]).toEqual(['Client 100000', '100000.50', '2026-01-15']);
    }
    // Parsed whole, the read is one stall as long as itself; parsed as it arrives, many short ones.
    expect(longestStallMs).toBeLessThan(elapsed / 5);
  });

  it('refuses a body with more rows than the limit as soon as the row past it arrives, without reading the rest', async () => {
    let produced = 0;
    const endless = function* (): Generator<string> {
      yield 'client_name\r\n';
      for (;;) {
        produced += 1;
        yield `"Client ${produced}"\r\n`;
      }
    };
    const refused = await readCsvBody(request(body(endless())), 64 * 1024 * 1024, 1_000)();
    expect(refused).toEqual({ _tag: 'Left', left: { _tag: 'Validation', errors: [{ path: 'csv', message: 'a batch holds at most 1000 rows' }] } });
    expect(produced).toBeLessThan(50_000);
  });

  it('refuses a body whose Content-Length passes the limit before reading it', async () => {
    let read = false;
    const watched = new Readable({ read() { read = true; this.push(null); } });
    expect(await readCsvBody(request(watched, { 'content-length': String(65 * 1024 * 1024) }), 64 * 1024 * 1024, 100_000)()).toEqual({ _tag: 'Left', left: { _tag: 'PayloadTooLarge', limitBytes: 64 * 1024 * 1024 } });
    expect(read).toBe(false);
  });

  it('refuses a body longer than the limit while reading it, and a body that is no CSV naming the line', async () => {
    expect(await readCsvBody(request(body(rows(10_000))), 64 * 1024, 100_000)()).toEqual({ _tag: 'Left', left: { _tag: 'PayloadTooLarge', limitBytes: 64 * 1024 } });
    expect(await readCsvBody(request(body(['a,b\r\n', '1,"2'])), 1024, 10)()).toEqual({ _tag: 'Left', left: { _tag: 'Validation', errors: [{ path: 'csv line 2', message: 'a quoted cell is never closed' }] } });
  });
});
