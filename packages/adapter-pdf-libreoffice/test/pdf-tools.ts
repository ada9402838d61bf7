import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const withPdfFile = async <T>(pdf: Uint8Array, use: (file: string) => Promise<T>): Promise<T> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'quire-pdf-test-'));
  try {
    const file = path.join(dir, 'out.pdf');
    await writeFile(file, pdf);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};

/** The text of a PDF, by poppler's pdftotext: lines trimmed, blank lines and form feeds dropped. */
export const pdfText = (pdf: Uint8Array): Promise<ReadonlyArray<string>> =>
  withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdftotext', [file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    return stdout
      .replace(/\f/g, '\n')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
  });

/** How many images the PDF holds, by poppler's pdfimages. */
export const pdfImageCount = (pdf: Uint8Array): Promise<number> =>
  withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdfimages', ['-list', file], { encoding: 'utf8' });
    return stdout.split('\n').slice(2).filter((line) => line.trim() !== '').length;
  });
