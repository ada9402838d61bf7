import { deflateSync } from 'node:zlib';
import { ONE_PAGE_TREE, rawPage, rawPdf, rawStream } from './raw-pdf';

/** A catalog holding arrays nested `depth` deep: [[[ ... ]]]. */
export const pdfWithNestedArrays = (depth: number): Uint8Array =>
  rawPdf([`<< /Type /Catalog /Pages 2 0 R /Deep ${'['.repeat(depth)}${']'.repeat(depth)} >>`, ONE_PAGE_TREE, rawPage()]);

/** A catalog holding dictionaries nested `depth` deep: << /A << /A ... >> >>. */
export const pdfWithNestedDictionaries = (depth: number): Uint8Array =>
  rawPdf([`<< /Type /Catalog /Pages 2 0 R /Deep ${'<< /A '.repeat(depth)}1${' >>'.repeat(depth)} >>`, ONE_PAGE_TREE, rawPage()]);

/** A page tree that lists itself among its kids. */
export const pdfWithPageTreeCycle = (): Uint8Array =>
  rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>', rawPage()]);

/** A form whose field "a" has a kid "b" whose kid is "a" again. */
export const pdfWithFieldCycle = (): Uint8Array =>
  rawPdf(['<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [4 0 R] >> >>', ONE_PAGE_TREE, rawPage(), '<< /T (a) /Kids [5 0 R] >>', '<< /T (b) /Parent 4 0 R /Kids [4 0 R] >>']);

/** A form whose field tree is `depth` levels deep, one field per level, a text field at the bottom. */
export const pdfWithDeepFieldTree = (depth: number): Uint8Array => {
  const fields: string[] = [];
  for (let level = 0; level < depth; level++) {
    const id = 4 + level;
    const parent = level === 0 ? '' : `/Parent ${id - 1} 0 R`;
    fields.push(level === depth - 1 ? `<< /T (f${level}) /FT /Tx ${parent} >>` : `<< /T (f${level}) ${parent} /Kids [${id + 1} 0 R] >>`);
  }
  return rawPdf(['<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [4 0 R] >> >>', ONE_PAGE_TREE, rawPage(), ...fields]);
};

/** A page whose content stream is `inflatedBytes` of zeros deflated (a deflate bomb: about 1,000 to 1). */
export const pdfWithDeflateBomb = (inflatedBytes: number): Uint8Array =>
  rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', ONE_PAGE_TREE, rawPage('/Contents 4 0 R'), rawStream('/Filter /FlateDecode', deflateSync(Buffer.alloc(inflatedBytes), { level: 9 }))]);

/** An object stream (read by any PDF library on loading) that inflates to `inflatedBytes`. */
export const pdfWithObjectStreamBomb = (inflatedBytes: number): Uint8Array =>
  rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', ONE_PAGE_TREE, rawPage(), rawStream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', deflateSync(Buffer.alloc(inflatedBytes, 0x20), { level: 9 }))]);

/** A content stream that claims 100 MB and has no `endstream`: its data runs to the end of the file. */
export const pdfWithEndlessStream = (): Uint8Array =>
  Buffer.concat([rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', ONE_PAGE_TREE, rawPage('/Contents 4 0 R'), '<< /Length 100000000 >>\nstream\nBT ET']), Buffer.alloc(4096, 0x41)]);

/** A PDF whose cross-reference table and startxref are garbage. */
export const pdfWithBrokenXref = (): Uint8Array => rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', ONE_PAGE_TREE, rawPage()], { brokenXref: true });

/** A PDF of `pages` empty pages (about 100 bytes each). */
export const pdfWithPages = (pages: number): Uint8Array => {
  const kids = Array.from({ length: pages }, (_, index) => `${index + 3} 0 R`).join(' ');
  return rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`, ...Array.from({ length: pages }, () => rawPage())]);
};

/** An XFA-only form: an AcroForm with no fields, its content in an XFA stream, the catalog asking for XFA rendering. */
export const pdfXfaOnly = (): Uint8Array =>
  rawPdf([
    '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [] /XFA 4 0 R >> /NeedsRendering true >>',
    ONE_PAGE_TREE,
    rawPage(),
    rawStream('', new TextEncoder().encode('<xdp:xdp xmlns:xdp="http://ns.adobe.com/xdp/"><template xmlns="http://www.xfa.org/schema/xfa-template/3.3/"><subform name="form1"><field name="name"/></subform></template></xdp:xdp>')),
  ]);

const MIB = 1024 * 1024;

/**
 * Every hostile PDF above, with what it is and the code it must be refused with: one list for the
 * PDF library's own tests and the server's hostile suite. `build` makes the bytes (a bomb takes a
 * moment: make it before any timing starts).
 */
export const HOSTILE_PDFS: ReadonlyArray<readonly [what: string, code: string, build: () => Uint8Array]> = [
  ['arrays nested 200,000 deep', 'pdf_damaged', () => pdfWithNestedArrays(200_000)],
  ['dictionaries nested 100,000 deep', 'pdf_damaged', () => pdfWithNestedDictionaries(100_000)],
  ['a page tree that contains itself', 'pdf_damaged', pdfWithPageTreeCycle],
  ['a field that contains itself', 'pdf_damaged', pdfWithFieldCycle],
  ['a field tree 10,000 deep', 'field_tree_too_deep', () => pdfWithDeepFieldTree(10_000)],
  ['a content stream inflating to 100 MiB', 'stream_too_large', () => pdfWithDeflateBomb(100 * MIB)],
  ['an object stream inflating to 100 MiB', 'stream_too_large', () => pdfWithObjectStreamBomb(100 * MIB)],
  ['a stream with no end', 'pdf_damaged', pdfWithEndlessStream],
  ['a broken cross-reference table', 'pdf_damaged', pdfWithBrokenXref],
  ['100,000 pages', 'too_many_pages', () => pdfWithPages(100_000)],
];
