import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import * as net from 'node:net';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import type { PdfError } from '@quire/ports/documents/pdf-converter';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { findSoffice } from '../src/find-soffice';
import { LibreOfficePdfConverter } from '../src/libreoffice-pdf-converter';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { paragraphXml as paragraph } from '@quire/testing/docx/wordml';
import { pngPicture } from '@quire/testing/builders/png-picture';
import { pdfImageCount, pdfText } from './pdf-tools';

jest.setTimeout(180_000);

const pdfOf = (result: E.Either<PdfError, Uint8Array>): Uint8Array => {
  if (E.isLeft(result)) throw new Error(`expected a PDF, got ${JSON.stringify(result.left)}`);
  return result.right;
};

const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const PIC = 'http://schemas.openxmlformats.org/drawingml/2006/picture';
const IMAGE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image';

/** A paragraph holding a 1-inch picture whose blip points at relationship `rId`, embedded or linked. */
const picture = (id: number, rId: string, mode: 'embed' | 'link'): string =>
  `<w:p><w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="914400" cy="914400"/>` +
  `<wp:docPr id="${id}" name="Picture ${id}"/><a:graphic xmlns:a="${A}"><a:graphicData uri="${PIC}"><pic:pic xmlns:pic="${PIC}">` +
  `<pic:nvPicPr><pic:cNvPr id="${id}" name="p${id}"/><pic:cNvPicPr/></pic:nvPicPr>` +
  `<pic:blipFill><a:blip r:${mode}="${rId}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>` +
  `<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="914400" cy="914400"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr>` +
  `</pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;

/** A .docx of this body whose pictures' relationships are these (linked ones external), with its media. */
const docx = (body: string, images: ReadonlyArray<{ readonly id: string; readonly target: string; readonly external: boolean }>, media: Readonly<Record<string, Uint8Array>> = {}): Uint8Array =>
  minimalDocx(body, { documentRelationships: images.map((image) => ({ ...image, type: IMAGE })), parts: Object.fromEntries(Object.entries(media).map(([name, bytes]) => [`word/media/${name}`, bytes])) });

const redPng = (): Uint8Array => pngPicture(8, 8, { rgb: [255, 0, 0] });

/** A complex field (as Word writes INCLUDEPICTURE and INCLUDETEXT) showing `cached` as its last result. */
const field = (instruction: string): string =>
  '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
  `<w:r><w:instrText xml:space="preserve"> ${instruction} </w:instrText></w:r>` +
  '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>cached</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>';

describe('LibreOfficePdfConverter and resources outside the document (real LibreOffice)', () => {
  let server: net.Server;
  let connections: number;
  let port: number;
  let dir: string;
  let localImage: string;
  let localText: string;
  let linkedDocument: Uint8Array;
  let converter: LibreOfficePdfConverter;

  beforeAll(async () => {
    connections = 0;
    server = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
    dir = await mkdtemp(path.join(tmpdir(), 'quire-pdf-links-'));
    localImage = path.join(dir, 'secret.png');
    localText = path.join(dir, 'secret.txt');
    await writeFile(localImage, redPng());
    await writeFile(localText, 'SECRET-FROM-THE-SERVER-DISK');
    linkedDocument = docx(
      paragraph('Before the links') +
        picture(1, 'rId10', 'link') +
        picture(2, 'rId11', 'link') +
        picture(3, 'rId12', 'link') +
        field(`INCLUDEPICTURE "http://127.0.0.1:${port}/field.png" \\d`) +
        field(`INCLUDETEXT "http://127.0.0.1:${port}/text.docx"`) +
        field(`INCLUDETEXT "${localText}"`) +
        paragraph('After the links'),
      [
        { id: 'rId10', target: `http://127.0.0.1:${port}/x.png`, external: true },
        { id: 'rId11', target: `file://${localImage}`, external: true },
        { id: 'rId12', target: 'file:///etc/passwd', external: true },
      ],
    );
    converter = new LibreOfficePdfConverter({ poolSize: 1 });
    expect(converter.available()).toBe(true);
  });

  afterAll(async () => {
    await converter.close();
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  describe('when a document links images and text by URL and by local path', () => {
    it('converts it without opening a connection or reading the linked local files', async () => {
      const pdf = pdfOf(await converter.convert(linkedDocument)());
      const text = await pdfText(pdf);
      expect(text).toContain('Before the links');
      expect(text).toContain('After the links');
      expect(text.join('\n')).not.toContain('SECRET-FROM-THE-SERVER-DISK');
      expect(await pdfImageCount(pdf)).toBe(0);
      expect(connections).toBe(0);
    });
  });

  describe('the checks themselves', () => {
    it('see an image that is in the document', async () => {
      const embedded = docx(paragraph('Embedded') + picture(1, 'rId10', 'embed'), [{ id: 'rId10', target: 'media/image1.png', external: false }], { 'image1.png': redPng() });
      expect(await pdfImageCount(pdfOf(await converter.convert(embedded)()))).toBe(1);
    });

    it('see the connection and the local image when LibreOffice converts the same document with its default settings', async () => {
      const soffice = findSoffice('soffice', process.env['PATH']);
      if (O.isNone(soffice)) throw new Error('soffice is not installed');
      const work = await mkdtemp(path.join(tmpdir(), 'quire-pdf-default-'));
      try {
        await writeFile(path.join(work, 'linked.docx'), linkedDocument);
        await promisify(execFile)(
          soffice.value,
          [`-env:UserInstallation=file://${work}/profile`, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', work, path.join(work, 'linked.docx')],
          { cwd: work, env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: work } },
        );
        const pdf = new Uint8Array(await readFile(path.join(work, 'linked.pdf')));
        expect(connections).toBeGreaterThan(0);
        expect(await pdfImageCount(pdf)).toBeGreaterThan(0);
      } finally {
        connections = 0;
        await rm(work, { recursive: true, force: true });
      }
    });
  });
});
