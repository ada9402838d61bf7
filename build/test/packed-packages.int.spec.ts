import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';

/*
 * The published packages as a user gets them (ADR 0060): each one packed with `npm pack` (which
 * builds it: `prepack`), its tarball installed ALONE into an empty project outside the repository
 * (no workspace, no other tarball: what it needs comes from the registry, and no Quire package
 * is there), and small scripts run there under plain `node` — an ES module and a CommonJS one —
 * and type-checked by `tsc` against the packed declarations.
 */
const run = promisify(execFile);
const REPO = path.join(__dirname, '..', '..');
const TSC = require.resolve('typescript/bin/tsc');
const LETTER_TEXT = 'Dear Ada Lovelace,\nYour fee is $1,250.00, due within a week.\n1. Review the lease\n2. Draft the reply\nYours, Quire & Partners';

/** What is run in the project where the package is installed alone: each script prints `ok` when what it checks holds. */
type Usage = { readonly esm: string; readonly cjs: string; readonly typescript: string };

const USAGES: Readonly<Record<'expressions' | 'domain' | 'docx-engine' | 'client', Usage>> = {
  expressions: {
    esm: `
import { parseExpression, evaluateExpression } from '@quire/expressions';
const rule = parseExpression('age >= 18 and country = "FR"');
if (!rule.ok || evaluateExpression(rule.value, (name) => ({ age: 30, country: 'FR' })[name]) !== true) throw new Error('expressions');
console.log('ok');
`,
    cjs: `
const { parseExpression, evaluateExpression } = require('@quire/expressions');
const rule = parseExpression('age >= 18');
if (!rule.ok || evaluateExpression(rule.value, () => 12) !== false) throw new Error('expressions');
console.log('ok');
`,
    typescript: `
import { parseExpression, type Expr } from '@quire/expressions';
export const rule: Expr | undefined = ((r) => (r.ok ? r.value : undefined))(parseExpression('a = 1'));
`,
  },
  domain: {
    esm: `
import { createTenant } from '@quire/domain';
const tenant = createTenant({ id: 't1', name: 'Acme LLP', now: new Date(0) });
if (tenant._tag !== 'Right' || tenant.right.name !== 'Acme LLP') throw new Error('domain');
console.log('ok');
`,
    cjs: `
const { createTenant, createApiKey } = require('@quire/domain');
const tenant = createTenant({ id: 't1', name: '', now: new Date(0) });
if (tenant._tag !== 'Left' || typeof createApiKey !== 'function') throw new Error('domain');
console.log('ok');
`,
    typescript: `
import { createApiKey, type Tenant } from '@quire/domain';
export type T = Tenant;
export const make = createApiKey;
`,
  },
  'docx-engine': {
    esm: `
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { compileTemplate, renderTemplate, docxText } from '@quire/docx-engine';
const require = createRequire(import.meta.url);
const examples = require.resolve('@quire/docx-engine/package.json').replace(/package\\.json$/, 'examples/');
const compiled = compileTemplate(readFileSync(examples + 'letter.docx'));
if (!compiled.ok) throw new Error(compiled.error.message);
const rendered = renderTemplate(compiled.value, JSON.parse(readFileSync(examples + 'letter.json', 'utf8')));
if (!rendered.ok) throw new Error(rendered.error.message);
const text = docxText(rendered.value.bytes);
if (!text.ok || text.value !== ${JSON.stringify(LETTER_TEXT)}) throw new Error('unexpected text: ' + JSON.stringify(text));
console.log('ok');
`,
    // rush: false takes the condition's other branch (the expressions language, bundled in the engine).
    cjs: `
const { readFileSync } = require('node:fs');
const { compileTemplate, renderTemplate, docxText } = require('@quire/docx-engine');
const examples = require.resolve('@quire/docx-engine/package.json').replace(/package\\.json$/, 'examples/');
const compiled = compileTemplate(readFileSync(examples + 'letter.docx'));
const rendered = renderTemplate(compiled.value, { client_name: 'Grace Hopper', fee: 10, rush: false, items: [], signatory: 'Q' });
const text = docxText(rendered.value.bytes);
if (!text.ok || !text.value.startsWith('Dear Grace Hopper,\\nYour fee is $10.00.')) throw new Error('unexpected text: ' + JSON.stringify(text));
let refused = false;
try { require('@quire/docx-engine/compile/compile-template'); } catch (error) { refused = error.code === 'ERR_PACKAGE_PATH_NOT_EXPORTED'; }
if (!refused) throw new Error('an internal module is reachable');
console.log('ok');
`,
    typescript: `
import { compileTemplate, renderTemplate, type RenderWarning, type Vocabulary } from '@quire/docx-engine';
export const render = (bytes: Uint8Array): readonly RenderWarning[] => {
  const compiled = compileTemplate(bytes);
  if (!compiled.ok) return [];
  const rendered = renderTemplate(compiled.value, { name: 'x' }, { missing: 'highlight', locale: 'en-GB' });
  return rendered.ok ? rendered.value.warnings : [];
};
export type V = Vocabulary;
`,
  },
  client: {
    esm: `
import { createQuireClient } from '@quire/client';
if (typeof createQuireClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'qk_x' }).POST !== 'function') throw new Error('client');
console.log('ok');
`,
    cjs: `
const { createQuireClient, docxBody } = require('@quire/client');
if (typeof createQuireClient !== 'function' || !(docxBody(new Uint8Array([80, 75])).body instanceof Blob)) throw new Error('client');
console.log('ok');
`,
    typescript: `
import { createQuireClient, type components } from '@quire/client';
const client = createQuireClient({ baseUrl: 'http://127.0.0.1:3000', apiKey: 'qk_x' });
export const alias = (): Promise<components['schemas']['Alias'] | undefined> =>
  client.POST('/v1/Aliases', { body: { name: 'client_name', type: 'text' } }).then((answer) => answer.data);
`,
  },
};

