import type { PdfConvertOptions, PdfError } from '@quire/ports/documents/pdf-converter';
import { paragraphsDocx } from '@quire/testing/docx/minimal-docx';
import * as E from 'fp-ts/Either';
import { LibreOfficePdfConverter } from '../src/libreoffice-pdf-converter';
import { pdfaIdentification, pdfTags } from '@quire/testing/pdf/pdf-info';
import { pdfText } from './pdf-tools';

jest.setTimeout(400_000);

const pdfOf = (result: E.Either<PdfError, Uint8Array>): Uint8Array => {
  if (E.isLeft(result)) throw new Error(`expected a PDF, got ${JSON.stringify(result.left)}`);
  return result.right;
};

const document = paragraphsDocx('Engagement letter', 'Dear Ms. Łukasiewicz,', 'Thank you for choosing Quire & Partners.');

/** What poppler reads of the PDF: its PDF/A identification, whether it is tagged, the first element of its structure tree. */
const readBack = (pdf: Uint8Array) => ({ pdfa: pdfaIdentification(pdf), ...pdfTags(pdf), raw: Buffer.from(pdf).toString('latin1') });

describe('LibreOfficePdfConverter: archival and tagged PDF (real LibreOffice, read back with poppler)', () => {
  let converter: LibreOfficePdfConverter;
  beforeAll(async () => {
    converter = new LibreOfficePdfConverter({ poolSize: 1 });
    expect(converter.available()).toBe(true);
    expect(await converter.warmUp()()).toStrictEqual(E.right(undefined));
  });
  afterAll(() => converter.close());

  const convert = async (options: PdfConvertOptions) => pdfOf(await converter.convert(document, { timeoutMs: 170_000, ...options })());

  it('declares nothing and has no structure tree when neither is asked', async () => {
    const read = readBack(await convert({}));
    expect(read.pdfa).toBeNull();
    expect(read.tagged).toBe(false);
    expect(read.raw).not.toContain('/StructTreeRoot');
  });

  it('declares PDF/A-2b in its XMP metadata (pdfaid part 2, conformance B) with archive PDF/A-2b', async () => {
    const pdf = await convert({ archive: 'PDF/A-2b' });
    expect(readBack(pdf).pdfa).toEqual({ part: '2', conformance: 'B' });
    expect(await pdfText(pdf)).toContain('Dear Ms. Łukasiewicz,');
  });

  it('declares PDF/A-3b with archive PDF/A-3b', async () => {
    expect(readBack(await convert({ archive: 'PDF/A-3b' })).pdfa).toEqual({ part: '3', conformance: 'B' });
  });

  it('carries a structure tree and MarkInfo with tagged', async () => {
    const read = readBack(await convert({ tagged: true }));
    expect(read.tagged).toBe(true);
    expect(read.raw).toContain('/StructTreeRoot');
    expect(read.raw).toMatch(/\/MarkInfo\s*<<\s*\/Marked\s+true/);
    expect(read.root).toBe('Document');
  });

  it('does both, also when the fields are refreshed first (the other way a conversion is made)', async () => {
    const read = readBack(await convert({ archive: 'PDF/A-2b', tagged: true, refreshFields: true }));
    expect(read.pdfa).toEqual({ part: '2', conformance: 'B' });
    expect(read.tagged).toBe(true);
    expect(read.raw).toContain('/StructTreeRoot');
  });
});
