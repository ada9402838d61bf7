import { analysisUsing, arbitraryFormTemplate, templateVersionOf } from '@quire/testing/builders/library';
import { useHarness } from '../../../test/http-harness';

describe('alias routes', () => {
  const h = useHarness();

  const create = (key: string, json: unknown, headers: Record<string, string> = {}) => h.request('POST', '/v1/Aliases', { key, json, headers });

  describe('POST /v1/Aliases', () => {
    it('creates an alias: 201 with Location, ETag and the alias as the API shows it', async () => {
      const me = await h.member();
      const created = await create(me.secret, { name: 'client_name', type: 'text', label: 'Client name', synonyms: ['ClientName', 'Petitioner Name'] });
      expect(created.status).toBe(201);
      const body = created.json();
      expect(body).toEqual({
        id: expect.any(String),
        name: 'client_name',
        label: 'Client name',
        description: '',
        type: 'text',
        choices: null,
        itemFields: null,
        format: null,
        synonyms: ['ClientName', 'Petitioner Name'],
        formula: null,
        calculation: null,
        reads: [],
        usage: { templates: [], snippets: [], rules: [], formulas: [] },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updatedAt: body.createdAt,
        version: 1,
      });
      expect(created.headers.get('location')).toBe(`/v1/Aliases/${body.id}`);
      expect(created.headers.get('etag')).toBe('"1"');
      const fetched = await h.request('GET', created.headers.get('location') ?? '', { key: me.secret });
      expect(fetched.status).toBe(200);
      expect(fetched.json()).toEqual(body);
      expect(fetched.headers.get('etag')).toBe('"1"');
    });

    it('answers 409 name_taken when a name or synonym is taken, naming the holder', async () => {
      const me = await h.member();
      const first = (await create(me.secret, { name: 'client_name', type: 'text', synonyms: ['ClientName'] })).json();
      const clash = await create(me.secret, { name: 'CLIENTNAME', type: 'text' });
      expect(clash.status).toBe(409);
      expect(clash.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(clash.json()).toMatchObject({ code: 'name_taken', takenBy: { id: first.id, name: 'client_name', as: 'synonym' } });
    });

    it('answers 422 with a path per invalid field, all at once', async () => {
      const me = await h.member();
      const refused = await create(me.secret, { name: '9lives', type: 'choice', synonyms: ['ok', 'a{b'] });
      expect(refused.status).toBe(422);
      expect(refused.json().errors.map((error: { path: string }) => error.path)).toEqual(['name', 'choices', 'synonyms.1']);
    });

    it('answers 422 for unknown properties, so id, version or timestamps cannot be set', async () => {
      const me = await h.member();
      const refused = await create(me.secret, { name: 'x', type: 'text', id: 'mine', version: 7, tenantId: 'other' });
      expect(refused.status).toBe(422);
      expect(refused.json().errors).toEqual([
        { path: 'id', message: 'is not a known property' },
        { path: 'version', message: 'is not a known property' },
        { path: 'tenantId', message: 'is not a known property' },
      ]);
    });

    it("answers 422 on `format` for a format the engine cannot apply, saying why", async () => {
      const me = await h.member();
      const refused = await create(me.secret, { name: 'signed_on', type: 'date', format: 'MM/DD/YYYY' });
      expect(refused.status).toBe(422);
      expect(refused.json().errors).toEqual([{ path: 'format', message: expect.stringContaining('day of the month') }]);
      expect((await create(me.secret, { name: 'signed_on', type: 'date', format: 'MMMM d, yyyy' })).status).toBe(201);
    });

    it('answers 422 for a type that is none of the seven', async () => {
      const me = await h.member();
      const refused = await create(me.secret, { name: 'x', type: 'money' });
      expect(refused.status).toBe(422);
      expect(refused.json().errors[0].path).toBe('type');
    });

    describe('with an Idempotency-Key', () => {
      it('creates once and replays the first answer; the same key with another body is 422', async () => {
        const me = await h.member();
        const headers = { 'Idempotency-Key': 'alias-create-1' };
        const first = await create(me.secret, { name: 'spouse_name', type: 'text' }, headers);
        const again = await create(me.secret, { name: 'spouse_name', type: 'text' }, headers);
        expect(first.status).toBe(201);
        expect(again.status).toBe(201);
        expect(again.json()).toEqual(first.json());
        expect(again.headers.get('location')).toBe(first.headers.get('location'));
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        const list = await h.request('GET', '/v1/Aliases', { key: me.secret });
        expect(list.json().items).toHaveLength(1);
        const reused = await create(me.secret, { name: 'other_name', type: 'text' }, headers);
        expect(reused.status).toBe(422);
        expect(reused.json().code).toBe('idempotency_key_reused');
      });

      it('replays a refusal as well (the same request gets the same judgement)', async () => {
        const me = await h.member();
        const headers = { 'Idempotency-Key': 'alias-bad' };
        const first = await create(me.secret, { name: '1', type: 'text' }, headers);
        const again = await create(me.secret, { name: '1', type: 'text' }, headers);
        expect(first.status).toBe(422);
        expect(again.status).toBe(422);
        expect(again.text).toBe(first.text);
      });
    });
  });

  describe('computed aliases', () => {
    const givenInputs = async () => {
      const me = await h.member();
      await create(me.secret, { name: 'items', type: 'list', itemFields: ['amount'], synonyms: ['Line Items'] });
      const rate = (await create(me.secret, { name: 'tax_rate', type: 'number' })).json();
      return { me, rate };
    };

    it('takes a formula as text and answers it in both canonical forms with the aliases it reads; the read aliases’ usage names it', async () => {
      const { me, rate } = await givenInputs();
      const created = await create(me.secret, { name: 'total', type: 'currency', format: 'USD', formula: 'sum(`Line Items`,"amount")*(1+tax_rate)' });
      expect(created.status).toBe(201);
      expect(created.json()).toMatchObject({
        formula: 'sum(`Line Items`, "amount") * (1 + tax_rate)',
        calculation: { multiply: [{ call: 'sum', args: [{ alias: 'Line Items' }, 'amount'] }, { add: [1, { alias: 'tax_rate' }] }] },
        reads: ['items', 'tax_rate'],
      });
      const usage = (await h.request('GET', `/v1/Aliases/${rate.id}`, { key: me.secret })).json().usage;
      expect(usage.formulas).toEqual([{ id: created.json().id, name: 'total', via: ['tax_rate'] }]);
    });

    it('takes the JSON form as well, and null clears the formula', async () => {
      const { me } = await givenInputs();
      const created = await create(me.secret, { name: 'doubled', type: 'number', calculation: { multiply: [{ alias: 'tax_rate' }, 2] } });
      expect(created.json()).toMatchObject({ formula: 'tax_rate * 2', reads: ['tax_rate'] });
      const cleared = await h.request('PUT', `/v1/Aliases/${created.json().id}`, { key: me.secret, json: { formula: null } });
      expect(cleared.json()).toMatchObject({ formula: null, calculation: null, reads: [], version: 2 });
    });

    it('answers 422 expression_invalid with the position for a syntax error, and the path for a bad JSON form', async () => {
      const { me } = await givenInputs();
      const text = await create(me.secret, { name: 'total', type: 'number', formula: 'tax_rate * ' });
      expect(text.status).toBe(422);
      expect(text.json()).toMatchObject({ code: 'expression_invalid', position: 11, expected: 'a value', found: 'end of input', errors: [{ path: 'formula' }] });
      const json = await create(me.secret, { name: 'total', type: 'number', calculation: { call: 'sqrt', args: [2] } });
      expect(json.json()).toMatchObject({ code: 'expression_invalid', errors: [{ path: 'calculation.call' }] });
      const both = await create(me.secret, { name: 'total', type: 'number', formula: '1', calculation: 1 });
      expect(both.json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'calculation', message: 'send either formula (text) or calculation (JSON), not both' }] });
    });

    it('answers 422 unknown_aliases for names no alias has, and validation_failed for a formula the alias cannot hold', async () => {
      const { me } = await givenInputs();
      expect((await create(me.secret, { name: 'total', type: 'number', formula: 'qty * tax_rate * price' })).json()).toMatchObject({ code: 'unknown_aliases', unknownAliases: ['qty', 'price'] });
      expect((await create(me.secret, { name: 'due', type: 'number', formula: 'add_days(today(), 30)' })).json()).toMatchObject({
        code: 'validation_failed',
        errors: [{ path: 'formula', message: '"add_days(today(), 30)" gives a date, but a number alias holds a number.' }],
      });
      expect((await create(me.secret, { name: 'flag', type: 'boolean', formula: 'tax_rate' })).json()).toMatchObject({ code: 'validation_failed', errors: [{ path: 'formula' }] });
    });

    it('answers 422 formula_cycle naming the circle a change would close', async () => {
      const { me, rate } = await givenInputs();
      await create(me.secret, { name: 'gross', type: 'number', formula: 'tax_rate * 100' });
      const refused = await h.request('PUT', `/v1/Aliases/${rate.id}`, { key: me.secret, json: { formula: 'gross / 100' } });
      expect(refused.status).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'formula_cycle', cycle: ['tax_rate', 'gross', 'tax_rate'], detail: 'Computed aliases would read each other in a circle: tax_rate → gross → tax_rate.' });
    });

    it('answers 409 alias_in_use when deleting an alias a formula reads', async () => {
      const { me, rate } = await givenInputs();
      await create(me.secret, { name: 'gross', type: 'number', formula: 'tax_rate * 100' });
      const refused = await h.request('DELETE', `/v1/Aliases/${rate.id}`, { key: me.secret });
      expect(refused.status).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'alias_in_use', usage: { formulas: [{ name: 'gross', via: ['tax_rate'] }] } });
      expect(refused.json().detail).toContain('1 formula ("gross")');
    });
  });

  describe('GET /v1/Aliases/:id', () => {
    it('answers the usage: templates and rules that use the alias through any of its names', async () => {
      const me = await h.member();
      const alias = (await create(me.secret, { name: 'client_age', type: 'number', synonyms: ['Age'] })).json();
      const template = arbitraryFormTemplate({ tenantId: me.tenantId, name: 'Lease', analysis: analysisUsing({ fields: ['Age'] }) });
      await h.adapters.templates.insert(template, templateVersionOf(template))();
      const rule = (await h.request('POST', '/v1/NamedRanges', { key: me.secret, json: { name: 'adult', kind: 'condition', expression: 'client_age >= 18' } })).json();
      const fetched = await h.request('GET', `/v1/Aliases/${alias.id}`, { key: me.secret });
      expect(fetched.json().usage).toEqual({
        templates: [{ id: template.id, name: 'Lease', via: ['Age'] }],
        snippets: [],
        rules: [{ id: rule.id, name: 'adult', via: ['client_age'] }],
        formulas: [],
      });
    });

    it('answers 404 for an id that does not exist', async () => {
      const me = await h.member();
      const missing = await h.request('GET', '/v1/Aliases/nope', { key: me.secret });
      expect(missing.status).toBe(404);
      expect(missing.json()).toMatchObject({ code: 'not_found' });
    });
  });

  describe('PUT /v1/Aliases/:id', () => {
    it('applies the patch, bumps the version and sends the new ETag', async () => {
      const me = await h.member();
      const alias = (await create(me.secret, { name: 'status', type: 'choice', choices: ['single', 'married'] })).json();
      const updated = await h.request('PUT', `/v1/Aliases/${alias.id}`, { key: me.secret, json: { choices: ['single', 'married', 'divorced'], description: 'Marital status' }, headers: { 'If-Match': '"1"' } });
      expect(updated.status).toBe(200);
      expect(updated.json()).toMatchObject({ choices: ['single', 'married', 'divorced'], description: 'Marital status', version: 2 });
      expect(updated.headers.get('etag')).toBe('"2"');
    });

    it('answers 412 when If-Match names another version, and changes nothing', async () => {
      const me = await h.member();
      const alias = (await create(me.secret, { name: 'status', type: 'text' })).json();
      const stale = await h.request('PUT', `/v1/Aliases/${alias.id}`, { key: me.secret, json: { label: 'S' }, headers: { 'If-Match': '"4"' } });
      expect(stale.status).toBe(412);
      expect(stale.json()).toMatchObject({ code: 'version_mismatch', currentVersion: 1 });
      expect((await h.request('GET', `/v1/Aliases/${alias.id}`, { key: me.secret })).json().label).toBe('status');
    });

    it('answers 409 alias_in_use, naming the users, when a used synonym would go; ?force=true goes ahead', async () => {
      const me = await h.member();
      const alias = (await create(me.secret, { name: 'client_name', type: 'text', synonyms: ['ClientName'] })).json();
      const template = arbitraryFormTemplate({ tenantId: me.tenantId, name: 'Will', analysis: analysisUsing({ fields: ['ClientName'] }) });
      await h.adapters.templates.insert(template, templateVersionOf(template))();
      const refused = await h.request('PUT', `/v1/Aliases/${alias.id}`, { key: me.secret, json: { synonyms: [] } });
      expect(refused.status).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'alias_in_use', usage: { templates: [{ id: template.id, name: 'Will' }] } });
      expect(refused.json().detail).toContain('"Will"');
      const forced = await h.request('PUT', `/v1/Aliases/${alias.id}?force=true`, { key: me.secret, json: { synonyms: [] } });
      expect(forced.status).toBe(200);
      expect(forced.json().synonyms).toEqual([]);
    });

    it('answers 400 for ?force=maybe and 422 for unknown properties', async () => {
      const me = await h.member();
      const alias = (await create(me.secret, { name: 'x', type: 'text' })).json();
      const badQuery = await h.request('PUT', `/v1/Aliases/${alias.id}?force=maybe`, { key: me.secret, json: {} });
      expect(badQuery.status).toBe(400);
      expect(badQuery.json()).toMatchObject({ code: 'malformed_query', errors: [{ path: 'force', message: 'must be true or false' }] });
      const unknown = await h.request('PUT', `/v1/Aliases/${alias.id}`, { key: me.secret, json: { createdAt: '2020-01-01T00:00:00Z' } });
      expect(unknown.status).toBe(422);
      expect(unknown.json().errors).toEqual([{ path: 'createdAt', message: 'is not a known property' }]);
    });
  });

  describe('DELETE /v1/Aliases/:id', () => {
    it('answers 409 alias_in_use naming the rule that reads it, then 204 with ?force=true', async () => {
      const me = await h.member();
      const alias = (await create(me.secret, { name: 'married', type: 'boolean' })).json();
      await h.request('POST', '/v1/NamedRanges', { key: me.secret, json: { name: 'wed', kind: 'condition', expression: 'married' } });
      const refused = await h.request('DELETE', `/v1/Aliases/${alias.id}`, { key: me.secret });
      expect(refused.status).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'alias_in_use', usage: { rules: [{ name: 'wed', via: ['married'] }] } });
      const deleted = await h.request('DELETE', `/v1/Aliases/${alias.id}?force=true`, { key: me.secret, headers: { 'If-Match': '"1"' } });
      expect(deleted.status).toBe(204);
      expect(deleted.text).toBe('');
      expect((await h.request('GET', `/v1/Aliases/${alias.id}`, { key: me.secret })).status).toBe(404);
    });

    it('answers 412 on a stale If-Match', async () => {
      const me = await h.member();
      const alias = (await create(me.secret, { name: 'x', type: 'text' })).json();
      await h.request('PUT', `/v1/Aliases/${alias.id}`, { key: me.secret, json: { label: 'X' } });
      expect((await h.request('DELETE', `/v1/Aliases/${alias.id}`, { key: me.secret, headers: { 'If-Match': '"1"' } })).status).toBe(412);
      expect((await h.request('DELETE', `/v1/Aliases/${alias.id}`, { key: me.secret, headers: { 'If-Match': '"2"' } })).status).toBe(204);
    });
  });

  describe('GET /v1/Aliases', () => {
    it('searches q over names, synonyms, labels and descriptions, ignoring case', async () => {
      const me = await h.member();
      await create(me.secret, { name: 'client_name', type: 'text' });
      await create(me.secret, { name: 'age', type: 'number', description: 'Age of the CLIENT' });
      await create(me.secret, { name: 'petitioner', type: 'text', synonyms: ['Client Petitioner'] });
      await create(me.secret, { name: 'zip', type: 'text' });
      const found = await h.request('GET', '/v1/Aliases?q=client', { key: me.secret });
      expect(found.status).toBe(200);
      expect(found.json().items.map((alias: { name: string }) => alias.name)).toEqual(['age', 'client_name', 'petitioner']);
      expect(found.json().nextCursor).toBeNull();
      expect(found.json().items[0]).not.toHaveProperty('usage');
    });

    it('pages by name then id without duplicates or gaps while aliases are inserted between pages', async () => {
      const me = await h.member();
      for (const name of ['b', 'd', 'f', 'h', 'j', 'l', 'n']) await create(me.secret, { name: `${name}_field`, type: 'text' });
      const seen: string[] = [];
      let cursor: string | null = null;
      let page = 0;
      do {
        const query: string = cursor === null ? '?limit=3' : `?limit=3&cursor=${cursor}`;
        const answer = await h.request('GET', `/v1/Aliases${query}`, { key: me.secret });
        expect(answer.status).toBe(200);
        seen.push(...answer.json().items.map((alias: { name: string }) => alias.name));
        cursor = answer.json().nextCursor;
        page += 1;
        // One alias before everything seen so far and one after: only the latter may appear.
        await create(me.secret, { name: `a${page}_early`, type: 'text' });
        await create(me.secret, { name: `z${page}_late`, type: 'text' });
      } while (cursor !== null);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((name) => name.endsWith('_field'))).toEqual(['b_field', 'd_field', 'f_field', 'h_field', 'j_field', 'l_field', 'n_field']);
      expect(seen.some((name) => name.endsWith('_early'))).toBe(false);
      expect(seen).toEqual([...seen].sort());
      expect(seen.filter((name) => name.endsWith('_late')).length).toBeGreaterThan(0);
    });

    it('answers 400 for a malformed query: limit out of range, unknown parameters, a forged cursor', async () => {
      const me = await h.member();
      for (const [query, code, path] of [
        ['?limit=0', 'malformed_query', 'limit'],
        ['?limit=101', 'malformed_query', 'limit'],
        ['?sort=name', 'malformed_query', 'sort'],
        ['?cursor=%%%', 'invalid_cursor', 'cursor'],
      ] as const) {
        const refused = await h.request('GET', `/v1/Aliases${query}`, { key: me.secret });
        expect(refused.status).toBe(400);
        expect(refused.json()).toMatchObject({ code, errors: [{ path }] });
      }
    });
  });
});