/** `npm pack` of one package into `folder`: the tarball's path and the files it holds. */
const pack = async (name: string, folder: string): Promise<{ tarball: string; files: string[] }> => {
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', folder], { cwd: path.join(REPO, 'packages', name), maxBuffer: 64 * 1024 * 1024 });
  // prepack's build prints to stdout before npm's JSON (on a fresh clone its lines may hold brackets): the JSON is the array that starts a line.
  const json = stdout.search(/^\[\s*\{/m);
  if (json < 0) throw new Error(`npm pack printed no JSON for ${name}`);
  const [packed] = JSON.parse(stdout.slice(json)) as Array<{ filename: string; files: Array<{ path: string }> }>;
  if (packed === undefined) throw new Error(`npm pack answered nothing for ${name}`);
  return { tarball: path.join(folder, packed.filename), files: packed.files.map((file) => file.path) };
};

/** Where each package was installed alone (the README's example runs in the engine's). */
const projects = new Map<string, string>();
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

describe.each(Object.entries(USAGES))('@quire/%s, packed and installed alone in a project of its own', (name, usage) => {
  let folder: string;
  let project: string;
  let files: string[];

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), `quire-packed-${name}-`));
    folders.push(folder);
    const packed = await pack(name, folder);
    files = packed.files;
    project = path.join(folder, 'project');
    mkdirSync(project);
    writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'uses-quire', version: '1.0.0', private: true }));
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', packed.tarball], { cwd: project, maxBuffer: 64 * 1024 * 1024 });
    projects.set(name, project);
  }, 600_000);

  it('ships its built entry points, README and LICENSE, and no sources', () => {
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json', 'dist/index.js', 'dist/index.mjs', 'dist/index.d.ts', 'dist/index.d.mts']));
    expect(files.filter((file) => file.startsWith('src/') || file.endsWith('.spec.ts'))).toEqual([]);
  });

  it('installs with no other Quire package, from no folder but its own', () => {
    expect(readdirSync(path.join(project, 'node_modules', '@quire'))).toEqual([name]);
    // Nothing above the project could lend it a package: node looks in every parent's node_modules.
    expect(path.relative(REPO, project).startsWith('..')).toBe(true);
    expect(existsSync(path.join(folder, 'node_modules'))).toBe(false);
    const installed = JSON.parse(readFileSync(path.join(project, 'node_modules', '@quire', name, 'package.json'), 'utf8')) as { license: string };
    expect(installed.license).toBe('Apache-2.0');
  });

  it('runs under plain node as an ES module', async () => {
    writeFileSync(path.join(project, 'example.mjs'), usage.esm);
    expect((await run(process.execPath, ['example.mjs'], { cwd: project })).stdout.trim()).toBe('ok');
  });

  it('runs under plain node as CommonJS', async () => {
    writeFileSync(path.join(project, 'example.cjs'), usage.cjs);
    expect((await run(process.execPath, ['example.cjs'], { cwd: project })).stdout.trim()).toBe('ok');
  });

  it('type-checks against its declarations, from an ES module and from CommonJS', async () => {
    writeFileSync(path.join(project, 'example.mts'), usage.typescript);
    writeFileSync(path.join(project, 'example.cts'), usage.typescript);
    writeFileSync(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({ compilerOptions: { module: 'node16', moduleResolution: 'node16', target: 'es2022', lib: ['es2023', 'dom'], strict: true, noEmit: true, skipLibCheck: false, types: [] }, files: ['example.mts', 'example.cts'] }),
    );
    await expect(run(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: project }).then(() => 'types ok')).resolves.toBe('types ok');
  }, 120_000);
});

describe('the example the docx-engine README shows', () => {
  it('runs as shipped in the package, installed alone', async () => {
    const project = projects.get('docx-engine');
    if (project === undefined) throw new Error('the engine was not installed');
    const shipped = await run(process.execPath, [path.join('node_modules', '@quire', 'docx-engine', 'examples', 'render-letter.mjs')], { cwd: project });
    expect(shipped.stdout.trim()).toBe(LETTER_TEXT);
  });
});
