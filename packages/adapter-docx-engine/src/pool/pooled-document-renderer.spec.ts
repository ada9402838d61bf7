import * as E from 'fp-ts/Either';
import { counted as countedBytes, renderInput as input } from '../../test/support/render-inputs';
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

    it('answers a refusal as in-process', async () => {
      const template = counted('{{client_name}} {{other}}');
      const request = input(template.source, {}, { settings: { ...input(template.source, {}).settings, missing: 'error' } });
      expect(await new PooledDocumentRenderer(poolWith()).render(request)()).toEqual(await new EngineDocumentRenderer().render(request)());
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

  describe('when a render passes its time limit', () => {
    it('is stopped as too_complex, and the pool keeps serving', async () => {
      const pool = poolWith({ limits: { ...DEFAULT_POOL_LIMITS, generationTimeoutMs: 100 } });
      const renderer = new PooledDocumentRenderer(pool);
      const template = counted('{{#each rows}}{{#each rows}}{{.}} {{/each}}{{/each}}');
      const rows = Array.from({ length: 300 }, (_, index) => `row ${index}`);
      const stopped = await renderer.render(input(template.source, { rows }))();
      expect(stopped).toEqual(E.left({ _tag: 'TooComplex', limit: 'time', message: expect.stringContaining('generation took longer than 0.1 s') }));
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
      expect(await renderer.merge([docxFromText('First'), new Uint8Array([1, 2, 3])], { maxOutputBytes: 10_000_000 })()).toEqual(E.left(expect.objectContaining({ _tag: 'MergeRefused' })));
    });
  });
});
