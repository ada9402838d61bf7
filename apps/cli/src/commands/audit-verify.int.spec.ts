import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { createKnex } from '@quire/adapter-persistence-knex/create-knex';
import { sealAuditEvent } from '@quire/application/audit-trail/seal-audit-event';
import { tenantId } from '@quire/domain/ids';
import type { Knex } from 'knex';
import { runCli } from '../run-cli';

const run = async (args: string[], env: Record<string, string>) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, env, os.tmpdir(), { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
};

type Row = Record<string, unknown> & { seq: number; id: string; hash: string; prev: string };

/**
 * `quire audit verify` on a store whose audit table is tampered with behind Quire's back, as someone
 * with the database's password could: each edit, deletion, insertion and reordering is found and
 * named; the chain put back, it is intact again.
 */
describe('quire audit verify', () => {
  const env = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'quire-audit-')) };
  let tenant = '';
  let db: Knex;
  let original: Row[] = [];
  const rows = async (): Promise<Row[]> => (await db('audit_events').where({ tenant_id: tenant }).orderBy('seq')) as Row[];
  const putBack = async () => {
    await db('audit_events').where({ tenant_id: tenant }).delete();
    await db('audit_events').insert(original);
  };
  const verify = () => run(['audit', 'verify', '--tenant', tenant], env);

  beforeAll(async () => {
    tenant = (await run(['tenants', 'create', '--name', 'Audited LLP'], env)).out;
    const first = (await run(['users', 'create', '--tenant', tenant, '--email', 'one@audited.test'], env)).out;
    await run(['keys', 'create', '--tenant', tenant, '--user', first], env);
    const second = (await run(['users', 'create', '--tenant', tenant, '--email', 'two@audited.test', '--role', 'drafter'], env)).out;
    await run(['keys', 'create', '--tenant', tenant, '--user', second, '--role', 'drafter'], env);
    db = createKnex(`sqlite:${path.join(env.DATA_DIR, 'quire.sqlite')}`);
    original = await rows();
  }, 120_000);
  afterAll(async () => {
    await db?.destroy();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  it('finds the chain of the operator’s changes intact', async () => {
    expect(original.map((row) => [row['seq'], row['action'], row['actor_user_id']])).toEqual([
      [1, 'member.added', 'operator'],
      [2, 'apiKey.created', 'operator'],
      [3, 'member.added', 'operator'],
      [4, 'apiKey.created', 'operator'],
    ]);
    expect(await verify()).toEqual({ code: 0, out: `intact\t4 events\t${tenant}`, err: '' });
    expect(JSON.parse((await run(['audit', 'verify', '--tenant', 'Audited LLP', '--json'], env)).out)).toEqual({ tenantId: tenant, events: 4, firstBreak: null });
  });

  it.each([
    ['an edited event', async () => void (await db('audit_events').where({ tenant_id: tenant, seq: 2 }).update({ details: '{"name":"CLI key","role":"drafter"}' })), 'at event 2 (ID2): edited; the 1 event before it is intact'],
    ['a deleted event', async () => void (await db('audit_events').where({ tenant_id: tenant, seq: 3 }).delete()), 'at event 3 (ID4): missing'],
    [
      'two events swapped',
      async () => {
        await db('audit_events').where({ tenant_id: tenant, seq: 2 }).update({ seq: 100 });
        await db('audit_events').where({ tenant_id: tenant, seq: 3 }).update({ seq: 2 });
        await db('audit_events').where({ tenant_id: tenant, seq: 100 }).update({ seq: 3 });
      },
      'at event 2 (ID3): broken link',
    ],
    [
      'an event added after the last, sealed as Quire would',
      async () => {
        const last = original.at(-1) as Row;
        const forged = { id: 'forged', tenantId: tenantId(tenant), seq: 5, at: new Date(), actor: { userId: 'operator', keyPrefix: null }, action: 'member.added', resource: { type: 'Member', id: 'x', version: null }, outcome: 'succeeded' as const, requestId: null, details: {}, prev: last.hash };
        await db('audit_events').insert({ ...last, seq: 5, id: 'forged', at: forged.at, action: 'member.added', actor_key_prefix: null, resource_type: 'Member', resource_id: 'x', resource_version: null, details: '{}', prev: last.hash, hash: sealAuditEvent(forged) });
      },
      'at event 4: head mismatch',
    ],
  ])('names the first broken link after %s, and is intact again once it is put back', async (_what, tamper, said) => {
    const ids = Object.fromEntries(original.map((row) => [`ID${row.seq}`, row.id]));
    await tamper();
    const broken = await verify();
    expect(broken.code).toBe(1);
    expect(broken.err).toContain(said.replace(/ID\d/, (name) => ids[name] ?? name));
    await putBack();
    expect((await verify()).code).toBe(0);
  });
});
