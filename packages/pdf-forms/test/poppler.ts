import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Runs a poppler tool on a PDF written to a temporary file (pdffonts and pdfsig read files only). */
const onFile = <A>(bytes: Uint8Array, run: (file: string) => A): A => {
  const directory = mkdtempSync(join(tmpdir(), 'quire-poppler-'));
  try {
    const file = join(directory, 'document.pdf');
    writeFileSync(file, bytes);
    return run(file);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
};

/** The text of a PDF as poppler's pdftotext reads it (UTF-8, page layout kept). */
export const pdfText = (bytes: Uint8Array): string => execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: bytes }).toString('utf8');

/** The fonts of a PDF as poppler's pdffonts lists them. */
export const pdfFonts = (bytes: Uint8Array): string => onFile(bytes, (file) => execFileSync('pdffonts', [file]).toString('utf8'));

/** What poppler's pdfsig says of a PDF's signatures (its exit status is not 0 for an untrusted certificate). */
export const pdfSignatures = (bytes: Uint8Array): string =>
  onFile(bytes, (file) => {
    try {
      return execFileSync('pdfsig', [file], { stdio: ['ignore', 'pipe', 'pipe'] }).toString('utf8');
    } catch (error) {
      return String((error as { stdout?: Buffer }).stdout ?? '');
    }
  });

/** The bookmarks of a PDF as poppler reads them: pdftohtml's XML lists the outline with each entry's page. */
export const pdfBookmarks = (bytes: Uint8Array): { page: number; title: string }[] =>
  onFile(bytes, (file) => {
    const xml = execFileSync('pdftohtml', ['-xml', '-i', '-stdout', file]).toString('utf8');
    return [...xml.matchAll(/<item page="(\d+)">([^<]*)<\/item>/g)].map((item) => ({ page: Number(item[1]), title: item[2] ?? '' }));
  });
