import { type Harness, useHarness } from '../../test/http-harness';
import { templateUploader } from '../../test/template-uploader';

describe('interview routes', () => {
  const h = useHarness({ generationBodyLimitBytes: 64 * 1024 });

  type Member = Awaited<ReturnType<Harness['member']>>;
  const post = async (me: Member, path: string, json: unknown) => {
    const response = await h.request('POST', `/v1${path}`, { key: me.secret, json });
    if (response.status >= 300) throw new Error(`${path}: ${response.status} ${response.text}`);
    return response;
  };
  const template = templateUploader(h);
  const library = async (me: Member) => {
    await post(me, '/Aliases', { name: 'client_name', type: 'text', label: 'Client name', description: 'As on the engagement', synonyms: ['Client Name'] });
    await post(me, '/Aliases', { name: 'marital_status', type: 'choice', choices: ['single', 'married'], label: 'Marital status' });
    await post(me, '/Aliases', { name: 'signed_on', type: 'date', format: 'd MMMM yyyy' });
    await post(me, '/Aliases', { name: 'children', type: 'list', itemFields: ['name', 'minor', 'guardian'] });
    await post(me, '/Aliases', { name: 'fee', type: 'currency' });
    await post(me, '/Aliases', { name: 'fee_total', type: 'currency', formula: 'fee * 2' });
    await post(me, '/NamedRanges', { name: 'Married', kind: 'condition', expression: 'marital_status = "married"' });
  };
  const letter = ['Dear {{Client Name}},', '{{#if Married}}Your spouse {{spouse_name}} is welcome.{{else}}{{single_note}}{{/if}}', '{{#each children}}{{name}}{{#if minor}} ({{guardian}}){{/if}}{{/each}}', 'Fee {{fee_total}}, signed {{signed_on}}.'];

  it('GET /FormTemplates/:id/Interview answers the questions with the aliases’ labels, types, formats and when in both forms', async () => {
    const me = await h.member();
    await library(me);
    const id = await template(me, 'Letter', ...letter);
    const response = await h.request('GET', `/v1/FormTemplates/${id}/Interview`, { key: me.secret });
    expect(response.status).toBe(200);
    const { questions } = response.json();
    expect(questions.map((question: { alias: string }) => question.alias)).toEqual(['client_name', 'marital_status', 'spouse_name', 'single_note', 'children', 'fee', 'signed_on']);
    expect(questions[0]).toEqual({ alias: 'client_name', label: 'Client name', description: 'As on the engagement', type: 'text', required: true });
    expect(questions[1]).toMatchObject({ alias: 'marital_status', type: 'choice', choices: ['single', 'married'], required: false });
    expect(questions[2]).toMatchObject({ alias: 'spouse_name', type: 'text', label: 'spouse_name', when: { expression: 'marital_status = "married"', condition: { alias: 'marital_status', op: 'eq', value: 'married' } } });
    expect(questions[3].when.expression).toBe('marital_status != "married"');
    expect(questions[4]).toMatchObject({ alias: 'children', type: 'list', required: false, itemFields: [{ alias: 'name' }, { alias: 'minor' }, { alias: 'guardian', when: { expression: 'minor' } }] });
    expect(questions[6]).toMatchObject({ alias: 'signed_on', type: 'date', format: 'd MMMM yyyy' });
  });

  it('POST /FormTemplates/:id/Interview/Check answers the relevant questions and the data’s problems by path', async () => {
    const me = await h.member();
    await library(me);
    const id = await template(me, 'Letter', ...letter);
    const married = await h.request('POST', `/v1/FormTemplates/${id}/Interview/Check`, {
      key: me.secret,
      json: { data: { marital_status: 'married', children: [{ name: 'A', minor: true }, { name: 'B' }], signed_on: 'yesterday' } },
    });
    expect(married.status).toBe(200);
    expect(married.json()).toEqual({
      relevant: ['client_name', 'marital_status', 'spouse_name', 'children', 'fee', 'signed_on', 'children[0].guardian'],
      errors: [{ path: 'signed_on', message: expect.stringContaining('must be a date') }],
    });
    const single = await h.request('POST', `/v1/FormTemplates/${id}/Interview/Check`, { key: me.secret, json: { data: { marital_status: 'single' } } });
    expect(single.json().relevant).toEqual(['client_name', 'marital_status', 'single_note', 'children', 'fee', 'signed_on']);
  });

  it('POST /Interviews merges a packet’s questions in the order of its templates', async () => {
    const me = await h.member();
    await library(me);
    const first = await template(me, 'A', '{{#if Married}}{{spouse_name}}{{/if}}');
    const second = await template(me, 'B', '{{client_name}}', '{{#if has_partner}}{{spouse_name}}{{/if}}');
    const response = await h.request('POST', '/v1/Interviews', { key: me.secret, json: { templateIds: [first, second] } });
    expect(response.status).toBe(200);
    const { questions } = response.json();
    expect(questions.map((question: { alias: string }) => question.alias)).toEqual(['marital_status', 'spouse_name', 'client_name', 'has_partner']);
    expect(questions[1].when.expression).toBe('marital_status = "married" or has_partner');
  });

  it('answers 404 for another tenant’s template, 422 for unknown properties and bad ids, 400 for a query', async () => {
    const me = await h.member();
    const other = await h.member();
    const id = await template(other, 'Theirs', '{{x}}');
    expect((await h.request('GET', `/v1/FormTemplates/${id}/Interview`, { key: me.secret })).status).toBe(404);
    expect((await h.request('POST', `/v1/FormTemplates/${id}/Interview/Check`, { key: me.secret, json: { data: {} } })).status).toBe(404);
    expect((await h.request('POST', '/v1/Interviews', { key: me.secret, json: { templateIds: [id] } })).status).toBe(404);
    const mine = await template(me, 'Mine', '{{x}}');
    expect((await h.request('POST', `/v1/FormTemplates/${mine}/Interview/Check`, { key: me.secret, json: { data: {}, extra: 1 } })).status).toBe(422);
    expect((await h.request('POST', '/v1/Interviews', { key: me.secret, json: { templateIds: [] } })).status).toBe(422);
    expect((await h.request('GET', `/v1/FormTemplates/${mine}/Interview?x=1`, { key: me.secret })).status).toBe(400);
  });
});
