import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runCli } from './run-cli';

const run = async (args: string[], env: Record<string, string>) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, env, os.tmpdir(), { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n') };
};

describe('quire CLI', () => {
  const env = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'quire-cli-')) };

  describe('when an administrator creates a tenant, a user and a key', () => {
    it('prints each id and finally a key in the qk_ format', async () => {
      const tenant = await run(['tenants', 'create', '--name', 'Acme LLP'], env);
      expect(tenant).toMatchObject({ code: 0, err: '' });
      const user = await run(['users', 'create', '--tenant', tenant.out, '--email', 'jo@acme.test', '--name', 'Jo'], env);
      expect(user).toMatchObject({ code: 0, err: '' });
      const key = await run(['keys', 'create', '--tenant', tenant.out, '--user', user.out, '--name', 'ops'], env);
      expect(key.code).toBe(0);
      expect(key.out).toMatch(/^qk_[0-9A-Za-z]{49}$/);
    });
  });

  describe('when the tenant does not exist', () => {
    it('fails with a one-line reason', async () => {
      const result = await run(['keys', 'create', '--tenant', 'nope', '--user', 'nobody'], env);
      expect(result.code).toBe(1);
      expect(result.err).toBe('quire keys create: Tenant nope does not exist');
    });
  });

  describe('when a required option is missing or unknown', () => {
    it('prints the usage with exit 2', async () => {
      expect(await run(['users', 'create', '--tenant', 't'], env)).toMatchObject({ code: 2, err: expect.stringContaining('missing --email') });
      expect(await run(['tenants', 'create', '--name', 'x', '--colour', 'red'], env)).toMatchObject({ code: 2 });
      expect(await run(['frobnicate'], env)).toMatchObject({ code: 2, err: expect.stringContaining('Usage:') });
    });
  });

  describe('when asked for help', () => {
    it('prints the usage on stdout with exit 0', async () => {
      for (const args of [['--help'], ['-h'], ['help'], []]) {
        const help = await run(args, env);
        expect(help).toMatchObject({ code: 0, err: '' });
        expect(help.out).toContain('quire members add --tenant TENANT_ID_OR_NAME --user USER_ID_OR_EMAIL');
      }
      expect(await run(['keys', 'create', '--help'], env)).toMatchObject({ code: 0, out: expect.stringMatching(/^Usage: quire keys create/) });
    });
  });

  describe('when a tenant name is taken', () => {
    it('refuses the same name in any case, exit 1', async () => {
      expect(await run(['tenants', 'create', '--name', 'Unique Name LLP'], env)).toMatchObject({ code: 0 });
      const again = await run(['tenants', 'create', '--name', '  unique NAME llp '], env);
      expect(again).toMatchObject({ code: 1, err: expect.stringMatching(/^quire tenants create: tenant_name_taken: a tenant named "Unique Name LLP" already exists/) });
    });
  });

  describe('when an administrator adds an existing user to another tenant', () => {
    it('makes the user a member (by e-mail or id, tenant by name or id), who can then get a key there', async () => {
      const first = await run(['tenants', 'create', '--name', 'First LLP'], env);
      const second = await run(['tenants', 'create', '--name', 'Second LLP', '--json'], env);
      const secondId = (JSON.parse(second.out) as { id: string }).id;
      const user = await run(['users', 'create', '--tenant', first.out, '--email', 'sam@first.test'], env);
      expect(await run(['keys', 'create', '--tenant', secondId, '--user', user.out], env)).toMatchObject({ code: 1, err: expect.stringContaining('not a member') });

      const added = await run(['members', 'add', '--tenant', 'second llp', '--user', 'Sam@First.test', '--role', 'author'], env);
      expect(added).toEqual({ code: 0, out: `added\t${user.out}\t${secondId}\tauthor`, err: '' });
      const again = await run(['members', 'add', '--tenant', secondId, '--user', user.out, '--json'], env);
      expect(JSON.parse(again.out)).toEqual({ tenantId: secondId, userId: user.out, email: 'sam@first.test', role: 'author', added: false });

      const key = await run(['keys', 'create', '--tenant', secondId, '--user', user.out, '--json'], env);
      expect(key.code).toBe(0);
      expect(JSON.parse(key.out)).toEqual({ key: expect.stringMatching(/^qk_/), id: expect.any(String), prefix: expect.any(String), name: 'CLI key', tenantId: secondId, userId: user.out, role: 'author' });
      const drafterKey = await run(['keys', 'create', '--tenant', secondId, '--user', user.out, '--role', 'drafter', '--json'], env);
      expect(JSON.parse(drafterKey.out)).toMatchObject({ role: 'drafter' });
      expect(await run(['keys', 'create', '--tenant', secondId, '--user', user.out, '--role', 'owner'], env)).toMatchObject({ code: 1, err: expect.stringContaining('role') });
      expect(await run(['keys', 'create', '--tenant', secondId, '--user', user.out, '--role', 'admin'], env)).toMatchObject({ code: 2, err: expect.stringContaining('--role must be one of owner, author, drafter, auditor') });
    });

    it('says which does not exist', async () => {
      expect(await run(['members', 'add', '--tenant', 'First LLP', '--user', 'nobody@nowhere.test'], env)).toMatchObject({ code: 1, err: expect.stringContaining('User nobody@nowhere.test does not exist') });
      expect(await run(['members', 'add', '--tenant', 'No Such LLP', '--user', 'sam@first.test'], env)).toMatchObject({ code: 1, err: expect.stringContaining('no tenant has the id or the name') });
    });
  });

  describe('when the configuration is invalid', () => {
    it('names the setting', async () => {
      const result = await run(['tenants', 'create', '--name', 'x'], { ...env, DATABASE_URL: 'mysql://root@127.0.0.1/x' });
      expect(result).toMatchObject({ code: 78, err: expect.stringContaining('KEY_PEPPER') });
    });
  });
});

describe('quire as a process whose reader stops early (`quire … | head -1`)', () => {
  it('stops quietly with exit 0, without a stack trace', async () => {
    const env = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'quire-cli-pipe-')) };
    const tenant = await run(['tenants', 'create', '--name', 'Pipe LLP'], env);
    const child = spawn(process.execPath, ['--require', 'tsx/cjs', path.join(__dirname, 'main.ts'), 'examples', 'load', '--tenant', tenant.out], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const firstLine = await new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(firstLine).toMatch(/^alias\t/);
    expect(stderr).toBe('');
    expect(code).toBe(0);
  }, 60_000);
});
