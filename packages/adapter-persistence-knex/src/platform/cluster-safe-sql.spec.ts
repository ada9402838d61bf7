import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository: packages/adapter-persistence-knex/src/platform is four levels down. */
const ROOT = join(__dirname, '..', '..', '..', '..');
/** Where Quire's own code lives (specs and test helpers included: they run on the cluster too). */
const CODE_FOLDERS = ['packages', 'apps'];
const SKIPPED = new Set(['node_modules', 'dist', '.turbo', 'coverage']);

/**
 * What locks one node of a Galera cluster only, or is refused there: named locks (GET_LOCK and its
 * kin), LOCK TABLES, and XA transactions. Quire needs none of them: conditional updates, unique keys
 * and leases in rows decide every race (docs/architecture.md).
 */
const NODE_LOCAL = [
  /\b(GET_LOCK|RELEASE_LOCK|RELEASE_ALL_LOCKS|IS_FREE_LOCK|IS_USED_LOCK)\s*\(/i,
  /\bLOCK\s+TABLES?\s+[`\w.]+(\s+(AS\s+)?[`\w]+)?\s+(READ|WRITE|LOW_PRIORITY)\b/i,
  /\bWITH\s+READ\s+LOCK\b/i,
  /\bXA\s+(START|BEGIN|END|PREPARE|COMMIT|ROLLBACK|RECOVER)\b/i,
];

const usesNodeLocalLocks = (text: string): boolean => NODE_LOCAL.some((pattern) => pattern.test(text));

const sourceFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs|cjs|sql)$/.test(entry.name) ? [path] : [];
  });

describe("Quire's SQL", () => {
  const files = CODE_FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)));

  it('is read from every package and app', () => {
    expect(files.some((file) => file.endsWith(join('adapter-persistence-knex', 'src', 'jobs', 'knex-job-repository.ts')))).toBe(true);
    expect(files.length).toBeGreaterThan(500);
  });

  it('recognises each statement that locks one node only', () => {
    for (const statement of ["select get_lock('jobs', 10)", 'LOCK TABLES jobs WRITE', 'lock table `jobs` as j read', 'FLUSH TABLES WITH READ LOCK', "XA START 'x'"]) {
      expect(usesNodeLocalLocks(`knex.raw("${statement}")`)).toBe(true);
    }
    expect(usesNodeLocalLocks("Knex's lock table makes concurrent starts safe; select ... for update")).toBe(false);
  });

  it('takes no named lock, locks no table and starts no XA transaction (each holds on one Galera node only, or is refused)', () => {
    // The cluster probes show these behaviours on purpose: they are the reason for this rule.
    const probes = join('adapter-persistence-knex', 'test', 'galera');
    const offending = files.filter((file) => file !== __filename && !file.includes(probes) && usesNodeLocalLocks(readFileSync(file, 'utf8')));
    expect(offending.map((file) => relative(ROOT, file))).toEqual([]);
  });
});
