import { type Harness, startHarness } from '../../../test/http-harness';

const LIMIT = 1024;

describe('request bodies', () => {
  let h: Harness;
  let secret: string;
  beforeAll(async () => {
    h = await startHarness({ jsonBodyLimitBytes: LIMIT });
    secret = (await h.member()).secret;
  });
  afterAll(async () => {
    h.expectNoLeakedSecrets();
    await h.close();
  });

  const post = (body: string, contentType = 'application/json') => h.request('POST', '/v1/ApiKeys', { key: secret, body, headers: { 'Content-Type': contentType } });

  describe('when the JSON is malformed', () => {
    it('answers 400 malformed_json', async () => {
      const response = await post('{"name": ');
      expect(response.status).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, code: 'malformed_json' });
    });
  });

  describe('when the body is larger than the limit', () => {
    it('answers 413 payload_too_large', async () => {
      const response = await post(JSON.stringify({ name: 'x'.repeat(LIMIT) }));
      expect(response.status).toBe(413);
      expect(response.json()).toMatchObject({ status: 413, code: 'payload_too_large' });
    });

    it('accepts a body of exactly the limit', async () => {
      const body = JSON.stringify({ name: 'ok' });
      const response = await post(body + ' '.repeat(LIMIT - Buffer.byteLength(body)));
      expect(response.status).toBe(201);
    });
  });

  describe('when the body is UTF-8', () => {
    it('keeps every character, and skips a leading byte order mark', async () => {
      const response = await post('\uFEFF{"name": "Zoë – 契約"}');
      expect(response.status).toBe(201);
      expect(response.json()).toMatchObject({ name: 'Zoë – 契約' });
    });
  });

  describe('when the body is not JSON', () => {
    it('answers 415', async () => {
      const response = await post('name=x', 'application/x-www-form-urlencoded');
      expect(response.status).toBe(415);
      expect(response.json()).toMatchObject({ code: 'unsupported_media_type' });
    });
  });

  describe('when the body is JSON but not an object', () => {
    it('answers 422 at the root', async () => {
      const response = await post('[1]');
      expect(response.status).toBe(422);
      expect(response.json().errors).toEqual([{ path: '', message: 'must be an object' }]);
    });
  });

  describe('when a JSON suffix type is used', () => {
    it('is accepted as JSON', async () => {
      expect((await post('{"name":"vendor"}', 'application/vnd.quire+json')).status).toBe(201);
    });
  });
});
