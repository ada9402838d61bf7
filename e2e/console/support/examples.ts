import { execFile } from 'node:child_process';
import path from 'node:path';

export const REPO = path.join(__dirname, '..', '..', '..');
export const EXAMPLES = path.join(REPO, 'examples');

/** `quire examples load --tenant "Default tenant"` on the server's data folder: the example aliases, rules, snippets and templates. */
export const loadExamples = (dataDir: string): Promise<string> =>
  new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--require', 'tsx/cjs', path.join(REPO, 'apps', 'cli', 'src', 'main.ts'), 'examples', 'load', '--tenant', 'Default tenant'],
      { cwd: REPO, env: { ...process.env, DATA_DIR: dataDir } },
      (error, stdout, stderr) => (error === null ? resolve(stdout) : reject(new Error(`quire examples load failed: ${stderr.trim() || error.message}`))),
    );
  });

/** The id of a loaded example template, from the loader's lines (kind, name, created|exists, id). */
export const exampleId = (lines: string, name: string): string => {
  const line = lines.split('\n').find((candidate) => candidate.split('\t')[1] === name);
  const id = line?.split('\t')[3];
  if (id === undefined) throw new Error(`no example named ${name}`);
  return id.trim();
};

/** The paragraphs' text of a .docx, read by python-docx (body and tables). */
export const docxText = (file: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const script = [
      'import sys, docx',
      'd = docx.Document(sys.argv[1])',
      'out = [p.text for p in d.paragraphs]',
      'for t in d.tables:',
      '    for r in t.rows:',
      '        out.extend(c.text for c in r.cells)',
      'print("\\n".join(out))',
    ].join('\n');
    execFile('/usr/bin/python3', ['-c', script, file], (error, stdout, stderr) => (error === null ? resolve(stdout) : reject(new Error(`python-docx: ${stderr || error.message}`))));
  });

/** The names of the entries of a .zip, read by Python's zipfile. */
export const zipNames = (file: string): Promise<string[]> =>
  new Promise((resolve, reject) => {
    execFile('/usr/bin/python3', ['-c', 'import sys, zipfile; print("\\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))', file], (error, stdout, stderr) =>
      error === null ? resolve(stdout.split('\n').filter((name) => name !== '')) : reject(new Error(`zipfile: ${stderr || error.message}`)),
    );
  });
