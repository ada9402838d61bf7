import { createKnex } from '@quire/adapter-persistence-knex/create-knex';
import { createTemporaryMysqlDatabase, type TemporaryMysqlDatabase } from '@quire/testing/temporary-mysql-database';
import { startTestServer, type TestServer } from './server-harness';

const RACERS = 20;

/**
 * Races and database errors through HTTP, on the real server over MariaDB (ADR 0016): the statuses
 * the contract names, never a 500 for a race, and logs without SQL, values or content.
 */
describe('the server on MySQL/MariaDB, when requests race or the database refuses', () => {
  let database: TemporaryMysqlDatabase;
  let server: TestServer;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await createTemporaryMysqlDatabase();
    server = await startTestServer({ DATABASE_URL: database.url, KEY_PEPPER: 'test-pepper-'.repeat(4) }, undefined, logLines);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  const key = (): string => server.bootstrapKey as string;
  const send = async (method: string, route: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(server.url + route, {
      method,
      headers: { authorization: `Bearer ${key()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const raw = await response.text();
    return { status: response.status, body: (raw === '' ? undefined : JSON.parse(raw)) as { code?: string; id?: string; version?: number }, raw };
  };
  const statuses = (answers: ReadonlyArray<{ status: number; body: { code?: string } }>): Record<string, number> =>
    answers.map((answer) => `${answer.status}${answer.body?.code === undefined ? '' : ` ${answer.body.code}`}`).reduce<Record<string, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

  it(`answers ${RACERS} alias PUTs with one If-Match: one 200 and 412 version_mismatch to every other`, async () => {
    const alias = await send('POST', '/v1/Aliases', { name: 'client_name', type: 'text' });
    expect(alias.status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, racer) => send('PUT', `/v1/Aliases/${alias.body.id}`, { label: `Client ${racer}` }, { 'if-match': `"${alias.body.version}"` })),
    );
    expect(statuses(answers)).toEqual({ '200': 1, '412 version_mismatch': RACERS - 1 });
  });

  it(`answers ${RACERS} snippet creates in a folder deleted among them with 201 or 422, and the delete with 204 or 409, never 500`, async () => {
    const folder = await send('POST', '/v1/Snippets/Folder', { name: 'Doomed' });
    expect(folder.status).toBe(201);
    const creates = Array.from({ length: RACERS }, (_, racer) => send('POST', '/v1/Snippets', { name: `Clause ${racer}`, folderId: folder.body.id, text: 'A clause.' }));
    const deletion = send('DELETE', `/v1/Snippets/Folders/${folder.body.id}`, undefined);
    const created = statuses(await Promise.all(creates));
    const deleted = await deletion;
    expect(Object.keys(created).filter((status) => status !== '201' && status !== '422 validation_failed')).toEqual([]);
    expect(`${deleted.status}`).toBe(created['201'] === undefined ? '204' : '409');
  });

  it('logs a database error by code, number, constraint and table: never the statement, its values or the snippet text', async () => {
    const marker = `marker-${Date.now().toString(36)}-text`;
    const db = createKnex(database.url);
    try {
      await db.raw(`alter table snippets add constraint snippet_text_refused check (locate(?, text) = 0)`, [marker]);
    } finally {
      await db.destroy();
    }
    const linesBefore = logLines.length;
    const refused = await send('POST', '/v1/Snippets', { name: 'Marked clause', text: `The clause ${marker}.` });
    expect(refused.status).toBe(500);
    expect(refused.raw).not.toContain(marker);
    const lines = logLines.slice(linesBefore);
    const logged = lines.map((line) => JSON.parse(line) as { error?: Record<string, unknown> }).find((line) => line.error !== undefined);
    expect(logged?.error).toMatchObject({ name: 'StorageError', operation: 'snippets.insert', kind: 'failed', errno: 4025, constraint: 'snippet_text_refused', table: 'snippets' });
    expect(lines.filter((line) => line.includes(marker) || /insert into/i.test(line))).toEqual([]);
  });
});
