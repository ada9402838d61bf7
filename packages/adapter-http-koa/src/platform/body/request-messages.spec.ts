import { type Harness, useHarness } from '../../../test/http-harness';

/* The messages a new user meets most often, as a client receives them. */
describe('what a wrong request body is told', () => {
  const h: Harness = useHarness();

  it('lists the alias types for an unknown type', async () => {
    const me = await h.member();
    const response = await h.request('POST', '/v1/Aliases', { key: me.secret, json: { name: 'client_name', type: 'string' } });
    expect(response.status).toBe(422);
    expect(response.json().errors).toEqual([{ path: 'type', message: 'must be one of "text", "number", "currency", "date", "boolean", "choice", "list", "picture"' }]);
  });

  it('says Generate data must be an object', async () => {
    const me = await h.member();
    const response = await h.request('POST', '/v1/FormTemplates/01J00000000000000000000000/Generate', { key: me.secret, json: { data: [1, 2, 3] } });
    expect(response.status).toBe(422);
    expect(response.json().errors).toEqual([{ path: 'data', message: 'must be an object' }]);
  });

  it('says a JSON body is needed when there is none', async () => {
    const me = await h.member();
    const response = await h.request('POST', '/v1/Aliases', { key: me.secret, headers: { 'Content-Type': 'application/json' } });
    expect(response.status).toBe(422);
    expect(response.json().errors).toEqual([{ path: '', message: 'the request needs a JSON body: an object' }]);
  });

  it('says what a nullable field accepts', async () => {
    const me = await h.member();
    const response = await h.request('POST', '/v1/Aliases', { key: me.secret, json: { name: 'x', type: 'choice', choices: 'a,b' } });
    expect(response.json().errors).toEqual([{ path: 'choices', message: 'must be an array or null' }]);
  });
});
