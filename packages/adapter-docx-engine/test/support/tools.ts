import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

import { SYSTEM_PYTHON } from '@quire/testing/python-reads';

const run = promisify(execFile);

export { SYSTEM_PYTHON };

export const withTempDir = async <T>(use: (dir: string) => Promise<T>): Promise<T> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-docx-adapter-'));
  try {
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

export type PythonDocxReading = {
  readonly paragraphs: ReadonlyArray<{ readonly text: string; readonly style: string }>;
  readonly defaultParagraphStyle: string;
  readonly creator: string;
};

const READ = String.raw`
import json, sys
from docx import Document
from docx.enum.style import WD_STYLE_TYPE
document = Document(sys.argv[1])
print(json.dumps({
  'paragraphs': [{'text': p.text, 'style': p.style.name} for p in document.paragraphs],
  'defaultParagraphStyle': document.styles.default(WD_STYLE_TYPE.PARAGRAPH).name,
  'creator': document.core_properties.author,
}))
`;

/** What python-docx reads in a .docx: its paragraphs with their styles (tabs as \t, line breaks as \n). */
export const readWithPythonDocx = (docx: Uint8Array): Promise<PythonDocxReading> =>
  withTempDir(async (dir) => {
    const file = path.join(dir, 'in.docx');
    await writeFile(file, docx);
    const { stdout } = await run(SYSTEM_PYTHON, ['-c', READ, file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    return JSON.parse(stdout) as PythonDocxReading;
  });

/** The PDF LibreOffice makes of a .docx (its own profile in a temp dir, so it runs beside any other soffice), read by pdftotext. */
export const pdfTextByLibreOffice = (docx: Uint8Array): Promise<string> =>
  withTempDir(async (dir) => {
    const file = path.join(dir, 'snippet.docx');
    await writeFile(file, docx);
    const profile = pathToFileURL(path.join(dir, 'profile')).href;
    await run('soffice', [`-env:UserInstallation=${profile}`, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', dir, file], { timeout: 120_000 });
    const pdf = path.join(dir, 'snippet.pdf');
    await readFile(pdf);
    const { stdout } = await run('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    return stdout;
  });
