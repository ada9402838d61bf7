import { readFileSync } from 'node:fs';
import * as path from 'node:path';

/*
 * The README's walk-through as a new user runs it on a fresh data folder: what it writes
 * goes to a git-ignored folder, the folder it creates is not one `examples load` made already, and
 * the answers it shows have the shapes the API gives. (The commands themselves were run against a
 * fresh server; the tests of each route and of the CLI hold their answers.)
 */
const REPO = path.join(__dirname, '..', '..');
const readme = readFileSync(path.join(REPO, 'README.md'), 'utf8');
const shellBlocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');

describe('the README walk-through', () => {
  it('writes every output into out/, which git ignores', () => {
    const outputs = shellBlocks.flatMap((block) => [...block.matchAll(/(?:^|\s)(?:-o|--output)\s+(\S+)/g)].map((match) => match[1] ?? ''));
    expect(outputs.length).toBeGreaterThan(5);
    expect(outputs.filter((output) => !output.startsWith('out/'))).toEqual([]);
    expect(readFileSync(path.join(REPO, '.gitignore'), 'utf8').split('\n')).toContain('out/');
    expect(shellBlocks.join('\n')).toContain('mkdir -p out');
  });

  it('creates folders that the example library does not have', () => {
    const loaded = new Set((JSON.parse(readFileSync(path.join(REPO, 'examples', 'snippets.json'), 'utf8')) as Array<{ folder: string }>).flatMap((snippet) => snippet.folder.split('/')));
    const created = shellBlocks.flatMap((block) => [...block.matchAll(/Snippets\/Folder\b[^\n]*"name":"([^"]+)"/g)].map((match) => match[1] ?? ''));
    expect(created.length).toBeGreaterThan(0);
    expect(created.filter((name) => loaded.has(name))).toEqual([]);
  });

  it('shows lists as the API answers them: { items, nextCursor }', () => {
    const listing = shellBlocks.join('\n').split('\n').filter((line) => /curl -s \$API\/Snippets\/Folders -H/.test(line));
    expect(listing).toHaveLength(1);
    expect(listing[0]).toMatch(/# \{"items":\[.*\],"nextCursor":null\}/);
  });

  it('tells how to see the warnings a generated document has', () => {
    expect(readme).toContain('Quire-Warnings-Count');
    expect(readme).toMatch(/-D -/);
  });
});
