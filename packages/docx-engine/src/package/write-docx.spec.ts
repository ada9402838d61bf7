import { buildZip, type ZipEntrySpec } from '@quire/testing/zip/build-zip';
import { minimalDocx, minimalDocxParts } from '@quire/testing/docx/minimal-docx';
import { paragraphXml } from '@quire/testing/docx/wordml';
import type { DocxPackage } from './docx-package';
import { openDocx } from './open-docx';
import { STORE_BELOW_BYTES, deflateHead, writeDocx, type DocxChanges, type WriteDocxOptions } from './write-docx';
import { readZipDirectory } from './zip/read-zip-directory';
import type { ZipEntry } from './zip/zip-entry';

const opened = (bytes: Uint8Array): DocxPackage => {
  const result = openDocx(bytes);
  if (!result.ok) throw new Error(`expected the package to open: ${result.error.message}`);
  return result.value;
};

const written = (pkg: DocxPackage, changes: DocxChanges = new Map(), options?: WriteDocxOptions): Buffer => {
  const result = writeDocx(pkg, changes, options);
  if (!result.ok) throw new Error(`expected the package to be written: ${result.error.message}`);
  return Buffer.from(result.value);
};

const directoryOf = (bytes: Buffer): readonly ZipEntry[] => {
  const result = readZipDirectory(bytes, 1000);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

const compressedData = (bytes: Buffer, entry: ZipEntry): Buffer => bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);

const body = paragraphXml('Hello, world');

