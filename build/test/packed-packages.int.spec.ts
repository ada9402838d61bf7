import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';

/*
 * The published packages as a user gets them (ADR 0060): each one packed with `npm pack` (which
 * builds it: `prepack`), the tarballs installed into a new project outside the repository, and
 * examples run there under plain `node` — an ES module and a CommonJS script that render a
 * template and check its text — and type-checked by `tsc` against the packed declarations.
 */
const run = promisify(execFile);
const REPO = path.join(__dirname, '..', '..');
const PACKAGES = ['expressions', 'domain', 'docx-engine', 'client'] as const;
const TSC = require.resolve('typescript/bin/tsc');
const LETTER_TEXT = 'Dear Ada Lovelace,\nYour fee is $1,250.00, due within a week.\n1. Review the lease\n2. Draft the reply\nYours, Quire & Partners';

const ESM_EXAMPLE = `
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compileTemplate, renderTemplate, docxText } from '@quire/docx-engine';
import { parseExpression, evaluateExpression } from '@quire/expressions';
import { createTenant } from '@quire/domain';
import { createQuireClient } from '@quire/client';

const require = createRequire(import.meta.url);
const examples = require.resolve('@quire/docx-engine/package.json').replace(/package\\.json$/, 'examples/');
const compiled = compileTemplate(readFileSync(examples + 'letter.docx'));
if (!compiled.ok) throw new Error(compiled.error.message);
const rendered = renderTemplate(compiled.value, JSON.parse(readFileSync(examples + 'letter.json', 'utf8')));
if (!rendered.ok) throw new Error(rendered.error.message);
const text = docxText(rendered.value.bytes);
if (!text.ok || text.value !== ${JSON.stringify(LETTER_TEXT)}) throw new Error('unexpected text: ' + JSON.stringify(text));

const rule = parseExpression('age >= 18 and country = "FR"');
if (!rule.ok || evaluateExpression(rule.value, (name) => ({ age: 30, country: 'FR' })[name]) !== true) throw new Error('expressions');
const tenant = createTenant({ id: 't1', name: 'Acme LLP', now: new Date(0) });
if (tenant._tag !== 'Right' || tenant.right.name !== 'Acme LLP') throw new Error('domain');
if (typeof createQuireClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'qk_x' }).POST !== 'function') throw new Error('client');
console.log('esm ok');
`;

const CJS_EXAMPLE = `
const { readFileSync } = require('node:fs');
const { compileTemplate, renderTemplate, docxText } = require('@quire/docx-engine');
const { parseExpression } = require('@quire/expressions');
const { createQuireClient } = require('@quire/client');
const examples = require.resolve('@quire/docx-engine/package.json').replace(/package\\.json$/, 'examples/');
const compiled = compileTemplate(readFileSync(examples + 'letter.docx'));
const rendered = renderTemplate(compiled.value, { client_name: 'Grace Hopper', fee: 10, items: [], signatory: 'Q' });
const text = docxText(rendered.value.bytes);
if (!text.ok || !text.value.startsWith('Dear Grace Hopper,\\nYour fee is $10.00.')) throw new Error('unexpected text: ' + JSON.stringify(text));
if (!parseExpression('a = 1').ok || typeof createQuireClient !== 'function') throw new Error('entry points');
let refused = false;
try { require('@quire/docx-engine/compile/compile-template'); } catch (error) { refused = error.code === 'ERR_PACKAGE_PATH_NOT_EXPORTED'; }
if (!refused) throw new Error('an internal module is reachable');
console.log('cjs ok');
`;

