import { type Harness, useHarness } from '../../test/http-harness';
import { templateUploader } from '../../test/template-uploader';
import { docxText, zipEntries } from '../../test/generated-text';

describe('answer set routes', () => {
  const h = useHarness({ jsonBodyLimitBytes: 64 * 1024, generationDataShape: { maxDepth: 8, maxKeys: 500 } });

  type Member = Awaited<ReturnType<Harness['member']>>;
  const post = async (me: Member, path: string, json: unknown) => {
    const response = await h.request('POST', `/v1${path}`, { key: me.secret, json });
    if (response.status >= 300) throw new Error(`${path}: ${response.status} ${response.text}`);
    return response;
  };
  const aliases = async (me: Member) => {
    await post(me, '/Aliases', { name: 'client_name', type: 'text', synonyms: ['Client Name'] });
    await post(me, '/Aliases', { name: 'signed_on', type: 'date' });
    await post(me, '/Aliases', { name: 'children', type: 'list', itemFields: ['name', 'date_of_birth'] });
    await post(me, '/Aliases', { name: 'date_of_birth', type: 'date' });
  };
  const template = templateUploader(h);

  it('saves, reads, updates under If-Match, searches by q and templateId, and deletes', async () => {
    const me = await h.member();
    await aliases(me);
    const created = await h.request('POST', '/v1/AnswerSets', {
      key: me.secret,
      json: { name: ' Smith – intake ', description: 'First meeting', data: { 'Client Name': 'Ada', children: [{ name: 'Ann' }] }, templateIds: ['t-1', 't-1', 't-2'] },
    });
    expect(created.status).toBe(201);
    const set = created.json();
    expect(set).toMatchObject({ name: 'Smith – intake', description: 'First meeting', data: { 'Client Name': 'Ada', children: [{ name: 'Ann' }] }, templateIds: ['t-1', 't-2'], version: 1 });
    expect(created.headers.get('location')).toBe(`/v1/AnswerSets/${set.id}`);
    expect(created.headers.get('etag')).toBe('"1"');
    const read = await h.request('GET', `/v1/AnswerSets/${set.id}`, { key: me.secret });
    expect([read.status, read.headers.get('etag'), read.json()]).toEqual([200, '"1"', set]);

    const stale = await h.request('PUT', `/v1/AnswerSets/${set.id}`, { key: me.secret, headers: { 'If-Match': '"7"' }, json: { description: 'x' } });
    expect(stale.status).toBe(412);
    const updated = await h.request('PUT', `/v1/AnswerSets/${set.id}`, { key: me.secret, headers: { 'If-Match': '"1"' }, json: { data: { client_name: 'Grace' } } });
    expect(updated.status).toBe(200);
    expect(updated.json()).toMatchObject({ data: { client_name: 'Grace' }, templateIds: ['t-1', 't-2'], version: 2 });

    await post(me, '/AnswerSets', { name: 'Jones', templateIds: ['t-3'] });
    const byQ = await h.request('GET', '/v1/AnswerSets?q=INTAKE', { key: me.secret });
    expect(byQ.json().items.map((item: { name: string }) => item.name)).toEqual(['Smith – intake']);
    const byTemplate = await h.request('GET', '/v1/AnswerSets?templateId=t-3', { key: me.secret });
    expect(byTemplate.json()).toEqual({ items: [expect.objectContaining({ name: 'Jones' })], nextCursor: null });

    expect((await h.request('DELETE', `/v1/AnswerSets/${set.id}`, { key: me.secret, headers: { 'If-Match': '"1"' } })).status).toBe(412);
    expect((await h.request('DELETE', `/v1/AnswerSets/${set.id}`, { key: me.secret, headers: { 'If-Match': '"2"' } })).status).toBe(204);
    expect((await h.request('GET', `/v1/AnswerSets/${set.id}`, { key: me.secret })).status).toBe(404);
  });

  it('checks the answers against the aliases on save: 422 with data paths; unanswered and unknown keys are fine', async () => {
    const me = await h.member();
    await aliases(me);
    const bad = await h.request('POST', '/v1/AnswerSets', { key: me.secret, json: { name: 'Bad', data: { signed_on: 'soon', children: [{ name: 'A', date_of_birth: '2020-02-30' }] } } });
    expect(bad.status).toBe(422);
    expect(bad.json().errors.map((error: { path: string }) => error.path)).toEqual(['data.signed_on', 'data.children[0].date_of_birth']);
    expect((await h.request('POST', '/v1/AnswerSets', { key: me.secret, json: { name: 'Partial', data: { signed_on: null, favourite: 'blue' } } })).status).toBe(201);
    const created = await post(me, '/AnswerSets', { name: 'Good' });
    const badUpdate = await h.request('PUT', `/v1/AnswerSets/${created.json().id}`, { key: me.secret, json: { data: { children: 'none' } } });
    expect([badUpdate.status, badUpdate.json().errors[0].path]).toEqual([422, 'data.children']);
  });

  it('refuses a taken name (409), unknown properties and bad fields (422), a body too deep (4xx)', async () => {
    const me = await h.member();
    await post(me, '/AnswerSets', { name: 'Matter' });
    const taken = await h.request('POST', '/v1/AnswerSets', { key: me.secret, json: { name: ' MATTER ' } });
    expect([taken.status, taken.json().code]).toEqual([409, 'name_taken']);
    expect((await h.request('POST', '/v1/AnswerSets', { key: me.secret, json: { name: 'X', id: 'mine' } })).status).toBe(422);
    expect((await h.request('POST', '/v1/AnswerSets', { key: me.secret, json: { name: '' } })).status).toBe(422);
    expect((await h.request('POST', '/v1/AnswerSets', { key: me.secret, json: { name: 'Y', templateIds: Array.from({ length: 51 }, (_, n) => `t${n}`) } })).status).toBe(422);
    let deep: unknown = 'x';
    for (let level = 0; level < 20; level++) deep = [deep];
    const tooDeep = await h.request('POST', '/v1/AnswerSets', { key: me.secret, json: { name: 'Deep', data: { deep } } });
    expect(tooDeep.status).toBeGreaterThanOrEqual(400);
    expect(tooDeep.status).toBeLessThan(500);
  });

  it('replays a POST with the same Idempotency-Key, and refuses the key with another body', async () => {
    const me = await h.member();
    const first = await h.request('POST', '/v1/AnswerSets', { key: me.secret, headers: { 'Idempotency-Key': 'k-1' }, json: { name: 'Once' } });
    const again = await h.request('POST', '/v1/AnswerSets', { key: me.secret, headers: { 'Idempotency-Key': 'k-1' }, json: { name: 'Once' } });
    expect([first.status, again.status, again.json().id]).toEqual([201, 201, first.json().id]);
    expect((await h.request('POST', '/v1/AnswerSets', { key: me.secret, headers: { 'Idempotency-Key': 'k-1' }, json: { name: 'Other' } })).status).toBe(422);
  });

  it('fills a generation from answerSetId, data winning key by key (through synonyms), single and packet; another tenant’s set is 404', async () => {
    const me = await h.member();
    await aliases(me);
    const id = await template(me, 'Letter', 'Dear {{client_name}}, signed {{signed_on | date: "yyyy"}}.');
    const set = (await post(me, '/AnswerSets', { name: 'Smith', data: { client_name: 'Ada', signed_on: '2024-01-02' } })).json();
    const fromSet = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { answerSetId: set.id } });
    expect(docxText(fromSet.bytes)).toBe('Dear Ada, signed 2024.');
    const overridden = await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { answerSetId: set.id, data: { 'Client Name': 'Grace' } } });
    expect(docxText(overridden.bytes)).toBe('Dear Grace, signed 2024.');
    expect(JSON.parse(overridden.headers.get('quire-warnings') ?? '[]')).toEqual([]);
    const packet = await h.request('POST', '/v1/FormTemplates/Generate', { key: me.secret, json: { templateIds: [id, id], answerSetId: set.id } });
    expect(packet.status).toBe(200);
    expect(Object.values(zipEntries(packet.bytes)).map((bytes) => docxText(bytes))).toEqual(['Dear Ada, signed 2024.', 'Dear Ada, signed 2024.']);
    const other = await h.member();
    const theirs = (await post(other, '/AnswerSets', { name: 'Theirs' })).json();
    expect((await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: me.secret, json: { answerSetId: theirs.id } })).status).toBe(404);
  });
});
