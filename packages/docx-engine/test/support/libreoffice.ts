import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const run = (command: string, args: readonly string[], timeout: number): Promise<string> =>
  new Promise((resolve, reject) => {
    execFile(command, args, { timeout, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error !== null) reject(new Error(`${command} failed (is it installed? libreoffice-writer-nogui, poppler-utils): ${error.message} ${stderr}`));
      else resolve(stdout);
    });
  });

export interface PdfRendering {
  /** The text of the PDF (pdftotext), pages separated by form feeds. */
  readonly text: string;
  readonly pages: number;
  /** What pdfinfo says of the PDF (Title, Author, Subject, Keywords… as LibreOffice carried them over). */
  readonly info: string;
}

/**
 * Converts a .docx to PDF with LibreOffice (`soffice --headless --convert-to pdf`, its own
 * profile directory so it runs beside other soffice processes) and reads the PDF back with
 * poppler's pdftotext and pdfinfo. Fails when any of them is missing.
 */
export const renderWithLibreOffice = async (docx: Uint8Array): Promise<PdfRendering> => {
  const directory = mkdtempSync(path.join(tmpdir(), 'quire-compose-lo-'));
  try {
    const input = path.join(directory, 'document.docx');
    writeFileSync(input, docx);
    const converted = await run('soffice', [`-env:UserInstallation=file://${path.join(directory, 'profile')}`, '--headless', '--convert-to', 'pdf', '--outdir', directory, input], 180_000);
    const pdf = path.join(directory, 'document.pdf');
    try {
      readFileSync(pdf);
    } catch {
      throw new Error(`LibreOffice made no PDF: ${converted}`);
    }
    const text = await run('pdftotext', ['-layout', pdf, '-'], 60_000);
    const info = await run('pdfinfo', [pdf], 60_000);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? '0');
    return { text, pages, info };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
};

/**
 * Several .docx files converted to PDF by one LibreOffice start (`soffice --convert-to pdf` takes
 * many inputs), each read back as renderWithLibreOffice does: for tests that only need to know
 * every file opens, without paying LibreOffice's start once per file.
 */
export const renderAllWithLibreOffice = async (docxs: readonly Uint8Array[]): Promise<PdfRendering[]> => {
  const directory = mkdtempSync(path.join(tmpdir(), 'quire-compose-lo-'));
  try {
    const inputs = docxs.map((docx, index) => {
      const input = path.join(directory, `document-${index}.docx`);
      writeFileSync(input, docx);
      return input;
    });
    const converted = await run('soffice', [`-env:UserInstallation=file://${path.join(directory, 'profile')}`, '--headless', '--convert-to', 'pdf', '--outdir', directory, ...inputs], 300_000);
    const renderings: PdfRendering[] = [];
    for (let index = 0; index < docxs.length; index++) {
      const pdf = path.join(directory, `document-${index}.pdf`);
      try {
        readFileSync(pdf);
      } catch {
        throw new Error(`LibreOffice made no PDF of document ${index}: ${converted}`);
      }
      const text = await run('pdftotext', ['-layout', pdf, '-'], 60_000);
      const info = await run('pdfinfo', [pdf], 60_000);
      renderings.push({ text, pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? '0'), info });
    }
    return renderings;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
};

/** The PDF text as lines without their layout spaces (runs of spaces become one). */
export const pdfLines = (text: string): string[] =>
  text
    .split(/\r?\n|\f/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