const TS_EXAMPLE = `
import { compileTemplate, renderTemplate, type RenderWarning } from '@quire/docx-engine';
import { parseExpression, type Expr } from '@quire/expressions';
import { createApiKey, type Tenant } from '@quire/domain';
import { createQuireClient, type components } from '@quire/client';

export const render = (bytes: Uint8Array): readonly RenderWarning[] => {
  const compiled = compileTemplate(bytes);
  if (!compiled.ok) return [];
  const rendered = renderTemplate(compiled.value, { name: 'x' }, { missing: 'highlight', locale: 'en-GB' });
  return rendered.ok ? rendered.value.warnings : [];
};
export const rule: Expr | undefined = ((r) => (r.ok ? r.value : undefined))(parseExpression('a = 1'));
export type T = Tenant;
export const make = createApiKey;
const client = createQuireClient({ baseUrl: 'http://127.0.0.1:3000', apiKey: 'qk_x' });
export const alias = (): Promise<components['schemas']['Alias'] | undefined> =>
  client.POST('/v1/Aliases', { body: { name: 'client_name', type: 'text' } }).then((answer) => answer.data);
`;

describe('the published packages, packed and installed in a project of their own', () => {
  let folder: string;
  beforeAll(() => (folder = mkdtempSync(path.join(os.tmpdir(), 'quire-packed-'))));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('install from their tarballs and work under plain node, as ES modules and CommonJS, with their types', async () => {
    const tarballs: string[] = [];
    for (const name of PACKAGES) {
      const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', folder], { cwd: path.join(REPO, 'packages', name), maxBuffer: 64 * 1024 * 1024 });
      // prepack's build prints to stdout before npm's JSON (on a fresh clone its lines may hold brackets): the JSON is the array that starts a line.
      const json = stdout.search(/^\[\s*\{/m);
      if (json < 0) throw new Error(`npm pack printed no JSON for ${name}`);
      const [packed] = JSON.parse(stdout.slice(json)) as Array<{ filename: string; files: Array<{ path: string }> }>;
      if (packed === undefined) throw new Error(`npm pack answered nothing for ${name}`);
      const files = packed.files.map((file) => file.path);
      expect(files).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json', 'dist/index.js', 'dist/index.mjs', 'dist/index.d.ts', 'dist/index.d.mts']));
      expect(files.filter((file) => file.startsWith('src/') || file.endsWith('.spec.ts'))).toEqual([]);
      tarballs.push(path.join(folder, packed.filename));
    }

    const project = path.join(folder, 'project');
    mkdirSync(project);
    writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'uses-quire', version: '1.0.0', private: true }));
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', ...tarballs], { cwd: project, maxBuffer: 64 * 1024 * 1024 });
    const installed = JSON.parse(readFileSync(path.join(project, 'node_modules', '@quire', 'docx-engine', 'package.json'), 'utf8')) as { license: string };
    expect(installed.license).toBe('Apache-2.0');

    writeFileSync(path.join(project, 'example.mjs'), ESM_EXAMPLE);
    writeFileSync(path.join(project, 'example.cjs'), CJS_EXAMPLE);
    expect((await run(process.execPath, ['example.mjs'], { cwd: project })).stdout.trim()).toBe('esm ok');
    expect((await run(process.execPath, ['example.cjs'], { cwd: project })).stdout.trim()).toBe('cjs ok');
    // The example the docx-engine README shows, as shipped in the package.
    const shipped = await run(process.execPath, [path.join('node_modules', '@quire', 'docx-engine', 'examples', 'render-letter.mjs')], { cwd: project });
    expect(shipped.stdout.trim()).toBe(LETTER_TEXT);

    // The declarations, for an ES module and for CommonJS.
    writeFileSync(path.join(project, 'example.mts'), TS_EXAMPLE);
    writeFileSync(path.join(project, 'example.cts'), TS_EXAMPLE);
    writeFileSync(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'node16', moduleResolution: 'node16', target: 'es2022', lib: ['es2023', 'dom'], strict: true, noEmit: true, skipLibCheck: false, types: [] }, files: ['example.mts', 'example.cts'] }),
    );
    await expect(run(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: project }).then(() => 'types ok')).resolves.toBe('types ok');
  }, 600_000);
});