describe('writeDocx', () => {
  describe('when nothing changes', () => {
    const original = minimalDocx(body, { title: 'A title', headers: { default: paragraphXml('Head') } });
    const pkg = opened(original);
    const output = written(pkg);

    it('writes a package whose parts inflate to the same bytes', () => {
      const again = opened(output);
      expect(again.names).toEqual(pkg.names);
      for (const name of pkg.names) expect(Buffer.from(again.bytes(name))).toEqual(Buffer.from(pkg.bytes(name)));
    });

    it('copies every part as its original compressed bytes', () => {
      const before = directoryOf(original);
      const after = directoryOf(output);
      after.forEach((entry, index) => {
        const source = before[index];
        if (source === undefined) throw new Error('entry missing');
        expect(entry).toMatchObject({ name: source.name, method: source.method, crc32: source.crc32, uncompressedSize: source.uncompressedSize });
        expect(compressedData(output, entry)).toEqual(compressedData(original, source));
      });
    });
  });

  describe('when the source entries use data descriptors and extra fields', () => {
    const entries: ZipEntrySpec[] = Object.entries(minimalDocxParts(body)).map(([name, content]) => ({
      name,
      content,
      dataDescriptor: true,
      localExtra: Buffer.from([0x55, 0x54, 0x05, 0x00, 0x01, 1, 2, 3, 4]),
    }));
    const output = written(opened(buildZip(entries)));

    it('writes local headers that carry the CRC and sizes, without the data descriptor flag or extra fields', () => {
      for (const entry of directoryOf(output)) {
        const local = output.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]), entry.dataOffset - 30 - Buffer.byteLength(entry.name));
        expect(output.readUInt16LE(local + 6) & 0x8).toBe(0);
        expect(output.readUInt32LE(local + 14)).toBe(entry.crc32);
        expect(output.readUInt32LE(local + 18)).toBe(entry.compressedSize);
        expect(output.readUInt32LE(local + 22)).toBe(entry.uncompressedSize);
        expect(output.readUInt16LE(local + 28)).toBe(0);
      }
    });

    it('writes a package that opens with the same text', () => {
      expect(opened(output).text('word/document.xml')).toContain('Hello, world');
    });
  });

  describe('when a part changes', () => {
    const pkg = opened(minimalDocx(body));
    const newDocument = pkg.text('word/document.xml').replace('Hello, world', 'Goodbye & farewell, ünïcode');
    const output = written(pkg, new Map([['word/document.xml', newDocument]]));

    it('writes the new text, stored when it is small', () => {
      const again = opened(output);
      expect(again.text('word/document.xml')).toBe(newDocument);
      expect(directoryOf(output).find((entry) => entry.name === 'word/document.xml')?.method).toBe(0);
      expect(Buffer.byteLength(newDocument)).toBeLessThan(STORE_BELOW_BYTES);
    });

    it('deflates a changed part of STORE_BELOW_BYTES or more', () => {
      const large = newDocument.replace('Goodbye', 'Goodbye '.repeat(STORE_BELOW_BYTES / 8));
      const output = written(pkg, new Map([['word/document.xml', large]]));
      expect(opened(output).text('word/document.xml')).toBe(large);
      expect(directoryOf(output).find((entry) => entry.name === 'word/document.xml')?.method).toBe(8);
    });

    it('keeps the order of the parts', () => {
      expect(opened(output).names).toEqual(pkg.names);
    });

    it('matches the part name case-insensitively, keeping the package spelling', () => {
      const again = opened(written(pkg, new Map([['/WORD/Document.xml', newDocument]])));
      expect(again.names).toEqual(pkg.names);
      expect(again.text('word/document.xml')).toBe(newDocument);
    });

    it('accepts bytes as well as text', () => {
      const again = opened(written(pkg, new Map([['word/document.xml', Buffer.from(newDocument, 'utf8')]])));
      expect(again.text('word/document.xml')).toBe(newDocument);
    });
  });

  describe('when a change is null', () => {
    it('removes the part', () => {
      const pkg = opened(minimalDocx(body));
      expect(opened(written(pkg, new Map([['docProps/app.xml', null]]))).has('docProps/app.xml')).toBe(false);
    });
  });

  describe('when a change names a new part', () => {
    const pkg = opened(minimalDocx(body));
    const output = written(
      pkg,
      new Map<string, string | Uint8Array | null>([
        ['word/media/image1.png', new Uint8Array([1, 2, 3])],
        ['word/media/imäge2.png', new Uint8Array([4])],
        ['word/never.xml', null],
      ]),
    );

    it('adds it after the existing parts, in the order of the changes', () => {
      expect(opened(output).names).toEqual([...pkg.names, 'word/media/image1.png', 'word/media/imäge2.png']);
    });

    it('writes a non-ASCII name as flagged UTF-8', () => {
      const entry = directoryOf(output).find((candidate) => candidate.name === 'word/media/imäge2.png');
      expect((entry?.flags ?? 0) & 0x800).toBe(0x800);
      expect(Buffer.from(opened(output).bytes('word/media/imäge2.png'))).toEqual(Buffer.from([4]));
    });

    it('throws for an unsafe name, a programming error', () => {
      expect(() => writeDocx(pkg, new Map([['../evil.xml', 'x']]))).toThrow(/\.\./);
    });
  });

  describe('when a change copies a part of another package', () => {
    const snippetBytes = minimalDocx(body, { parts: { 'word/media/image1.png': Buffer.alloc(3000, 7) } });
    const snippet = opened(snippetBytes);
    const pkg = opened(minimalDocx(body));
    const output = written(pkg, new Map([['word/media/image9.png', { copyFrom: snippet, part: 'WORD/media/image1.png' }]]));

    it('adds it under the new name with the same content', () => {
      expect(Buffer.from(opened(output).bytes('word/media/image9.png'))).toEqual(Buffer.alloc(3000, 7));
    });

    it('copies its compressed bytes as they are', () => {
      const from = directoryOf(snippetBytes).find((entry) => entry.name === 'word/media/image1.png');
      const to = directoryOf(output).find((entry) => entry.name === 'word/media/image9.png');
      if (from === undefined || to === undefined) throw new Error('entry missing');
      expect(to).toMatchObject({ method: from.method, crc32: from.crc32, compressedSize: from.compressedSize });
    });

    it('throws for a part the other package does not have', () => {
      expect(() => writeDocx(pkg, new Map([['word/media/x.png', { copyFrom: snippet, part: 'word/media/none.png' }]]))).toThrow(/no part named/);
    });
  });

  describe('when a change is a head deflated ahead and the rest', () => {
    const head = Buffer.from('<?xml version="1.0"?><w:document xmlns:w="urn:w" xmlns:x="urn:x">', 'utf8');
    const rest = Buffer.from(`<w:body>${Array.from({ length: 2000 }, (_, index) => paragraphXml(`Paragraph ${index * 7919}`)).join('')}</w:body></w:document>`, 'utf8');
    const pkg = opened(minimalDocx(body));
    const output = written(pkg, new Map([['word/document.xml', { head, deflatedHead: deflateHead(head), rest }]]));

    it('writes one part made of both, with the CRC and size of the whole (openDocx checks them)', () => {
      expect(opened(output).text('word/document.xml')).toBe(Buffer.concat([head, rest]).toString('utf8'));
      const entry = directoryOf(output).find((candidate) => candidate.name === 'word/document.xml');
      expect(entry?.uncompressedSize).toBe(head.length + rest.length);
    });
  });

  describe('when the output would pass maxOutputBytes', () => {
    it('refuses it as output_too_large', () => {
      const pkg = opened(minimalDocx(body));
      const result = writeDocx(pkg, new Map([['word/media/big.bin', Buffer.alloc(4096, 9)]]), { maxOutputBytes: 1024 });
      expect(result).toMatchObject({ ok: false, error: { code: 'output_too_large', message: expect.stringContaining('1.0 KiB') } });
    });
  });

  describe('when the package was not made by openDocx', () => {
    it('throws', () => {
      const fake = { ...opened(minimalDocx(body)) };
      expect(() => writeDocx(fake, new Map())).toThrow(/openDocx/);
    });
  });
});
