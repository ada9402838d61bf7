import * as E from 'fp-ts/Either';
import type { MetricFamily } from '@quire/ports/platform/metrics-source';
import { counted as countedBytes, renderInput as input } from '../../test/support/render-inputs';
import { docxText } from '../../test/support/docx-text';
import { docxFromText } from '../docx-text-document-writer';
import { EngineDocumentRenderer } from '../engine-document-renderer';
import { DEFAULT_POOL_LIMITS, EnginePool } from './engine-pool';
import { LightRenderLane, type LightRenderOptions } from './light-render-lane';
import { PooledDocumentRenderer } from './pooled-document-renderer';

const counted = (text: string) => countedBytes(docxFromText(text));

const pools: EnginePool[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.close())));

/** A lane over a pool of one worker; `inlineMs` large enough that any render this machine makes counts as light, and compiles on the calling thread unthrottled, unless a test says otherwise. */
const laneWith = (options: Partial<LightRenderOptions> = {}) => {
  const pool = new EnginePool({ threads: 1, limits: DEFAULT_POOL_LIMITS, routing: 'affinity', setup: {} });
  pools.push(pool);
  const inline = new EngineDocumentRenderer();
  const lane = new LightRenderLane(new PooledDocumentRenderer(pool), inline, { inlineMs: 60_000, compileIntervalMs: 0, ...options });
  return { lane, pool, inline };
};

const counter = (families: ReadonlyArray<MetricFamily>, name: string): number | undefined => families.find((family) => family.name === name)?.samples[0]?.value;

const textOf = (rendered: E.Either<unknown, { readonly bytes: Uint8Array }>): string => (E.isRight(rendered) ? docxText(rendered.right.bytes) : 'refused');

