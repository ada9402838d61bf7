import { tenantId } from '@quire/domain/ids';
import type { FormTemplate } from '@quire/domain/library/form-templates/form-template';
import type { Snippet } from '@quire/domain/library/snippets/snippet';
import type { Tenant } from '@quire/domain/accounts/tenant';
import { compose } from '@quire/server/composition/compose';
import { readConfig } from '@quire/server/config';
import { createLogger } from '@quire/server/logger';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { runCli } from '../run-cli';
import { DEFAULT_EXAMPLES_DIR } from './example-library';

const run = async (args: string[], env: Record<string, string>) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, env, os.tmpdir(), { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err: err.join('\n') };
};

const manifest = (file: string): ReadonlyArray<{ name: string }> => JSON.parse(fs.readFileSync(path.join(DEFAULT_EXAMPLES_DIR, file), 'utf8'));

/** Reads the stored library of a tenant through the same composition as the server. */
const readStored = async (env: Record<string, string>, tenant: string) => {
  const config = readConfig(env, os.tmpdir());
  if (E.isLeft(config)) throw new Error(config.left.message);
  const composition = await compose(config.right, createLogger({ logLevel: 'silent' }));
  try {
    const find = async <A>(task: () => Promise<E.Either<unknown, O.Option<A>>>): Promise<A> => {
      const found = await task();
      if (E.isLeft(found) || O.isNone(found.right)) throw new Error('not stored');
      return found.right.value;
    };
    const templates: FormTemplate[] = [];
    for (const { name } of manifest('templates.json')) templates.push(await find(composition.ports.templates.findByName(tenantId(tenant), name)));
    const snippets: Snippet[] = [];
    for (const { name } of manifest('snippets.json')) snippets.push(await find(composition.ports.snippets.findByName(tenantId(tenant), name)));
    return { templates, snippets };
  } finally {
    await composition.close();
  }
};

const rows = (out: ReadonlyArray<string>) => out.filter((line) => !line.startsWith('#')).map((line) => line.split('\t'));

