import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const run = (command: string, args: readonly string[]): Promise<string> =>
  new Promise((resolve, reject) => {
    execFile(command, args, { timeout: 180_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error !== null) reject(new Error(`${command} failed (LibreOffice and poppler-utils are needed for this test): ${error.message} ${stderr}`));
      else resolve(stdout);
    });
  });

/**
 * The text lines of a .docx as LibreOffice prints it: converted with `soffice --headless
 * --convert-to pdf` (its own profile directory) and read with `pdftotext`. Fails without them.
 */
export const pdfTextLines = async (docx: Uint8Array): Promise<string[]> => {
  const directory = mkdtempSync(path.join(tmpdir(), 'quire-markers-'));
  try {
    const input = path.join(directory, 'document.docx');
    writeFileSync(input, docx);
    await run('soffice', [`-env:UserInstallation=file://${path.join(directory, 'profile')}`, '--headless', '--convert-to', 'pdf', '--outdir', directory, input]);
    const text = await run('pdftotext', [path.join(directory, 'document.pdf'), '-']);
    return text
      .split(/\r?\n|\f/)
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter((line) => line !== '');
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
};
