import { analysisUsing, arbitraryFormTemplate, templateVersionOf } from '@quire/testing/builders/library';
import { useHarness } from '../../../test/http-harness';

describe('conditional rule routes (/NamedRanges)', () => {
  const h = useHarness();

  /** A tenant with the aliases of the rule example in docs/resources.md#conditional-rules, and its key. */
  const tenantWithAliases = async () => {
    const me = await h.member();
    for (const alias of [
      { name: 'client_age', type: 'number', synonyms: ['Age'] },
      { name: 'marital_status', type: 'choice', choices: ['single', 'married'] },
      { name: 'has_partner', type: 'boolean' },
      { name: 'children', type: 'list', itemFields: ['name', 'age'] },
    ]) {
      expect((await h.request('POST', '/v1/Aliases', { key: me.secret, json: alias })).status).toBe(201);
    }
    return me;
  };
  const create = (key: string, json: unknown) => h.request('POST', '/v1/NamedRanges', { key, json });

  describe('POST /v1/NamedRanges', () => {
    it('creates a rule from the text form and answers both canonical forms', async () => {
      const me = await tenantWithAliases();
      const created = await create(me.secret, { name: 'adult_partnered', kind: 'condition', expression: 'client_age >= 18 and (marital_status = "married" or has_partner)' });
      expect(created.status).toBe(201);
      const body = created.json();
      expect(body).toMatchObject({
        name: 'adult_partnered',
        description: '',
        kind: 'condition',
        repeatOver: null,
        aliases: ['client_age', 'marital_status', 'has_partner'],
        version: 1,
      });
      expect(body.expression).toContain('client_age >= 18');
      expect(body.condition).toMatchObject({ all: expect.any(Array) });
      expect(Object.keys(body).sort()).toEqual(['aliases', 'condition', 'createdAt', 'description', 'expression', 'id', 'kind', 'name', 'repeatOver', 'updatedAt', 'version']);
      expect(created.headers.get('location')).toBe(`/v1/NamedRanges/${body.id}`);
      expect(created.headers.get('etag')).toBe('"1"');
    });

    it('takes the JSON form and answers the same canonical text as the text form would', async () => {
      const me = await tenantWithAliases();
      const fromJson = (await create(me.secret, { name: 'a1', kind: 'condition', condition: { all: [{ alias: 'client_age', op: 'gte', value: 18 }, { alias: 'has_partner', op: 'answered' }] } })).json();
      const fromText = (await create(me.secret, { name: 'a2', kind: 'condition', expression: fromJson.expression })).json();
      expect(fromText.expression).toBe(fromJson.expression);
      expect(fromText.condition).toEqual(fromJson.condition);
    });

    it('takes a literal condition, which reads no alias', async () => {
      const me = await h.member();
      const always = await create(me.secret, { name: 'always', kind: 'condition', expression: '1 = 1' });
      expect(always.status).toBe(201);
      expect(always.json()).toMatchObject({ expression: '1 = 1', condition: { left: 1, op: 'eq', right: 1 }, aliases: [] });
      expect((await create(me.secret, { name: 'never', kind: 'condition', condition: { truthy: false } })).json()).toMatchObject({ expression: 'false', aliases: [] });
    });

    it('answers 422 expression_invalid with the position and what was expected', async () => {
      const me = await tenantWithAliases();
      const refused = await create(me.secret, { name: 'broken', kind: 'condition', expression: 'client_age >= and has_partner' });
      expect(refused.status).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'expression_invalid', position: 14, errors: [{ path: 'expression' }] });
      expect(typeof refused.json().expected).toBe('string');
    });

    it('answers 422 with the path into a JSON condition that is not well formed', async () => {
      const me = await tenantWithAliases();
      const refused = await create(me.secret, { name: 'broken', kind: 'condition', condition: { all: [{ alias: 'client_age', op: 'bigger', value: 1 }] } });
      expect(refused.status).toBe(422);
      expect(refused.json().code).toBe('expression_invalid');
      expect(refused.json().errors[0].path).toMatch(/^condition\.all\.0/);
    });

    it('answers 422 unknown_aliases listing every name that is no alias', async () => {
      const me = await tenantWithAliases();
      const refused = await create(me.secret, { name: 'x', kind: 'condition', expression: 'spouse_age > 30 and has_partner and pets is answered' });
      expect(refused.status).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'unknown_aliases', unknownAliases: ['spouse_age', 'pets'] });
    });

    it('creates a repeat over a list alias with a per-item filter, and refuses one over a non-list', async () => {
      const me = await tenantWithAliases();
      const minors = await create(me.secret, { name: 'minor_children', kind: 'repeat', repeatOver: 'children', expression: 'age < 18' });
      expect(minors.status).toBe(201);
      expect(minors.json()).toMatchObject({ repeatOver: 'children', aliases: ['children'] });
      const refused = await create(me.secret, { name: 'bad_repeat', kind: 'repeat', repeatOver: 'has_partner' });
      expect(refused.status).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'repeat_over_not_a_list', errors: [{ path: 'repeatOver' }] });
    });

    it('answers 422 when both forms are sent, or for unknown properties', async () => {
      const me = await tenantWithAliases();
      const both = await create(me.secret, { name: 'x', kind: 'condition', expression: 'has_partner', condition: { alias: 'has_partner', op: 'answered' } });
      expect(both.status).toBe(422);
      expect(both.json().errors).toEqual([{ path: 'condition', message: 'send either expression (text) or condition (JSON), not both' }]);
      const unknown = await create(me.secret, { name: 'x', kind: 'condition', expression: 'has_partner', aliases: ['has_partner'] });
      expect(unknown.status).toBe(422);
      expect(unknown.json().errors).toEqual([{ path: 'aliases', message: 'is not a known property' }]);
    });

    it('answers 409 name_taken for a duplicate name, ignoring case', async () => {
      const me = await tenantWithAliases();
      await create(me.secret, { name: 'adult', kind: 'condition', expression: 'client_age >= 18' });
      const duplicate = await create(me.secret, { name: 'ADULT', kind: 'condition', expression: 'client_age >= 21' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.json().code).toBe('name_taken');
    });

    it('replays an Idempotency-Key request instead of creating twice', async () => {
      const me = await tenantWithAliases();
      const headers = { 'Idempotency-Key': 'rule-1' };
      const json = { name: 'adult', kind: 'condition', expression: 'client_age >= 18' };
      const first = await h.request('POST', '/v1/NamedRanges', { key: me.secret, json, headers });
      const again = await h.request('POST', '/v1/NamedRanges', { key: me.secret, json, headers });
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.json().id).toBe(first.json().id);
    });
  });

  describe('GET, PUT and DELETE /v1/NamedRanges/:id', () => {
    it('reads with an ETag, updates with If-Match (412 when stale) and deletes', async () => {
      const me = await tenantWithAliases();
      const rule = (await create(me.secret, { name: 'adult', kind: 'condition', expression: 'client_age >= 18' })).json();
      const read = await h.request('GET', `/v1/NamedRanges/${rule.id}`, { key: me.secret });
      expect(read.status).toBe(200);
      expect(read.headers.get('etag')).toBe('"1"');
      expect(read.json()).toEqual(rule);

      const updated = await h.request('PUT', `/v1/NamedRanges/${rule.id}`, { key: me.secret, json: { expression: 'Age >= 21', description: 'US' }, headers: { 'If-Match': '"1"' } });
      expect(updated.status).toBe(200);
      expect(updated.json()).toMatchObject({ description: 'US', version: 2, aliases: ['client_age'] });
      expect(updated.headers.get('etag')).toBe('"2"');

      const stale = await h.request('PUT', `/v1/NamedRanges/${rule.id}`, { key: me.secret, json: { description: 'x' }, headers: { 'If-Match': '"1"' } });
      expect(stale.status).toBe(412);
      expect((await h.request('DELETE', `/v1/NamedRanges/${rule.id}`, { key: me.secret, headers: { 'If-Match': '"1"' } })).status).toBe(412);
      expect((await h.request('DELETE', `/v1/NamedRanges/${rule.id}`, { key: me.secret, headers: { 'If-Match': '"2"' } })).status).toBe(204);
      expect((await h.request('GET', `/v1/NamedRanges/${rule.id}`, { key: me.secret })).status).toBe(404);
    });

    it('answers 409 rule_in_use naming the templates while a template uses it; ?force=true deletes', async () => {
      const me = await tenantWithAliases();
      const rule = (await create(me.secret, { name: 'adult', kind: 'condition', expression: 'client_age >= 18' })).json();
      const template = arbitraryFormTemplate({ tenantId: me.tenantId, name: 'Consent form', analysis: analysisUsing({ rules: ['adult'] }) });
      await h.adapters.templates.insert(template, templateVersionOf(template))();
      const renamed = await h.request('PUT', `/v1/NamedRanges/${rule.id}`, { key: me.secret, json: { name: 'grown_up' } });
      expect(renamed.status).toBe(409);
      expect(renamed.json()).toMatchObject({ code: 'rule_in_use' });
      const refused = await h.request('DELETE', `/v1/NamedRanges/${rule.id}`, { key: me.secret });
      expect(refused.status).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'rule_in_use', usage: { templates: [{ id: template.id, name: 'Consent form', via: ['adult'] }] } });
      expect((await h.request('DELETE', `/v1/NamedRanges/${rule.id}?force=true`, { key: me.secret })).status).toBe(204);
    });

    it('clears the filter of a repeat with expression: null', async () => {
      const me = await tenantWithAliases();
      const rule = (await create(me.secret, { name: 'kids', kind: 'repeat', repeatOver: 'children', expression: 'age < 18' })).json();
      const cleared = await h.request('PUT', `/v1/NamedRanges/${rule.id}`, { key: me.secret, json: { expression: null } });
      expect(cleared.status).toBe(200);
      expect(cleared.json()).toMatchObject({ expression: null, condition: null, version: 2 });
    });
  });

  describe('GET /v1/NamedRanges', () => {
    it('filters by q, by alias (a synonym works) and by kind', async () => {
      const me = await tenantWithAliases();
      await create(me.secret, { name: 'adult', kind: 'condition', expression: 'client_age >= 18' });
      await create(me.secret, { name: 'partnered', kind: 'condition', expression: 'has_partner', description: 'Has a PARTNER' });
      await create(me.secret, { name: 'kids', kind: 'repeat', repeatOver: 'children' });
      const names = async (query: string) => (await h.request('GET', `/v1/NamedRanges${query}`, { key: me.secret })).json().items.map((rule: { name: string }) => rule.name);
      expect(await names('')).toEqual(['adult', 'kids', 'partnered']);
      expect(await names('?q=partner')).toEqual(['partnered']);
      expect(await names('?alias=Age')).toEqual(['adult']);
      expect(await names('?kind=repeat')).toEqual(['kids']);
      expect(await names('?alias=children&kind=condition')).toEqual([]);
      const bad = await h.request('GET', '/v1/NamedRanges?kind=loop', { key: me.secret });
      expect(bad.status).toBe(400);
      expect(bad.json().errors[0].path).toBe('kind');
    });

    it('pages without duplicates or gaps while rules are inserted between pages', async () => {
      const me = await tenantWithAliases();
      for (const name of ['c', 'e', 'g', 'i', 'k']) await create(me.secret, { name: `${name}_rule`, kind: 'condition', expression: 'has_partner' });
      const seen: string[] = [];
      let query = '?limit=2';
      for (let page = 1; page < 10; page += 1) {
        const answer = (await h.request('GET', `/v1/NamedRanges${query}`, { key: me.secret })).json();
        seen.push(...answer.items.map((rule: { name: string }) => rule.name));
        await create(me.secret, { name: `b${page}`, kind: 'condition', expression: 'has_partner' });
        if (answer.nextCursor === null) break;
        query = `?limit=2&cursor=${answer.nextCursor}`;
      }
      expect(seen).toEqual(['c_rule', 'e_rule', 'g_rule', 'i_rule', 'k_rule']);
    });
  });
});