describe('LightRenderLane', () => {
  describe('when a template is rendered for the first time', () => {
    it('sends it to the pool (its render time is not known yet)', async () => {
      const { lane, pool } = laneWith();
      const rendered = await lane.render(input(counted('Dear {{client_name}}.').source, { client_name: 'Ada' }))();
      expect(textOf(rendered)).toBe('Dear Ada.');
      expect(pool.stats().tasks).toBe(1);
      expect(counter(lane.metricFamilies(), 'quire_engine_inline_renders_total')).toBe(0);
    });
  });

  describe('when a template rendered light is rendered again with small data', () => {
    it('renders on the calling thread, the same bytes as the pool, and counts it', async () => {
      const { lane, pool, inline } = laneWith();
      const template = counted('Dear {{Client Name}},\n{{#each items}}{{name}} {{/each}}');
      const request = input(template.source, { client_name: 'Ada', items: [{ name: 'a' }, { name: 'b' }] });
      const pooled = await lane.render(request)();
      const inlined = await lane.render(request)();
      expect(textOf(inlined)).toBe('Dear Ada,\na b ');
      expect(E.isRight(pooled) && E.isRight(inlined) && Buffer.from(pooled.right.bytes).equals(Buffer.from(inlined.right.bytes))).toBe(true);
      expect(pool.stats().tasks).toBe(1);
      expect(inline.cacheStats().misses).toBe(1);
      const families = lane.metricFamilies();
      expect(counter(families, 'quire_engine_inline_renders_total')).toBe(1);
      // The pool's worker and the calling thread each compiled the template once.
      expect(counter(families, 'quire_template_cache_misses_total')).toBe(2);
      expect(counter(families, 'quire_engine_tasks_total')).toBe(1);
    });
  });

  describe('when light templates take turns faster than the calling thread may compile them', () => {
    it('compiles one there, renders the other on the pool until its turn, and renders a compiled one there at once', async () => {
      const { lane, pool, inline } = laneWith({ compileIntervalMs: 60_000 });
      const one = counted('One {{client_name}}.');
      const two = counted('Two {{client_name}}.');
      const texts: string[] = [];
      for (const template of [one, two, one, two, one, two]) texts.push(textOf(await lane.render(input(template.source, { client_name: 'Ada' }))()));
      expect(texts).toEqual(['One Ada.', 'Two Ada.', 'One Ada.', 'Two Ada.', 'One Ada.', 'Two Ada.']);
      // On the pool: both first renders and every render of two; here: one, compiled once.
      expect(pool.stats().tasks).toBe(4);
      expect(inline.cacheStats()).toMatchObject({ misses: 1, hits: 1 });
    });
  });

  describe('when the data is large', () => {
    it('sends the render to the pool, however light the template', async () => {
      const { lane, pool } = laneWith({ smallData: { maxValues: 10, maxChars: 1_000 } });
      const template = counted('{{#each rows}}{{.}} {{/each}}');
      await lane.render(input(template.source, { rows: ['a'] }))();
      const many = await lane.render(input(template.source, { rows: Array.from({ length: 20 }, (_, index) => `r${index}`) }))();
      const long = await lane.render(input(template.source, { rows: ['x'.repeat(2_000)] }))();
      expect(E.isRight(many) && E.isRight(long)).toBe(true);
      expect(pool.stats().tasks).toBe(3);
    });
  });

  describe('when a render on the calling thread would repeat more than its bound', () => {
    it('is sent to the pool with the request’s own limit, and answered in full', async () => {
      const { lane, pool } = laneWith({ maxInlineIterations: 10 });
      const template = counted('{{#each rows}}{{.}}{{/each}}');
      await lane.render(input(template.source, { rows: ['a'] }))();
      const rows = Array.from({ length: 30 }, () => 'b');
      const rendered = await lane.render(input(template.source, { rows }))();
      expect(textOf(rendered)).toBe('b'.repeat(30));
      expect(pool.stats().tasks).toBe(2);
      expect(counter(lane.metricFamilies(), 'quire_engine_inline_renders_total')).toBe(0);
    });

    it('answers the refusal of a request whose own limit is within the bound, without the pool', async () => {
      const { lane, pool } = laneWith({ maxInlineIterations: 10 });
      const template = counted('{{#each rows}}{{.}}{{/each}}');
      await lane.render(input(template.source, { rows: ['a'] }))();
      const strict = input(template.source, { rows: ['a', 'b', 'c'] });
      const refused = await lane.render({ ...strict, settings: { ...strict.settings, maxRepeatIterations: 2 } })();
      expect(refused).toEqual(E.left({ _tag: 'RenderRefused', refusal: expect.objectContaining({ code: 'too_many_iterations', limit: 2 }) }));
      expect(pool.stats().tasks).toBe(1);
    });
  });

  describe('when a template renders slower than the lane allows', () => {
    it('keeps sending it to the pool', async () => {
      const { lane, pool } = laneWith({ inlineMs: 0 });
      const template = counted('Dear {{client_name}}.');
      for (const name of ['Ada', 'Bob', 'Cy']) expect(textOf(await lane.render(input(template.source, { client_name: name }))())).toBe(`Dear ${name}.`);
      expect(pool.stats().tasks).toBe(3);
    });
  });

  describe('when an interview is asked or documents are merged', () => {
    it('goes to the pool', async () => {
      const { lane, pool } = laneWith();
      const template = counted('{{#if married}}{{spouse}}{{/if}}');
      const request = input(template.source, {});
      await lane.render(request)();
      const planned = await lane.plan({ templates: [{ template: template.source, snippets: [] }], vocabulary: request.vocabulary, data: { married: true } })();
      expect(E.isRight(planned) && planned.right.relevant).toEqual(['married', 'spouse']);
      const merged = await lane.merge([docxFromText('First'), docxFromText('Second')], { maxOutputBytes: 10_000_000 })();
      expect(E.isRight(merged)).toBe(true);
      expect(pool.stats().tasks).toBe(3);
    });
  });
});
