import * as E from 'fp-ts/Either';
import { counted as countedBytes, renderInput as input } from '../../test/support/render-inputs';
import { docxText } from '../../test/support/docx-text';
import { docxFromText } from '../docx-text-document-writer';
import { EngineDocumentRenderer } from '../engine-document-renderer';
import { DEFAULT_POOL_LIMITS, EnginePool, type EnginePoolOptions } from './engine-pool';
import { PooledDocumentRenderer } from './pooled-document-renderer';

const counted = (text: string) => countedBytes(docxFromText(text));

const pools: EnginePool[] = [];
const poolWith = (options: Partial<EnginePoolOptions> = {}): EnginePool => {
  const pool = new EnginePool({ threads: 1, limits: DEFAULT_POOL_LIMITS, routing: 'affinity', setup: {}, ...options });
  pools.push(pool);
  return pool;
};
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

describe('PooledDocumentRenderer', () => {
  describe('when a template with a snippet is rendered in a worker', () => {
    it('answers the same bytes and warnings as in-process', async () => {
      const template = counted('Dear {{Client Name}},\n{{> Clause}}\n{{#each items}}{{name}} {{/each}}{{unknown | upper}}');
      const clause = counted('Confidential for {{client_name}}.');
      const request = input(template.source, { client_name: 'Ada', items: [{ name: 'a' }, { name: 'b' }] }, { snippets: [{ name: 'clause', source: clause.source }] });
      const pooled = await new PooledDocumentRenderer(poolWith()).render(request)();
      const inProcess = await new EngineDocumentRenderer().render(request)();
      expect(E.isRight(pooled) && E.isRight(inProcess)).toBe(true);
      if (E.isLeft(pooled) || E.isLeft(inProcess)) return;
      expect(Buffer.from(pooled.right.bytes).equals(Buffer.from(inProcess.right.bytes))).toBe(true);
      expect(pooled.right.warnings).toEqual(inProcess.right.warnings);
    });

    it('passes pictures from data through unchanged: the same bytes, the picture stored, a URL warned about', async () => {
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
      const template = counted('Logo: {{logo | image: "2cm"}}\nSeal: {{seal | image}}\nPhoto: {{photo | image}}');
      const data = { logo: `data:image/png;base64,${png.toString('base64')}`, seal: { base64: png.toString('base64'), contentType: 'image/png', altText: 'Seal' }, photo: 'https://example.com/photo.jpg' };
      const request = input(template.source, data);
      const pooled = await new PooledDocumentRenderer(poolWith()).render(request)();
      const inProcess = await new EngineDocumentRenderer().render(request)();
      if (E.isLeft(pooled) || E.isLeft(inProcess)) throw new Error('the render failed');
      expect(Buffer.from(pooled.right.bytes).equals(Buffer.from(inProcess.right.bytes))).toBe(true);
      expect(Buffer.from(pooled.right.bytes).includes(png)).toBe(true);
      expect(pooled.right.warnings).toEqual([expect.objectContaining({ code: 'picture_url', name: 'photo' })]);
    });

    it('answers a refusal as in-process', async () => {
      const template = counted('{{client_name}} {{other}}');
      const request = input(template.source, {}, { settings: { ...input(template.source, {}).settings, missing: 'error' } });
      expect(await new PooledDocumentRenderer(poolWith()).render(request)()).toEqual(await new EngineDocumentRenderer().render(request)());
    });
  });

  describe('when an interview is asked in a worker', () => {
    it('answers the same questions and relevance as in-process, reading a template once for renders and interviews', async () => {
      const template = counted('{{#if married}}{{spouse}}{{/if}}\n{{> Clause}}');
      const clause = counted('Signed by {{Client Name}}.');
      const request = input(template.source, {}, { snippets: [{ name: 'clause', source: clause.source }] });
      const renderer = new PooledDocumentRenderer(poolWith());
      await renderer.render(request)();
      const interview = { templates: [{ template: template.source, snippets: request.snippets }], vocabulary: request.vocabulary, data: { married: true } };
      const pooled = await renderer.plan(interview)();
      expect(template.loads.count).toBe(1);
      expect(pooled).toEqual(await new EngineDocumentRenderer().plan(interview)());
      expect(E.isRight(pooled) && pooled.right.relevant).toEqual(['married', 'spouse', 'client_name']);
      expect(E.isRight(pooled) && pooled.right.questions.find((question) => question.alias === 'spouse')?.when?.expression).toBe('married');
    });
  });

  describe('when a template is rendered again', () => {
    it('sends the digest only: the bytes are read and sent once', async () => {
      const pool = poolWith();
      const renderer = new PooledDocumentRenderer(pool);
      const template = counted('Dear {{client_name}}.');
      for (const name of ['Ada', 'Bob', 'Cy']) await renderer.render(input(template.source, { client_name: name }))();
      expect(template.loads.count).toBe(1);
      expect(pool.stats().tasks).toBe(3);
    });
  });

  describe('when renders share a vocabulary object', () => {
    it("sends its terms once, and a new vocabulary object's terms again", async () => {
      const renderer = new PooledDocumentRenderer(poolWith());
      const template = counted('Dear {{Client Name}}.');
      const vocabularyCountingReads = () => {
        const reads = { count: 0 };
        const aliases = input(template.source, {}).vocabulary.aliases;
        const vocabulary = {
          get aliases() {
            reads.count++;
            return aliases;
          },
          rules: [],
        };
        return { vocabulary, reads };
      };
      const first = vocabularyCountingReads();
      const texts: string[] = [];
      for (const name of ['Ada', 'Bob']) {
        const rendered = await renderer.render(input(template.source, { client_name: name }, { vocabulary: first.vocabulary }))();
        texts.push(E.isRight(rendered) ? docxText(rendered.right.bytes) : 'refused');
      }
      const second = vocabularyCountingReads();
      await renderer.render(input(template.source, { client_name: 'Cy' }, { vocabulary: second.vocabulary }))();
      expect(texts).toEqual(['Dear Ada.', 'Dear Bob.']);
      expect([first.reads.count, second.reads.count]).toEqual([1, 1]);
    });
  });

  describe('when the worker no longer holds the template', () => {
    it('says so, and the render is sent again with the bytes', async () => {
      const pool = poolWith({ templateCache: { maxEntries: 1 } });
      const renderer = new PooledDocumentRenderer(pool);
      const one = counted('One {{client_name}}');
      const two = counted('Two {{client_name}}');
      await renderer.render(input(one.source, {}))();
      await renderer.render(input(two.source, {}))();
      const again = await renderer.render(input(one.source, { client_name: 'Ada' }))();
      expect(E.isRight(again) && again.right.bytes.byteLength).toBeGreaterThan(0);
      expect([one.loads.count, two.loads.count]).toEqual([2, 1]);
      // One, two, one without its bytes (missing), one with them.
      expect(pool.stats().tasks).toBe(4);
    });
  });

  describe('when renders come at once', () => {
    it('spreads them over the workers', async () => {
      const pool = poolWith({ threads: 2 });
      const renderer = new PooledDocumentRenderer(pool);
      const template = counted('{{#each rows}}{{client_name}} {{.}}\n{{/each}}');
      const rows = Array.from({ length: 2_000 }, (_, index) => `row ${index}`);
      const rendered = await Promise.all(Array.from({ length: 8 }, () => renderer.render(input(template.source, { client_name: 'Ada', rows }))()));
      expect(rendered.filter(E.isRight)).toHaveLength(8);
      const taken = [...pool.tasksTakenByWorker().values()];
      expect(taken).toHaveLength(2);
      expect(Math.min(...taken)).toBeGreaterThan(0);
    });
  });

  describe('when a heavy template is rendered on every connection', () => {
    // 60 × 60 repeats of 40 fields: about 50-100 ms of rendering each, far past the 20 ms of "heavy".
    const heavyTemplate = `{{#each rows}}{{#each rows}}${'{{.}} '.repeat(40)}{{/each}}{{/each}}`;
    const rows = Array.from({ length: 60 }, (_, index) => `row ${index}`);

    it('keeps one worker for other renders: four books run one at a time, and a letter sent after them is not kept waiting behind them', async () => {
      const pool = poolWith({ threads: 2, heavyTaskMs: 20 });
      const renderer = new PooledDocumentRenderer(pool);
      const book = counted(heavyTemplate);
      const letter = counted('Dear {{client_name}}');
      // One vocabulary, and both templates compiled in both workers: no render is sent twice below.
      // The letters warm up apart from the books: a letter's time is counted until its answer is
      // handled, and beside books that would count the time spent taking in the books' answers.
      const { vocabulary } = input(book.source, {});
      const renderBook = () => renderer.render(input(book.source, { rows }, { vocabulary }))();
      const renderLetter = () => renderer.render(input(letter.source, { client_name: 'Ada' }, { vocabulary }))();
      for (let round = 0; round < 2; round++) expect((await Promise.all([renderBook(), renderBook()])).every(E.isRight)).toBe(true);
      for (let round = 0; round < 3; round++) expect((await Promise.all([renderLetter(), renderLetter()])).every(E.isRight)).toBe(true);
      const finished: string[] = [];
      const books = Array.from({ length: 4 }, () => renderBook().then(() => finished.push('book')));
      const letters = renderLetter().then(() => finished.push('letter'));
      await Promise.all([...books, letters]);
      expect(pool.stats()).toMatchObject({ heavy: expect.any(Number), mostHeavyAtOnce: 1 });
      expect(pool.stats().heavy).toBeGreaterThanOrEqual(4);
      // Without the lane two books hold both workers and the letter waits for one of them.
      expect(finished.indexOf('letter')).toBeLessThanOrEqual(1);
    });

    it('lets heavy renders take every worker when the lane is off', async () => {
      const pool = poolWith({ threads: 2, heavyTaskMs: 0 });
      const renderer = new PooledDocumentRenderer(pool);
      const book = counted(heavyTemplate);
      await renderer.render(input(book.source, { rows }))();
      await Promise.all(Array.from({ length: 2 }, () => renderer.render(input(book.source, { rows }))()));
      expect(pool.stats()).toMatchObject({ heavy: 0, mostHeavyAtOnce: 0 });
    });
  });

  describe('when a worker fails outside any task', () => {
    it('tells the listener its name and code, counts it, and the process and the pool go on', async () => {
      const told: unknown[] = [];
      const pool = poolWith({ onWorkerError: (error) => told.push(error) });
      const piscina = Reflect.get(pool, 'piscina') as { emit: (event: string, error: unknown) => boolean };
      piscina.emit('error', Object.assign(new Error('a message that may quote a document'), { code: 'ERR_WORKER_INIT_FAILED' }));
      expect(told).toEqual([{ name: 'Error', code: 'ERR_WORKER_INIT_FAILED' }]);
      expect(pool.stats().workerErrors).toBe(1);
      const renderer = new PooledDocumentRenderer(pool);
      expect(E.isRight(await renderer.render(input(counted('Hi {{client_name}}').source, { client_name: 'Ada' }))())).toBe(true);
    });
  });

  describe('when a render passes its time limit', () => {
    it('is stopped as too_complex, and the pool keeps serving', async () => {
      const pool = poolWith({ limits: { ...DEFAULT_POOL_LIMITS, generationTimeoutMs: 500 } });
      const renderer = new PooledDocumentRenderer(pool);
      // 90,000 repeats of 40 fields: about 2 s of rendering, within every limit of the engine.
      const template = counted(`{{#each rows}}{{#each rows}}${'{{.}} '.repeat(40)}{{/each}}{{/each}}`);
      const rows = Array.from({ length: 300 }, (_, index) => `row ${index}`);
      const stopped = await renderer.render(input(template.source, { rows }))();
      expect(stopped).toEqual(E.left({ _tag: 'TooComplex', code: 'too_complex', limit: 'time', message: expect.stringContaining('generation took longer than 0.5 s') }));
      const next = await renderer.render(input(counted('Hi {{client_name}}').source, { client_name: 'Ada' }))();
      expect(E.isRight(next)).toBe(true);
    });
  });

  describe('when documents are merged in a worker', () => {
    it('answers the same bytes as in-process, and refuses what is no .docx', async () => {
      const documents = () => [docxFromText('First'), docxFromText('Second')];
      const renderer = new PooledDocumentRenderer(poolWith());
      const pooled = await renderer.merge(documents(), { maxOutputBytes: 10_000_000 })();
      const inProcess = await new EngineDocumentRenderer().merge(documents(), { maxOutputBytes: 10_000_000 })();
      expect(E.isRight(pooled) && E.isRight(inProcess) && Buffer.from(pooled.right).equals(Buffer.from(inProcess.right))).toBe(true);
      expect(await renderer.merge([docxFromText('First'), new Uint8Array([1, 2, 3])], { maxOutputBytes: 10_000_000 })()).toEqual(E.left(expect.objectContaining({ code: 'merge_failed' })));
    });
  });
});
