import * as TE from 'fp-ts/TaskEither';
import { useHarness } from '../../test/http-harness';
import { paragraphsDocx } from '@quire/testing/docx/minimal-docx';

describe('routes without a key', () => {
  const h = useHarness();

  describe('GET /healthz', () => {
    it('answers 200', async () => {
      const response = await h.request('GET', '/healthz');
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });
  });

  describe('GET /readyz', () => {
    it('answers 200 when database and blob store answer', async () => {
      const response = await h.request('GET', '/readyz');
      expect(response.status).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', blobStore: 'ok' } });
    });

    it('answers 503 when the database does not', async () => {
      h.adapters.databaseHealth.reachable = false;
      try {
        const response = await h.request('GET', '/readyz');
        expect(response.status).toBe(503);
        expect(response.json()).toMatchObject({ code: 'not_ready', checks: { database: 'failing', blobStore: 'ok' } });
      } finally {
        h.adapters.databaseHealth.reachable = true;
      }
    });

    it('answers 503 when the blob store does not', async () => {
      const ping = jest.spyOn(h.adapters.blobs, 'ping').mockReturnValue(TE.left({ _tag: 'StorageError', operation: 'blobs.ping', kind: 'failed', cause: new Error('/var/secret/path') }));
      try {
        const response = await h.request('GET', '/readyz');
        expect(response.status).toBe(503);
        expect(response.json().checks).toEqual({ database: 'ok', blobStore: 'failing' });
        expect(response.text).not.toContain('/var/secret/path');
      } finally {
        ping.mockRestore();
      }
    });
  });

  describe('GET /metrics', () => {
    it('answers Prometheus text: requests by route pattern and status, durations, the template cache and the process, naming no tenant or key', async () => {
      const owner = await h.member();
      const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      const uploaded = await h.request('POST', '/v1/FormTemplates?name=Note', { key: owner.secret, body: paragraphsDocx('Note for {{client_name}}'), headers: { 'Content-Type': DOCX } });
      const id = uploaded.json().id as string;
      expect((await h.request('POST', `/v1/FormTemplates/${id}/Generate`, { key: owner.secret, json: { data: { client_name: 'Ann' } } })).status).toBe(200);
      expect((await h.request('GET', `/v1/FormTemplates/${id}`)).status).toBe(401);

      const response = await h.request('GET', '/metrics');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(response.text).toContain('# TYPE quire_http_requests_total counter');
      expect(response.text).toMatch(/^quire_http_requests_total\{method="POST",route="\/v1\/FormTemplates\/:id\/Generate",status="200"\} 1$/m);
      expect(response.text).toMatch(/^quire_http_requests_total\{method="GET",route="\/v1\/FormTemplates\/:id",status="401"\} 1$/m);
      expect(response.text).toMatch(/^quire_http_request_duration_seconds_count\{method="POST",route="\/v1\/FormTemplates\/:id\/Generate"\} 1$/m);
      expect(response.text).toMatch(/^quire_template_cache_misses_total [1-9]/m);
      expect(response.text).toMatch(/^process_resident_memory_bytes [1-9]/m);
      for (const secret of [owner.secret, owner.tenantId, id]) expect(response.text).not.toContain(secret);
    });
  });

  describe('GET /openapi.json', () => {
    it('answers the document', async () => {
      const response = await h.request('GET', '/openapi.json');
      expect(response.status).toBe(200);
      expect(response.json()).toMatchObject({ openapi: '3.1.0', paths: { '/v1/ApiKeys': {} } });
    });
  });

  describe('GET /docs', () => {
    it('serves an HTML page that loads only local files', async () => {
      const response = await h.request('GET', '/docs');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.text).not.toMatch(/(https?:)?\/\/[a-z0-9]/i);
      const sources = [...response.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
      expect(sources.length).toBeGreaterThan(2);
      for (const source of sources) {
        expect(source).toMatch(/^\/docs\//);
        expect((await h.request('GET', source)).status).toBe(200);
      }
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    });

    it('points the reference at /openapi.json without the public validator', async () => {
      const init = await h.request('GET', '/docs/init.js');
      expect(init.text).toContain("url: '/openapi.json'");
      expect(init.text).toContain('validatorUrl: null');
    });

    it('serves no other file of the package', async () => {
      expect((await h.request('GET', '/docs/package.json')).status).toBe(404);
      expect((await h.request('GET', '/docs/..%2Fpackage.json')).status).toBe(404);
    });
  });

  describe('an unknown route', () => {
    it('answers a 404 problem, with or without a key', async () => {
      const me = await h.member();
      for (const key of [undefined, me.secret]) {
        const response = await h.request('GET', '/v1/Nothing', key === undefined ? {} : { key });
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        expect(response.json()).toMatchObject({ status: 404, code: 'route_not_found' });
      }
    });
  });

  describe('a known route with another method', () => {
    it('answers a 405 problem with Allow', async () => {
      const response = await h.request('DELETE', '/v1/ApiKeys');
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toContain('POST');
      expect(response.json()).toMatchObject({ status: 405, code: 'method_not_allowed' });
    });
  });

  describe('when something throws', () => {
    it('answers a 500 problem without details and logs the error', async () => {
      const me = await h.member();
      const list = jest.spyOn(h.adapters.apiKeys, 'listByUser').mockImplementation(() => {
        throw new Error('SELECT * FROM api_keys at /srv/quire/db.ts:12');
      });
      try {
        const response = await h.request('GET', '/v1/ApiKeys', { key: me.secret });
        expect(response.status).toBe(500);
        expect(response.json()).toEqual({
          type: 'urn:quire:problem:internal_error',
          title: 'Internal server error',
          status: 500,
          detail: 'The request could not be completed.',
          code: 'internal_error',
        });
        expect(h.logLines.some((line) => line.includes('SELECT * FROM api_keys'))).toBe(true);
      } finally {
        list.mockRestore();
      }
    });

    it('answers the same for a storage failure', async () => {
      const me = await h.member();
      const list = jest.spyOn(h.adapters.apiKeys, 'listByUser').mockReturnValue(TE.left({ _tag: 'StorageError', operation: 'apiKeys.listByUser', kind: 'failed', cause: new Error('ECONNREFUSED 10.0.0.1:3306') }));
      try {
        const response = await h.request('GET', '/v1/ApiKeys', { key: me.secret });
        expect(response.status).toBe(500);
        expect(response.text).not.toContain('ECONNREFUSED');
        expect(h.logLines.some((line) => line.includes('apiKeys.listByUser'))).toBe(true);
      } finally {
        list.mockRestore();
      }
    });
  });
});
