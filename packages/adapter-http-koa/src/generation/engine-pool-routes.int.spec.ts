import { DEFAULT_POOL_LIMITS, EnginePool } from '@quire/adapter-docx-engine/pool/engine-pool';
import { type Harness, useHarness } from '../../test/http-harness';
import { docxText, zipEntries } from '../../test/generated-text';
import { docx } from '../../test/test-docx';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A document within every structural limit whose analysis takes about two seconds: 99,000 distinct fields (the limit is 100,000 a part), ten a paragraph. */
const denseDocument = (): Buffer => docx(...Array.from({ length: 9_900 }, (_, p) => Array.from({ length: 10 }, (_, f) => `{{field_${p}_${f}}} `).join('')));

describe('the routes on the engine worker pool', () => {
  // Limits low enough for the tests below to pass them, high enough that ordinary tasks stay
  // within them on a loaded machine (a first task in a fresh worker takes a few hundred ms).
  const pool = new EnginePool({ threads: 2, limits: { ...DEFAULT_POOL_LIMITS, analysisTimeoutMs: 1_500, generationTimeoutMs: 1_500 }, routing: 'affinity', setup: {} });
  afterAll(() => pool.close());
  const h = useHarness({ engine: pool });

  type Member = Awaited<ReturnType<Harness['member']>>;
  const upload = async (me: Member, name: string, ...paragraphs: string[]): Promise<string> => {
    const response = await h.request('POST', `/v1/FormTemplates?name=${encodeURIComponent(name)}`, { key: me.secret, body: docx(...paragraphs), headers: { 'Content-Type': DOCX } });
    if (response.status !== 201) throw new Error(`upload: ${response.status} ${response.text}`);
    return response.json().id as string;
  };

  describe('when every engine task stays within its limits', () => {
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

  describe('when an analysis passes its time limit', () => {
    it('answers 422 too_complex naming the limit, and the next upload is served', async () => {
      const me = await h.member();
      const stopped = await h.request('POST', '/v1/FormTemplates/Analyze', { key: me.secret, body: denseDocument(), headers: { 'Content-Type': DOCX } });
      expect([stopped.status, stopped.json()]).toEqual([422, expect.objectContaining({ code: 'too_complex', limit: 'time', detail: expect.stringContaining('analysis took longer than 1.5 s') })]);
      expect(stopped.text).not.toMatch(/field_|\/work\/|at .*\.ts/);
      const next = await h.request('POST', '/v1/FormTemplates/Analyze', { key: me.secret, body: docx('Hello {{who}}'), headers: { 'Content-Type': DOCX } });
      expect(next.status).toBe(200);
    });
  });

  describe('when a render passes its time limit', () => {
    it('answers 422 too_complex naming the limit and the template, and the next generation is served', async () => {
      const me = await h.member();
      // 160,000 repeats of 40 fields: about 4 s of rendering, within every limit of the engine.
      const heavy = await upload(me, 'Heavy', `{{#each rows}}{{#each rows}}${'{{.}} '.repeat(40)}{{/each}}{{/each}}`);
      const rows = Array.from({ length: 400 }, (_, index) => `row ${index}`);
      const stopped = await h.request('POST', `/v1/FormTemplates/${heavy}/Generate`, { key: me.secret, json: { data: { rows } } });
      expect([stopped.status, stopped.json()]).toEqual([
        422,
        expect.objectContaining({ code: 'too_complex', limit: 'time', detail: expect.stringContaining('generation took longer than 1.5 s'), template: { id: heavy, name: 'Heavy' } }),
      ]);
      const letter = await upload(me, 'Letter', 'Hi {{who}}');
      const next = await h.request('POST', `/v1/FormTemplates/${letter}/Generate`, { key: me.secret, json: { data: { who: 'Ada' } } });
      expect([next.status, docxText(next.bytes)]).toEqual([200, 'Hi Ada']);
    });
  });
});