describe('quire examples load', () => {
  const env = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'quire-examples-')) };
  let tenant = '';
  let firstLoad: string[][] = [];

  beforeAll(async () => {
    tenant = (await run(['tenants', 'create', '--name', 'Hale & Whitcombe LLP'], env)).out.join('');
    const loaded = await run(['examples', 'load', '--tenant', '  hale & whitcombe llp '], env);
    expect(loaded).toMatchObject({ code: 0, err: '' });
    firstLoad = rows(loaded.out);
  }, 60_000);

  describe('when the library is loaded into a tenant named on the command line', () => {
    it('creates every alias, rule, snippet and template of examples/, printing each with its id', () => {
      const created = (kind: string) => firstLoad.filter(([k, , status]) => k === kind && status === 'created').map(([, name]) => name);
      expect(created('alias')).toEqual(manifest('aliases.json').map((a) => a.name));
      expect(created('rule')).toEqual(manifest('rules.json').map((r) => r.name));
      expect(created('snippet')).toEqual(manifest('snippets.json').map((s) => s.name));
      expect(created('template')).toEqual(manifest('templates.json').map((t) => t.name));
      expect(created('folder')).toEqual(expect.arrayContaining(['Clauses', 'Clauses/Confidentiality', 'Clauses/Governing law', 'Engagement']));
      for (const row of firstLoad) expect(row[3]).toMatch(/^\S+$/);
    });

    it('stores templates and snippets whose analyses have no diagnostics and resolve every name to the library', async () => {
      const { templates, snippets } = await readStored(env, tenant);
      for (const { name, analysis } of [...templates, ...snippets]) {
        expect({ name, diagnostics: analysis.diagnostics }).toEqual({ name, diagnostics: [] });
        expect({ name, unresolvedFields: analysis.fields.filter((f) => f.alias === null) }).toEqual({ name, unresolvedFields: [] });
        expect({ name, unresolvedSnippets: analysis.snippets.filter((s) => s.snippet === null) }).toEqual({ name, unresolvedSnippets: [] });
        expect({ name, unresolvedRepeats: analysis.repeats.filter((r) => r.alias === null) }).toEqual({ name, unresolvedRepeats: [] });
      }
      const fieldsOf = (name: string) => templates.find((t) => t.name === name)?.analysis.fields ?? [];
      // One data set, many forms: the NDA and the court form name the client by synonyms.
      expect(fieldsOf('Mutual Non-Disclosure Agreement')).toContainEqual(expect.objectContaining({ name: 'Client Name', alias: 'client_name' }));
      expect(fieldsOf('Declaration Regarding Minor Children')).toContainEqual(expect.objectContaining({ name: 'Petitioner Name', alias: 'client_name' }));
    });
  });

  describe('when the library is loaded a second time', () => {
    it('changes nothing and reports every item as already there, with the same ids', async () => {
      const again = await run(['examples', 'load', '--tenant', tenant], env);
      expect(again).toMatchObject({ code: 0, err: '' });
      expect(rows(again.out)).toEqual(firstLoad.map(([kind, name, , id]) => [kind, name, 'exists', id]));
      expect(again.out.at(-1)).toMatch(/: 0 created, \d+ already there$/);
    }, 60_000);
  });

  describe('when the tenant cannot be told', () => {
    it('fails with one line when no tenant has that id or name', async () => {
      expect(await run(['examples', 'load', '--tenant', 'Nobody LLP'], env)).toMatchObject({
        code: 1,
        err: 'quire examples load: no tenant has the id or the name "Nobody LLP"',
      });
    });

    it('asks for an id when several tenants have the name (stored before names were unique)', async () => {
      await run(['tenants', 'create', '--name', 'Twin LLP'], env);
      expect(await run(['tenants', 'create', '--name', 'twin llp'], env)).toMatchObject({ code: 1, err: expect.stringContaining('tenant_name_taken') });
      // A store from before tenant names were unique may hold two: written past the use case.
      const config = readConfig(env, os.tmpdir());
      if (E.isLeft(config)) throw new Error(config.left.message);
      const composition = await compose(config.right, createLogger({ logLevel: 'silent' }));
      try {
        const now = new Date('2026-01-01T00:00:00Z');
        const twin: Tenant = { id: tenantId('twin-legacy-0000000000001'), name: 'twin llp', createdAt: now, updatedAt: now, version: 1 };
        const inserted = await composition.ports.tenants.insert(twin)();
        if (E.isLeft(inserted)) throw new Error('the legacy twin was not stored');
      } finally {
        await composition.close();
      }
      const result = await run(['examples', 'load', '--tenant', 'Twin LLP'], env);
      expect(result.code).toBe(1);
      expect(result.err).toMatch(/^quire examples load: 2 tenants are named "Twin LLP"; give one of their ids: \S+, \S+$/);
    });
  });

  describe('when an item of a library is refused by the use cases', () => {
    it('stops with one line naming the item and the reason', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-library-'));
      fs.writeFileSync(path.join(dir, 'aliases.json'), JSON.stringify([{ name: 'client_name', type: 'text' }]));
      fs.writeFileSync(path.join(dir, 'rules.json'), '[]');
      fs.writeFileSync(path.join(dir, 'snippets.json'), JSON.stringify([{ name: 'Broken Greeting', text: 'Dear {{client_name | uper}},' }]));
      fs.writeFileSync(path.join(dir, 'templates.json'), '[]');
      const other = (await run(['tenants', 'create', '--name', 'Broken Library LLP'], env)).out.join('');
      const result = await run(['examples', 'load', '--tenant', other, '--dir', dir], env);
      expect(result.code).toBe(1);
      expect(result.err).toMatch(/^quire examples load: snippet "Broken Greeting": Unknown filter "uper"\. Did you mean "upper"\?.*paragraph 1\)$/);
      expect(result.err.split('\n')).toHaveLength(1);
    });

    it('names the file when a list is not readable', async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quire-library-'));
      fs.writeFileSync(path.join(dir, 'aliases.json'), '{"name": "not a list"}');
      const result = await run(['examples', 'load', '--tenant', tenant, '--dir', dir], env);
      expect(result).toMatchObject({ code: 1, err: `quire examples load: ${path.join(dir, 'aliases.json')}: must be an array of objects` });
    });
  });
});
