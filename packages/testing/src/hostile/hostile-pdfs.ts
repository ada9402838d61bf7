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
 * Every damaged or hostile PDF with the code it is refused with: reading, filling and uploading
 * each refuse them all alike (an XFA-only form is apart: it is a form Quire does not fill, not a damaged file).
 */
export const HOSTILE_PDFS: ReadonlyArray<readonly [what: string, build: () => Uint8Array, code: string]> = [
  ['arrays nested 200,000 deep', () => pdfWithNestedArrays(200_000), 'pdf_damaged'],
  ['dictionaries nested 100,000 deep', () => pdfWithNestedDictionaries(100_000), 'pdf_damaged'],
  ['a page tree that contains itself', pdfWithPageTreeCycle, 'pdf_damaged'],
  ['a field that contains itself', pdfWithFieldCycle, 'pdf_damaged'],
  ['a field tree 10,000 deep', () => pdfWithDeepFieldTree(10_000), 'field_tree_too_deep'],
  ['a content stream inflating to 100 MiB', () => pdfWithDeflateBomb(100 * MIB), 'stream_too_large'],
  ['an object stream inflating to 100 MiB', () => pdfWithObjectStreamBomb(100 * MIB), 'stream_too_large'],
  ['a stream with no end', pdfWithEndlessStream, 'pdf_damaged'],
  ['a broken cross-reference table', pdfWithBrokenXref, 'pdf_damaged'],
  ['100,000 pages', () => pdfWithPages(100_000), 'too_many_pages'],
];
