import { DEFAULT_POOL_LIMITS, EnginePool } from '@quire/adapter-docx-engine/pool/engine-pool';
import { tooComplex } from '@quire/adapter-docx-engine/pool/too-complex-message';
import { compileTemplate, renderTemplate } from '@quire/docx-engine/engine';
import { useHarness } from '../../test/http-harness';
import { templateUploader } from '../../test/template-uploader';
import { docxText, zipEntries } from '../../test/generated-text';
import { paragraphsDocx } from '@quire/testing/docx/minimal-docx';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A document within every structural limit whose analysis takes a while: 50,000 distinct fields, ten a paragraph. */
const denseDocument = (): Buffer => paragraphsDocx(...Array.from({ length: 5_000 }, (_, p) => Array.from({ length: 10 }, (_, f) => `{{field_${p}_${f}}} `).join('')));
/** 40,000 repeats of 40 fields: a render within every limit of the engine that takes a while. */
const HEAVY_TEMPLATE = `{{#each rows}}{{#each rows}}${'{{.}} '.repeat(40)}{{/each}}{{/each}}`;
const HEAVY_ROWS = Array.from({ length: 200 }, (_, index) => `row ${index}`);

/**
 * How long work takes on this machine now, in ms: the fastest of four runs (the first warms the
 * code up, as a worker's is; the fastest is the least disturbed by other work on a shared machine).
 */
const timed = (work: () => unknown): number =>
  Math.min(
    ...[0, 1, 2, 3].map(() => {
      const started = performance.now();
      work();
      return performance.now() - started;
    }),
  );

/**
 * The time limits, sized against this machine as it is now: an eighth of what the dense document's
 * compile and the heavy render take in-process here at their fastest, so that both pass them
 * whatever the machine's speed or load (a run would have to go eight times faster than the fastest
 * measured). The few ordinary tasks after them (a few ms, a hundred times less) stay within.
 */
const limitsForThisMachine = (): { analysisTimeoutMs: number; generationTimeoutMs: number } => {
  const dense = denseDocument();
  const compileMs = timed(() => compileTemplate(dense));
  const heavy = compileTemplate(paragraphsDocx(HEAVY_TEMPLATE));
  if (!heavy.ok) throw new Error('the heavy template does not compile');
  const renderMs = timed(() => renderTemplate(heavy.value, { rows: HEAVY_ROWS }));
  return { analysisTimeoutMs: Math.max(100, Math.round(compileMs / 8)), generationTimeoutMs: Math.max(100, Math.round(renderMs / 8)) };
};

describe('the routes on the engine worker pool', () => {
  // Measured first, before any worker of the pools below starts and takes the machine's time.
  const limits = limitsForThisMachine();

  describe('when every engine task stays within its limits', () => {
    // The pool's own limits (10 s and 30 s): these tasks take milliseconds, and a busy machine
    // must not push them past limits sized to stop the heavy tasks below.
    const pool = new EnginePool({ threads: 2, limits: DEFAULT_POOL_LIMITS, routing: 'affinity', setup: {} });
    afterAll(() => pool.close());
    const h = useHarness({ engine: pool });
    const upload = templateUploader(h);

    it('uploads, makes snippets from text, generates single documents, zipped and merged packets', async () => {
      const me = await h.member();
      const snippet = await h.request('POST', '/v1/Snippets', { key: me.secret, json: { name: 'Clause', text: 'Confidential for {{who}}.' } });
      expect(snippet.status).toBe(201);
      const letter = await upload(me, 'Letter', 'Dear {{who}},', '{{> Clause}}');
      const single = await h.request('POST', `/v1/FormTemplates/${letter}/Generate`, { key: me.secret, json: { data: { who: 'Ada' } } });
      expect([single.status, docxText(single.bytes)]).toEqual([200, 'Dear Ada,\nConfidential for Ada.']);
      const zipped = await h.request('POST', '/v1/FormTemplates/Generate', { key: me.secret, json: { templateIds: [letter, letter], data: { who: 'Bob' } } });
      expect(Object.values(zipEntries(zipped.bytes)).map((bytes) => docxText(bytes))).toEqual(['Dear Bob,\nConfidential for Bob.', 'Dear Bob,\nConfidential for Bob.']);
      const merged = await h.request('POST', '/v1/FormTemplates/Generate', { key: me.secret, json: { templateIds: [letter, letter], data: { who: 'Cy' }, bundle: 'merged' } });
      expect([merged.status, docxText(merged.bytes)]).toEqual([200, expect.stringMatching(/^Dear Cy,\nConfidential for Cy\.\n(.*\n)*Dear Cy,\nConfidential for Cy\.$/)]);
    });
  });

  describe('with time limits an eighth of the heavy tasks', () => {
    const pool = new EnginePool({ threads: 2, limits: { ...DEFAULT_POOL_LIMITS, ...limits }, routing: 'affinity', setup: {} });
    afterAll(() => pool.close());
    const h = useHarness({ engine: pool });
    const upload = templateUploader(h);

    describe('when an analysis passes its time limit', () => {
      it('answers 422 too_complex naming the limit, and the next upload is served', async () => {
        const me = await h.member();
        const stopped = await h.request('POST', '/v1/FormTemplates/Analyze', { key: me.secret, body: denseDocument(), headers: { 'Content-Type': DOCX } });
        expect([stopped.status, stopped.json()]).toEqual([422, expect.objectContaining({ code: 'too_complex', limit: 'time', detail: tooComplex.time('analysis', limits.analysisTimeoutMs).message })]);
        expect(stopped.text).not.toMatch(/field_|\/work\/|at .*\.ts/);
        const next = await h.request('POST', '/v1/FormTemplates/Analyze', { key: me.secret, body: paragraphsDocx('Hello {{who}}'), headers: { 'Content-Type': DOCX } });
        expect(next.status).toBe(200);
      });
    });

    describe('when a render passes its time limit', () => {
      it('answers 422 too_complex naming the limit and the template, and the next generation is served', async () => {
        const me = await h.member();
        const heavy = await upload(me, 'Heavy', HEAVY_TEMPLATE);
        const rows = HEAVY_ROWS;
        const stopped = await h.request('POST', `/v1/FormTemplates/${heavy}/Generate`, { key: me.secret, json: { data: { rows } } });
        expect([stopped.status, stopped.json()]).toEqual([
          422,
          expect.objectContaining({ code: 'too_complex', limit: 'time', detail: tooComplex.time('generation', limits.generationTimeoutMs).message, template: { id: heavy, name: 'Heavy' } }),
        ]);
        const letter = await upload(me, 'Letter', 'Hi {{who}}');
        const next = await h.request('POST', `/v1/FormTemplates/${letter}/Generate`, { key: me.secret, json: { data: { who: 'Ada' } } });
        expect([next.status, docxText(next.bytes)]).toEqual([200, 'Hi Ada']);
      });
    });
  });
});
