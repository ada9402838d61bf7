import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What poppler's pdfinfo says of a PDF: its summary (`Tagged: yes`…), with `-meta` its XMP metadata, with `-struct` its structure tree. */
export const pdfInfo = (pdf: Uint8Array, option?: '-meta' | '-struct'): string => {
  const directory = mkdtempSync(join(tmpdir(), 'quire-pdfinfo-'));
  try {
    const file = join(directory, 'document.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdfinfo', [...(option === undefined ? [] : [option]), file], { maxBuffer: 16 * 1024 * 1024 }).toString('utf8');
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
};

/** The PDF/A identification a PDF's XMP declares (`pdfaid:part`, `pdfaid:conformance`, as elements or attributes); null without one. */
export const pdfaIdentification = (pdf: Uint8Array): { readonly part: string; readonly conformance: string } | null => {
  const xmp = pdfInfo(pdf, '-meta');
  const field = (name: string) => new RegExp(`pdfaid:${name}(?:>|=["'])([^<"']+)`).exec(xmp)?.[1];
  const part = field('part');
  return part === undefined ? null : { part, conformance: field('conformance') ?? '' };
};

/** Whether the PDF is tagged as poppler reads it (`/MarkInfo << /Marked true >>`), and the first element of its structure tree (`Document`), if any. */
export const pdfTags = (pdf: Uint8Array): { readonly tagged: boolean; readonly root: string } => ({
  tagged: /^Tagged:\s+yes$/m.test(pdfInfo(pdf)),
  root: pdfInfo(pdf, '-struct').trim().split('\n')[0]?.trim() ?? '',
});
