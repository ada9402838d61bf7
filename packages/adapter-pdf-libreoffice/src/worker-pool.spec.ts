import type { PdfError } from '@quire/ports/documents/pdf-converter';
import * as E from 'fp-ts/Either';
import { conversionFailed } from './pdf-errors';
import { type PoolWorker, WorkerPool } from './worker-pool';

type Result = E.Either<PdfError, Uint8Array>;

/** A worker whose conversions answer when the test says so. */
class FakeWorker implements PoolWorker {
  alive = true;
  stopped = false;
  readonly pending: Array<{ docx: Uint8Array; answer: (r: Result) => void }> = [];
  private exit!: () => void;
  readonly exited = new Promise<void>((resolve) => (this.exit = resolve));

  constructor(readonly slot: number) {}

  convert(docx: Uint8Array): Promise<Result> {
    return new Promise((answer) => this.pending.push({ docx, answer }));
  }
  /** Answers the oldest pending conversion with its input reversed. */
  finish(): void {
    const job = this.pending.shift();
    job?.answer(E.right(Uint8Array.from(job.docx).reverse()));
  }
  crash(): void {
    this.alive = false;
    this.exit();
    this.pending.splice(0).forEach((job) => job.answer(E.left(conversionFailed('crashed'))));
  }
  async stop(): Promise<void> {
    this.stopped = true;
    this.alive = false;
    this.exit();
  }
}

const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
const bytes = (...b: number[]): Uint8Array => Uint8Array.from(b);

const poolOf = (size: number, maxQueue: number, failStarts = 0, conversionsPerWorker?: number) => {
  const started: FakeWorker[] = [];
  let failures = failStarts;
  const pool = new WorkerPool(
    async (slot) => {
      if (failures > 0) {
        failures -= 1;
        return E.left('no luck');
      }
      const worker = new FakeWorker(slot);
      started.push(worker);
      return E.right(worker);
    },
    conversionsPerWorker === undefined ? { size, maxQueue } : { size, maxQueue, conversionsPerWorker },
  );
  return { pool, started };
};

describe('WorkerPool', () => {
  describe('when conversions arrive', () => {
    it('starts the workers on first use and runs one conversion per worker at a time', async () => {
      const { pool, started } = poolOf(2, 10);
      expect(started).toHaveLength(0);
      const results = [pool.submit(bytes(1, 2), 1000), pool.submit(bytes(3, 4), 1000), pool.submit(bytes(5, 6), 1000)];
      await settle();
      expect(started).toHaveLength(2);
      expect(started.map((w) => w.pending.length)).toStrictEqual([1, 1]);
      expect(pool.queued).toBe(1);
      started[0]?.finish();
      await settle();
      expect(started[0]?.pending).toHaveLength(1);
      started[0]?.finish();
      started[1]?.finish();
      expect(await Promise.all(results)).toStrictEqual([E.right(bytes(2, 1)), E.right(bytes(4, 3)), E.right(bytes(6, 5))]);
      expect(pool.count('idle')).toBe(2);
    });

    it('answers PdfBusy when the queue is full, with a Retry-After of at least a second', async () => {
      const { pool } = poolOf(1, 1);
      void pool.submit(bytes(1), 1000);
      await settle();
      void pool.submit(bytes(2), 1000);
      const refused = await pool.submit(bytes(3), 1000);
      expect(refused).toStrictEqual(E.left({ _tag: 'PdfBusy', code: 'pdf_busy', reason: 'queue-full', retryAfterSeconds: 2 }));
    });
  });

  describe('when a worker stops', () => {
    it('replaces a worker that crashes while idle', async () => {
      const { pool, started } = poolOf(1, 10);
      expect(await pool.warmUp()).toStrictEqual(E.right(undefined));
      started[0]?.crash();
      await settle();
      expect(started).toHaveLength(2);
      expect(started[0]?.stopped).toBe(true);
      const result = pool.submit(bytes(7, 8), 1000);
      await settle();
      started[1]?.finish();
      expect(await result).toStrictEqual(E.right(bytes(8, 7)));
    });

    it('gives no work to an idle worker that has stopped before its exit is reported', async () => {
      const { pool, started } = poolOf(1, 10);
      await pool.warmUp();
      if (started[0] !== undefined) started[0].alive = false;
      const result = pool.submit(bytes(5, 6), 1000);
      await settle();
      expect(started[0]?.pending).toHaveLength(0);
      started[1]?.finish();
      expect(await result).toStrictEqual(E.right(bytes(6, 5)));
    });

    it('answers the conversion that was running with its failure and gives the next one to the replacement', async () => {
      const { pool, started } = poolOf(1, 10);
      const first = pool.submit(bytes(1), 1000);
      const second = pool.submit(bytes(2, 3), 1000);
      await settle();
      started[0]?.crash();
      expect(await first).toStrictEqual(E.left(conversionFailed('crashed')));
      await settle();
      expect(started).toHaveLength(2);
      started[1]?.finish();
      expect(await second).toStrictEqual(E.right(bytes(3, 2)));
    });
  });

  describe('when a worker has done its number of conversions', () => {
    it('replaces it with a fresh one', async () => {
      const { pool, started } = poolOf(1, 10, 0, 2);
      const first = [pool.submit(bytes(1), 1000), pool.submit(bytes(2), 1000), pool.submit(bytes(3), 1000)];
      await settle();
      started[0]?.finish();
      await settle();
      started[0]?.finish();
      await settle();
      expect(started[0]?.stopped).toBe(true);
      expect(started).toHaveLength(2);
      started[1]?.finish();
      expect(await Promise.all(first)).toStrictEqual([E.right(bytes(1)), E.right(bytes(2)), E.right(bytes(3))]);
    });
  });

  describe('when workers cannot start', () => {
    it('answers PdfUnavailable to waiting conversions once no worker is left, and tries again with the next one', async () => {
      const { pool, started } = poolOf(2, 10, 2);
      const result = await pool.submit(bytes(1), 1000);
      expect(result).toStrictEqual(E.left({ _tag: 'PdfUnavailable', code: 'pdf_unavailable', message: 'LibreOffice did not start: no luck' }));
      const next = pool.submit(bytes(4, 5), 1000);
      await settle();
      expect(started).toHaveLength(2);
      started[0]?.finish();
      expect(await next).toStrictEqual(E.right(bytes(5, 4)));
    });

    it('reports the failure from warmUp', async () => {
      const { pool } = poolOf(1, 10, 1);
      expect(await pool.warmUp()).toStrictEqual(E.left({ _tag: 'PdfUnavailable', code: 'pdf_unavailable', message: 'LibreOffice did not start: no luck' }));
    });
  });

  describe('when closed', () => {
    it('finishes running and queued conversions, then stops every worker and refuses new ones', async () => {
      const { pool, started } = poolOf(1, 10);
      const running = pool.submit(bytes(1), 1000);
      const queued = pool.submit(bytes(2), 1000);
      await settle();
      let closed = false;
      const closing = pool.close().then(() => (closed = true));
      expect(await pool.submit(bytes(3), 1000)).toStrictEqual(E.left({ _tag: 'PdfBusy', code: 'pdf_busy', reason: 'closing', retryAfterSeconds: 2 }));
      started[0]?.finish();
      await settle();
      expect(closed).toBe(false);
      started[0]?.finish();
      await closing;
      expect(await Promise.all([running, queued])).toStrictEqual([E.right(bytes(1)), E.right(bytes(2))]);
      expect(started[0]?.stopped).toBe(true);
      expect(pool.count('idle')).toBe(0);
    });
  });
});
