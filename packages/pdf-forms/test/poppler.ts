import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The text of a PDF as poppler's pdftotext reads it (UTF-8, page layout kept). */
export const pdfText = (bytes: Uint8Array): string => execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: bytes }).toString('utf8');

/** What poppler's pdfsig says of a PDF's signatures (exit status ignored: it is not 0 for an untrusted certificate). */
export const pdfSignatures = (bytes: Uint8Array): string => {
  try {
    return execFileSync('pdfsig', ['-'], { input: bytes, stdio: ['pipe', 'pipe', 'pipe'] }).toString('utf8');
  } catch (error) {
    return String((error as { stdout?: Buffer }).stdout ?? '');
  }
};

/** The fonts of a PDF as poppler's pdffonts lists them (it reads files only, so through a temporary one). */
export const pdfFonts = (bytes: Uint8Array): string => {
  const directory = mkdtempSync(join(tmpdir(), 'quire-pdffonts-'));
  try {
    const file = join(directory, 'document.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdffonts', [file]).toString('utf8');
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
};
