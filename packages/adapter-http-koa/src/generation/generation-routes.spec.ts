import { type Harness, useHarness } from '../../test/http-harness';
import { templateUploader } from '../../test/template-uploader';
import { docxText, zipEntries } from '../../test/generated-text';
import { paragraphsDocx } from '@quire/testing/docx/minimal-docx';
import { deeplyNestedArrays } from '@quire/testing/hostile/deep-data';
import { DEFAULT_GENERATION_LIMITS } from '@quire/application/generation/generation-settings';
import { pngPicture } from '@quire/testing/builders/png-picture';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('generation routes', () => {
  const h = useHarness({ generationBodyLimitBytes: 64 * 1024, generationLimits: { ...DEFAULT_GENERATION_LIMITS, render: { ...DEFAULT_GENERATION_LIMITS.render, maxRepeatIterations: 10, maxOutputBytes: 10 * 1024 * 1024 } },
    generationDataShape: { maxDepth: 64, maxKeys: 500 },
  });

  type Member = Awaited<ReturnType<Harness['member']>>;
  const post = async (me: Member, path: string, json: unknown) => {
    const response = await h.request('POST', `/v1${path}`, { key: me.secret, json });
    if (response.status >= 300 && response.status !== 422) throw new Error(`${path}: ${response.status} ${response.text}`);
    return response;
  };
  const template = templateUploader(h);
  const aliases = async (me: Member) => {
    await post(me, '/Aliases', { name: 'client_name', type: 'text', synonyms: ['Client Name', 'ClientName'] });
    await post(me, '/Aliases', { name: 'signed_on', type: 'date' });
    await post(me, '/Aliases', { name: 'fee', type: 'currency' });
    await post(me, '/Aliases', { name: 'state', type: 'choice', choices: ['Texas', 'Ohio'] });
    await post(me, '/Aliases', { name: 'date_of_birth', type: 'date' });
    await post(me, '/Aliases', { name: 'children', type: 'list', itemFields: ['name', 'date_of_birth'] });
  };

  describe('POST /FormTemplates/:id/Generate', () => {
    it('answers the completed .docx, filled through aliases and synonyms, as an attachment named after the template', async () => {
      const me = await h.member();
      await aliases(me);
      const id = await template(me, 'Engagement Letter', 'Dear {{Client Name}},', 'Signed on {{signed_on}} in {{state}}.');
      const response = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { client_name: 'Ada Lovelace', signed_on: '2024-03-05', state: 'Ohio' } } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(DOCX);
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="Engagement Letter.docx"');
      expect(docxText(response.bytes)).toContain('Dear Ada Lovelace,');
      expect(docxText(response.bytes)).toMatch(/^Signed on .*2024.* in Ohio\.$/m);
      expect(JSON.parse(response.headers.get('quire-warnings') ?? 'null')).toEqual([]);
    });

    it('lists unknown data keys and values missing in blank mode in Quire-Warnings', async () => {
      const me = await h.member();
      await aliases(me);
      const id = await template(me, 'Letter', 'Dear {{client_name}}, {{nickname}}');
      const response = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { client_name: 'Ada', favourite_colour: 'red' } } });
      expect(response.status).toBe(200);
      const warnings = JSON.parse(response.headers.get('quire-warnings') ?? '[]') as Array<{ code: string; name: string }>;
      expect(warnings).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'unknown_data_key', name: 'favourite_colour' }), expect.objectContaining({ code: 'missing_value', name: 'nickname' })]));
      // The engine's say where they happened; the data's, nothing of the kind.
      expect(warnings.find((warning) => warning.code === 'missing_value')).toEqual(expect.objectContaining({ part: 'word/document.xml', paragraph: 1 }));
      expect(warnings.find((warning) => warning.code === 'unknown_data_key')).not.toHaveProperty('part');
      expect(docxText(response.bytes)).toBe('Dear Ada, ');
    });

    it('makes missing data visible when there is none: Quire-Warnings-Count, and the count in the request log line', async () => {
      const me = await h.member();
      await aliases(me);
      const id = await template(me, 'Blank Letter', 'Dear {{client_name}},', 'Signed on {{signed_on}} in {{state}}.');
      for (const json of [{}, { data: {} }]) {
        const response = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json });
        expect(response.status).toBe(200);
        expect(response.headers.get('quire-warnings-count')).toBe('3');
        const warnings = JSON.parse(response.headers.get('quire-warnings') ?? '[]') as Array<{ code: string; name: string }>;
        expect(warnings.map((warning) => `${warning.code} ${warning.name}`)).toEqual(['missing_value client_name', 'missing_value signed_on', 'missing_value state']);
      }
      const logged = h.logLines.map((line) => JSON.parse(line) as { route?: string; warnings?: number }).filter((line) => line.route === '/v1/FormTemplates/:id/Generate');
      expect(logged.slice(-2).map((line) => line.warnings)).toEqual([3, 3]);

      const complete = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { client_name: 'Ada', signed_on: '2024-03-05', state: 'Ohio' } } });
      expect(complete.headers.get('quire-warnings-count')).toBe('0');
      const json = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: {}, headers: { Accept: 'application/json' } });
      expect(json.headers.get('quire-warnings-count')).toBe('3');

      const once = () => h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: {}, headers: { 'Idempotency-Key': 'blank-1' } });
      await once();
      const replayed = await once();
      expect(replayed.headers.get('idempotent-replayed')).toBe('true');
      expect(replayed.headers.get('quire-warnings-count')).toBe('3');
    });

    it('matches data keys as the engine does: a key with typographic quotes and extra spaces fills the document and is not unknown', async () => {
      const me = await h.member();
      await post(me, '/Aliases', { name: 'clients_name', type: 'text', synonyms: ["Client's Name"] });
      const id = await template(me, 'Letter', 'Dear {{clients_name}}');
      const response = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { 'Client\u2019s   Name': 'Ada' } } });
      expect(response.status).toBe(200);
      expect(JSON.parse(response.headers.get('quire-warnings') ?? '[]')).toEqual([]);
      expect(docxText(response.bytes)).toBe('Dear Ada');
    });

    it('fills computed aliases from their formulas in the request’s time zone, warning of one sent as data', async () => {
      const me = await h.member();
      await aliases(me);
      await post(me, '/Aliases', { name: 'items', type: 'list', itemFields: ['amount'] });
      await post(me, '/Aliases', { name: 'subtotal', type: 'currency', format: 'USD', formula: 'sum(items, "amount")' });
      await post(me, '/Aliases', { name: 'total', type: 'currency', format: 'USD', formula: 'subtotal + fee', synonyms: ['Grand Total'] });
      await post(me, '/Aliases', { name: 'age', type: 'number', formula: 'years_between(date_of_birth, today())' });
      const id = await template(me, 'Invoice', '{{Grand Total}} = {{subtotal}} + {{fee}}', '{{#if total > 100}}large{{else}}small{{/if}}, age {{age}}');
      const data = { items: [{ amount: 0.1 }, { amount: '0.2' }], fee: 100, date_of_birth: '2000-01-01', total: 5 };
      const response = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data, options: { timeZone: 'Pacific/Auckland' } } });
      expect(response.status).toBe(200);
      const age = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date()).slice(0, 4)) - 2000;
      expect(docxText(response.bytes)).toBe(`$100.30 = $0.30 + 100.00\nlarge, age ${age}`);
      expect(JSON.parse(response.headers.get('quire-warnings') ?? '[]')).toEqual([
        { code: 'computed_alias_sent', name: 'total', message: '"total" is a computed alias: its formula works it out, and the value sent was ignored.' },
      ]);
    });

    it('answers { fileName, contentType, base64, warnings } to Accept: application/json, with the requested file name', async () => {
      const me = await h.member();
      const id = await template(me, 'Letter', 'Hello {{who}}');
      const response = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, {
        key: me.secret,
        headers: { Accept: 'application/json' },
        json: { data: { who: 'world' }, options: { fileName: 'Résumé final.docx' } },
      });
      expect(response.status).toBe(200);
      const body = response.json();
      expect(body).toEqual({ fileName: 'Résumé final.docx', contentType: DOCX, base64: expect.any(String), warnings: [expect.objectContaining({ code: 'unknown_data_key', name: 'who' })] });
      expect(docxText(Buffer.from(body.base64, 'base64'))).toBe('Hello world');
    });

    it('asks Word to refresh the fields on open with options.updateFields, and only then', async () => {
      const me = await h.member();
      const id = await template(me, 'Report', 'Hello {{who}}');
      const settingsOf = async (options: object) => {
        const response = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { who: 'world' }, options } });
        expect(response.status).toBe(200);
        return Buffer.from(zipEntries(response.bytes)['word/settings.xml'] ?? new Uint8Array()).toString('utf8');
      };
      expect(await settingsOf({ updateFields: true })).toContain('<w:updateFields w:val="true"/>');
      expect(await settingsOf({})).not.toContain('updateFields');
    });

    it('names a file that is not ASCII with RFC 6266 filename*', async () => {
      const me = await h.member();
      const id = await template(me, 'Letter', 'Hi');
      const response = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { options: { fileName: 'Résumé' } } });
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="Resume.docx"; filename*=UTF-8''R%C3%A9sum%C3%A9.docx`);
    });

    it('fills a picture alias from { base64, contentType } and refuses a web address for it with 422 data_invalid naming its path', async () => {
      const me = await h.member();
      await post(me, '/Aliases', { name: 'logo', type: 'picture', synonyms: ['Company Logo'] });
      const id = await template(me, 'Quote', 'Logo: {{logo | image}}');
      const base64 = pngPicture(8, 4).toString('base64');
      const filled = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { 'Company Logo': { base64, contentType: 'image/png', altText: 'Our logo' } } } });
      expect(filled.status).toBe(200);
      expect(Object.keys(zipEntries(filled.bytes)).some((name) => name.startsWith('word/media/'))).toBe(true);
      const refused = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { logo: 'https://example.com/logo.png' } } });
      expect([refused.status, refused.json().code, refused.json().errors]).toEqual([422, 'data_invalid', [{ path: 'logo', message: expect.stringMatching(/a web address is never fetched/) }]]);
      const typo = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { logo: { base64, contentType: 'image/tiff' } } } });
      expect(typo.json().errors).toEqual([{ path: 'logo.contentType', message: 'must be one of image/png, image/jpeg, image/gif, not "image/tiff"' }]);
    });

    it('answers 422 data_invalid listing every value of the wrong type by alias path', async () => {
      const me = await h.member();
      await aliases(me);
      const id = await template(me, 'Form', '{{client_name}}');
      const response = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, {
        key: me.secret,
        json: {
          data: {
            signed_on: '2024-02-30',
            fee: 'a lot',
            state: 'Utah',
            ClientName: ['not', 'text', { at: 'all' }],
            children: [{ name: 'A', date_of_birth: '2010-01-01' }, { name: 'B', date_of_birth: 'yesterday' }, 'C'],
          },
        },
      });
      expect([response.status, response.json().code]).toEqual([422, 'data_invalid']);
      expect(response.json().errors.map((error: { path: string }) => error.path).sort()).toEqual(['ClientName', 'children[1].date_of_birth', 'children[2]', 'fee', 'signed_on', 'state']);
      const listed = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { children: 'Ann and Bob' } } });
      expect(listed.json().errors).toEqual([{ path: 'children', message: 'must be a list, not "Ann and Bob"' }]);
    });

    it('answers 422 missing_values listing every missing field when options.missing is error', async () => {
      const me = await h.member();
      const id = await template(me, 'Form', '{{first}} {{second}} {{third}}');
      const response = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { second: 'x' }, options: { missing: 'error' } } });
      expect([response.status, response.json().code]).toEqual([422, 'missing_values']);
      expect([...response.json().missing].sort()).toEqual(['first', 'third']);
    });

    it('answers 422 too_many_iterations when the data repeats more than the limit', async () => {
      const me = await h.member();
      await aliases(me);
      const id = await template(me, 'Children', '{{#each children}}', '{{name}}', '{{/each}}');
      const children = Array.from({ length: 11 }, (_, index) => ({ name: `child ${index}` }));
      const response = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { children } } });
      expect([response.status, response.json().code, response.json().limit]).toEqual([422, 'too_many_iterations', 10]);
    });

    it('answers 422 data_too_deep for data nested 2,000 deep, never a 500', async () => {
      const me = await h.member();
      const id = await template(me, 'Form', '{{name}}');
      const deep = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { name: deeplyNestedArrays(2000) } } });
      expect([deep.status, deep.json().code, deep.json().limit]).toEqual([422, 'data_too_deep', 64]);
    });

    it('answers 422 data_too_large for a body holding more keys and items than the data may, before parsing it', async () => {
      const me = await h.member();
      const id = await template(me, 'Form', '{{name}}');
      const many = Object.fromEntries(Array.from({ length: 600 }, (_, index) => [`key${index}`, 'x']));
      const large = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { name: 'Jo', many } } });
      expect([large.status, large.json().code, large.json().limit]).toEqual([422, 'data_too_large', 500]);
      const fits = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { name: 'Jo', many: Object.fromEntries(Object.entries(many).slice(0, 400)) } } });
      expect(fits.status).toBe(200);
    });

    it('answers 422 rule_missing when a rule the template uses was deleted since the upload', async () => {
      const me = await h.member();
      await post(me, '/Aliases', { name: 'married', type: 'boolean' });
      const rule = (await post(me, '/NamedRanges', { name: 'wed', kind: 'condition', expression: 'married' })).json();
      const id = await template(me, 'Will', '{{#if wed}}Spouse clause{{/if}}');
      expect((await h.request('DELETE', `/v1/NamedRanges/${rule.id}?force=true`, { key: me.secret })).status).toBe(204);
      const response = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { married: true } } });
      expect([response.status, response.json().code, response.json().rules]).toEqual([422, 'rule_missing', ['wed']]);
    });

    it('answers 422 snippet_missing when a snippet the template includes was deleted since the upload', async () => {
      const me = await h.member();
      const snippet = (await post(me, '/Snippets', { name: 'Confidentiality', text: 'Keep it secret.' })).json();
      const id = await template(me, 'NDA', 'Terms:', '{{> Confidentiality}}');
      expect((await h.request('DELETE', `/v1/Snippets/${snippet.id}?force=true`, { key: me.secret })).status).toBe(204);
      const response = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: {} });
      expect([response.status, response.json().code, response.json().snippets]).toEqual([422, 'snippet_missing', ['Confidentiality']]);
    });

    it('inserts the snippets of the library, themselves filled with the data', async () => {
      const me = await h.member();
      await post(me, '/Snippets', { name: 'Signature', text: 'Signed by {{client_name}}' });
      await post(me, '/Snippets', { name: 'Confidentiality', text: 'Keep it secret.' });
      const id = await template(me, 'NDA', 'Terms for {{client_name}}:', '{{> Confidentiality}}', '{{> signature}}');
      const response = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { client_name: 'Ada' } } });
      expect([response.status, docxText(response.bytes)]).toEqual([200, 'Terms for Ada:\nKeep it secret.\nSigned by Ada']);
    });

    it('finds a snippet written as Word types it: typographic apostrophe, doubled space', async () => {
      const me = await h.member();
      await post(me, '/Snippets', { name: "Client's Clause", text: 'Clause for {{client_name}}.' });
      const id = await template(me, 'Letter', '{{> Client\u2019s  clause}}');
      const response = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { client_name: 'Ada' } } });
      expect([response.status, docxText(response.bytes)]).toEqual([200, 'Clause for Ada.']);
    });

    it('renders a new version of the template once uploaded, never the cached one', async () => {
      const me = await h.member();
      const id = await template(me, 'Letter', 'Version one for {{who}}');
      const first = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { who: 'A' } } });
      const updated = await h.request('PUT', `/v1/FormTemplates/${id}`, { key: me.secret, body: paragraphsDocx('Version two for {{who}}'), headers: { 'Content-Type': DOCX } });
      expect(updated.status).toBe(200);
      const second = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { data: { who: 'A' } } });
      expect([docxText(first.bytes), docxText(second.bytes)]).toEqual(['Version one for A', 'Version two for A']);
    });

    it('answers 501 pdf_unavailable, saying what to install, without LibreOffice', async () => {
      const me = await h.member();
      const id = await template(me, 'Letter', 'Hi');
      const response = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { format: 'pdf' } });
      expect([response.status, response.json().code]).toEqual([501, 'pdf_unavailable']);
      expect(response.json().detail).toMatch(/install/i);
    });

    it('refuses unknown properties, bad options and bodies over the limit', async () => {
      const me = await h.member();
      const id = await template(me, 'Letter', 'Hi');
      const generate = (json: unknown) => h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json });
      const unknown = await generate({ data: {}, tenantId: 'x', options: { colour: 'red' } });
      expect([unknown.status, unknown.json().errors.map((error: { path: string }) => error.path).sort()]).toEqual([422, ['options.colour', 'tenantId']]);
      expect((await generate({ format: 'rtf' })).status).toBe(422);
      expect((await generate({ options: { timeZone: 'Mars/Olympus' } })).status).toBe(422);
      expect((await generate({ options: { missing: 'ignore' } })).status).toBe(422);
      expect((await generate({ data: { big: 'x'.repeat(70 * 1024) } })).status).toBe(413);
    });

    it('answers 401 to a deactivated key', async () => {
      const me = await h.member();
      const id = await template(me, 'Letter', 'Hi');
      expect((await h.request('PUT', `/v1/ApiKeys/${me.keyId}/Deactivate`, { key: me.secret })).status).toBe(200);
      const response = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: {} });
      expect([response.status, response.json().code]).toEqual([401, 'unauthenticated']);
    });

    it("answers 404 for another tenant's template, as for a missing one", async () => {
      const owner = await h.member();
      const stranger = await h.member();
      const id = await template(owner, 'Letter', 'Hi');
      const theirs = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: stranger.secret, json: {} });
      expect([theirs.status, theirs.json().code]).toEqual([404, 'not_found']);
    });
  });

  describe('POST /FormTemplates/Generate', () => {
    it('fills every template with one data set and answers a zip with one uniquely named document each', async () => {
      const me = await h.member();
      await aliases(me);
      const letter = await template(me, 'Letter', 'Dear {{ClientName}}');
      const contract = await template(me, 'Contract', 'Between us and {{client_name}}');
      const response = await h.request('POST', '/v1/FormTemplates/Generate', { key: me.secret, json: { templateIds: [letter, contract, letter], data: { client_name: 'Ada' } } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="Packet.zip"');
      const entries = zipEntries(response.bytes);
      expect(Object.keys(entries)).toEqual(['Letter.docx', 'Contract.docx', 'Letter (2).docx']);
      expect(Object.values(entries).map((bytes) => docxText(bytes))).toEqual(['Dear Ada', 'Between us and Ada', 'Dear Ada']);
    });

    it("answers 404 when one of the ids is another tenant's template, and checks the data once for all", async () => {
      const owner = await h.member();
      const me = await h.member();
      await aliases(me);
      const mine = await template(me, 'Mine', 'Hi');
      const theirs = await template(owner, 'Theirs', 'Hi');
      const foreign = await h.request('POST', '/v1/FormTemplates/Generate', { key: me.secret, json: { templateIds: [mine, theirs] } });
      expect([foreign.status, foreign.json().code]).toEqual([404, 'not_found']);
      const invalid = await h.request('POST', '/v1/FormTemplates/Generate', { key: me.secret, json: { templateIds: [mine], data: { signed_on: 'soon' } } });
      expect([invalid.status, invalid.json().code, invalid.json().errors]).toEqual([422, 'data_invalid', [expect.objectContaining({ path: 'signed_on' })]]);
      expect((await h.request('POST', '/v1/FormTemplates/Generate', { key: me.secret, json: { templateIds: [] } })).status).toBe(422);
    });

    it('answers one merged document, each template in order, when bundle is merged', async () => {
      const me = await h.member();
      const one = await template(me, 'One', 'First {{who}}');
      const two = await template(me, 'Two', 'Second {{who}}');
      const response = await h.request('POST', '/v1/FormTemplates/Generate', { key: me.secret, json: { templateIds: [one, two], data: { who: 'x' }, bundle: 'merged' } });
      expect([response.status, response.headers.get('content-type'), response.headers.get('content-disposition')]).toEqual([200, DOCX, 'attachment; filename="Packet.docx"']);
      expect(docxText(response.bytes)).toMatch(/^First x\n(.*\n)*Second x$/);
    });
  });
});
