import type { TestServer } from './server-harness';

type Key = { id: string; key?: string; status: string; name: string };

/**
 * The README's key session against a running server; answers every secret it saw so the caller can
 * check the store for plaintext. Shared by the SQLite and MariaDB end-to-end tests.
 */
export const exerciseApiKeyLifecycle = async (server: TestServer, bootstrapKey: string): Promise<string[]> => {
  const listed = await server.call('GET', '/v1/ApiKeys', bootstrapKey);
  expect(listed.status).toBe(200);
  expect((listed.body as { items: Key[] }).items).toHaveLength(1);

  const created = await server.call('POST', '/v1/ApiKeys', bootstrapKey, { name: 'deploy' });
  expect(created.status).toBe(201);
  const second = created.body as Key;
  expect(second.key).toMatch(/^qk_/);

  const renamed = await server.call('PUT', `/v1/ApiKeys/${second.id}`, bootstrapKey, { name: 'deploy (prod)' });
  expect(renamed.status).toBe(200);
  expect((renamed.body as Key).name).toBe('deploy (prod)');

  expect((await server.call('PUT', `/v1/ApiKeys/${second.id}/Deactivate`, bootstrapKey)).status).toBe(200);
  expect((await server.call('GET', '/v1/ApiKeys', second.key)).status).toBe(401);
  expect((await server.call('PUT', `/v1/ApiKeys/${second.id}/Reactivate`, bootstrapKey)).status).toBe(200);
  expect((await server.call('GET', '/v1/ApiKeys', second.key)).status).toBe(200);

  const all = await server.call('GET', '/v1/ApiKeys', second.key);
  for (const secret of [bootstrapKey, second.key as string]) expect(all.raw).not.toContain(secret);
  expect((all.body as { items: Key[] }).items.map((k) => k.status)).toEqual(['active', 'active']);
  return [bootstrapKey, second.key as string];
};
