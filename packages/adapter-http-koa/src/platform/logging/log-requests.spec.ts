import { useHarness } from '../../../test/http-harness';
import { paragraphsDocx } from '@quire/testing/docx/minimal-docx';

describe('request log', () => {
  const h = useHarness();

  const requestLines = () => h.logLines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request');

  describe('after an authenticated request', () => {
    it('writes one line with method, route pattern, status, ms, tenant and key prefix', async () => {
      const me = await h.member();
      const before = requestLines().length;
      await h.request('PUT', `/v1/ApiKeys/${me.keyId}`, { key: me.secret, json: { name: 'logged-name' } });
      const lines = requestLines().slice(before);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ method: 'PUT', route: '/v1/ApiKeys/:id', status: 200, tenantId: me.tenantId, keyPrefix: me.secret.slice(0, 12) });
      expect(typeof lines[0].ms).toBe('number');
      expect(JSON.stringify(lines[0])).not.toContain('logged-name');
      expect(JSON.stringify(lines[0])).not.toContain(me.keyId);
    });
  });

  describe('after a generation', () => {
    it('also says how much of the request the document engine took (renderMs)', async () => {
      const me = await h.member();
      const upload = await h.request('POST', '/v1/FormTemplates?name=Letter', {
        key: me.secret,
        body: paragraphsDocx('Dear {{who}},'),
        headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
      });
      const before = requestLines().length;
      const generated = await h.request('POST', `/v1/FormTemplates/${upload.json().id}/Generate`, { key: me.secret, json: { data: { who: 'Ada' } } });
      expect(generated.status).toBe(200);
      const [line] = requestLines().slice(before);
      expect(line).toMatchObject({ route: '/v1/FormTemplates/:id/Generate', status: 200 });
      expect(line.renderMs).toBeGreaterThan(0);
      expect(line.renderMs).toBeLessThan(line.ms);
    });

    it('writes no renderMs for other routes', async () => {
      const me = await h.member();
      const before = requestLines().length;
      await h.request('GET', '/v1/ApiKeys', { key: me.secret });
      const [line] = requestLines().slice(before);
      expect(line).not.toHaveProperty('renderMs');
    });
  });

  describe('after a refused request', () => {
    it('logs no tenant and never the presented header', async () => {
      const before = requestLines().length;
      await h.request('GET', '/v1/ApiKeys', { headers: { 'X-Api-Key': 'qk_not-a-real-key-but-secret-anyway' } });
      const [line] = requestLines().slice(before);
      expect(line).toMatchObject({ method: 'GET', route: '/v1/ApiKeys', status: 401, tenantId: null, keyPrefix: null });
      expect(h.logLines.join('\n')).not.toContain('not-a-real-key');
    });
  });
});
