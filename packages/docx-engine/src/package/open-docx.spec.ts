import { crc32, deflateRawSync } from 'node:zlib';
import { buildZip, type ZipEntrySpec } from '@quire/testing/zip/build-zip';
import { minimalDocx, minimalDocxParts } from '@quire/testing/docx/minimal-docx';
import { paragraphXml } from '@quire/testing/docx/wordml';
import type { DocxRefusal } from './docx-refusal';
import { openDocx } from './open-docx';
import type { DocxPackage } from './docx-package';

const body = paragraphXml('Hello');

const entriesOf = (parts: Record<string, string | Uint8Array>, change: (spec: ZipEntrySpec) => ZipEntrySpec = (spec) => spec): ZipEntrySpec[] =>
  Object.entries(parts).map(([name, content]) => change({ name, content }));

const refusalOf = (bytes: Uint8Array, limits?: Parameters<typeof openDocx>[1]): DocxRefusal => {
  const result = openDocx(bytes, limits);
  if (result.ok) throw new Error('expected a refusal, but the package opened');
  return result.error;
};

const opened = (bytes: Uint8Array): DocxPackage => {
  const result = openDocx(bytes);
  if (!result.ok) throw new Error(`expected the package to open: ${result.error.code} ${result.error.message}`);
  return result.value;
};

const withPart = (name: string, content: string | Uint8Array, extras: Parameters<typeof minimalDocxParts>[1] = {}): Buffer =>
  buildZip({ ...minimalDocxParts(body, extras), [name]: content });

describe('openDocx', () => {
  describe('when the file is a valid minimal .docx', () => {
    const pkg = opened(minimalDocx(body, { title: 'T' }));

    it('finds the main document part through _rels/.rels', () => {
      expect(pkg.mainDocumentPart).toBe('word/document.xml');
    });

    it('lists the parts in archive order', () => {
      expect(pkg.names.slice(0, 3)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    });

    it('gives the text of a part, looked up case-insensitively', () => {
      expect(pkg.text('WORD/Document.xml')).toContain('<w:t xml:space="preserve">Hello</w:t>');
      expect(pkg.partName('/WORD/document.XML')).toBe('word/document.xml');
    });

    it('reads content types', () => {
      expect(pkg.contentTypeOf('word/document.xml')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml');
      expect(pkg.contentTypeOf('word/media/x.png')).toBe('image/png');
    });

    it('reads the relationships of a part, with their targets resolved', () => {
      const styles = pkg.relationships('word/document.xml').find((relationship) => relationship.type.endsWith('/styles'));
      expect(styles).toMatchObject({ target: 'styles.xml', targetMode: 'Internal', targetPart: 'word/styles.xml' });
      expect(pkg.relationships('').map((relationship) => relationship.targetPart)).toContain('docProps/core.xml');
    });

    it('has no external relationships', () => {
      expect(pkg.externalRelationships).toEqual([]);
    });

    it('throws for a part that does not exist', () => {
      expect(pkg.has('word/missing.xml')).toBe(false);
      expect(() => pkg.text('word/missing.xml')).toThrow(/no part named/);
    });
  });

  describe('when a relationship target is percent-encoded', () => {
    it('resolves it to the part of that name', () => {
      const pkg = opened(
        withPart('word/media/my image.png', 'x', {
          documentRelationships: [{ id: 'rIdImg', type: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image', target: 'media/my%20image.png' }],
        }),
      );
      expect(pkg.relationships('word/document.xml').find((relationship) => relationship.id === 'rIdImg')?.targetPart).toBe('word/media/my image.png');
    });
  });

  describe('when a part is not XML', () => {
    const pkg = opened(withPart('word/media/a.bin', Buffer.from([1, 2, 3])));

    it('gives a fresh copy of its bytes on each call', () => {
      const first = pkg.bytes('word/media/a.bin');
      first[0] = 9;
      expect(Array.from(pkg.bytes('word/media/a.bin'))).toEqual([1, 2, 3]);
    });

    it('gives the text of an XML part as bytes too', () => {
      expect(Buffer.from(pkg.bytes('word/document.xml')).toString('utf8')).toBe(pkg.text('word/document.xml'));
    });
  });

  describe('when the main document is not word/document.xml', () => {
    it('follows the officeDocument relationship', () => {
      const parts = minimalDocxParts(body);
      const document = parts['word/document.xml'] ?? '';
      delete parts['word/document.xml'];
      parts['word/main.xml'] = document;
      parts['_rels/.rels'] = String(parts['_rels/.rels']).replace('Target="word/document.xml"', 'Target="/word/main.xml"');
      expect(opened(buildZip(parts)).mainDocumentPart).toBe('word/main.xml');
    });
  });

  describe('when a part has external relationships', () => {
    const pkg = opened(
      minimalDocx(body, {
        documentRelationships: [
          { id: 'rIdLink', type: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink', target: 'https://example.com/?a=1&b=2', external: true },
          { id: 'rIdPic', type: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image', target: 'file://server/share/logo.png', external: true },
        ],
      }),
    );

    it('lists those that are not hyperlinks', () => {
      expect(pkg.externalRelationships).toEqual([
        {
          sourcePart: 'word/document.xml',
          relationshipsPart: 'word/_rels/document.xml.rels',
          id: 'rIdPic',
          type: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image',
          target: 'file://server/share/logo.png',
        },
      ]);
    });

    it('decodes entities in targets', () => {
      expect(pkg.relationships('word/document.xml').find((relationship) => relationship.id === 'rIdLink')?.target).toBe('https://example.com/?a=1&b=2');
    });
  });

  describe('when the file is not a zip', () => {
    it('refuses it as not_a_zip', () => {
      expect(refusalOf(Buffer.from('just some text, long enough to look for a zip directory')).code).toBe('not_a_zip');
    });

    it('refuses an empty file as not_a_zip', () => {
      expect(refusalOf(new Uint8Array()).code).toBe('not_a_zip');
    });

    it('refuses an OLE2 file without an encrypted package as not_a_zip, naming .doc', () => {
      const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]);
      expect(refusalOf(ole)).toMatchObject({ code: 'not_a_zip', message: expect.stringContaining('.doc') });
    });
  });

  describe('when the file is a password-protected Office document (OLE2 with an EncryptedPackage stream)', () => {
    it('refuses it as encrypted, saying it is password-protected', () => {
      const ole = Buffer.concat([
        Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
        Buffer.alloc(500),
        Buffer.from('EncryptedPackage', 'utf16le'),
        Buffer.alloc(100),
      ]);
      expect(refusalOf(ole)).toMatchObject({ code: 'encrypted', message: expect.stringContaining('password-protected') });
    });
  });

  describe('when an entry is flagged as encrypted', () => {
    it('refuses it as encrypted', () => {
      const zip = buildZip(entriesOf(minimalDocxParts(body), (spec) => (spec.name === 'word/document.xml' ? { ...spec, encrypted: true } : spec)));
      expect(refusalOf(zip)).toMatchObject({ code: 'encrypted', entry: 'word/document.xml' });
    });
  });

  describe('when the file is cut short', () => {
    const whole = minimalDocx(body);

    it.each([
      ['its end', whole.length - 10],
      ['its middle', Math.floor(whole.length / 2)],
      ['its first bytes', 10],
    ])('refuses a file cut at %s as truncated', (_where, length) => {
      expect(refusalOf(whole.subarray(0, length)).code).toBe('truncated');
    });

    it('refuses a directory that points at a missing local header as truncated', () => {
      const broken = Buffer.from(whole);
      broken.writeUInt32LE(0, 0);
      expect(refusalOf(broken)).toMatchObject({ code: 'truncated', entry: '[Content_Types].xml' });
    });
  });

  describe('when the archive has a comment', () => {
    it('still finds the directory', () => {
      const zip = buildZip(minimalDocxParts(body), { comment: 'PK\u0005\u0006 a comment that looks like a signature' });
      expect(openDocx(zip).ok).toBe(true);
    });
  });

  describe('when the archive uses zip64 end records', () => {
    it('opens it when its values are within the limits', () => {
      expect(openDocx(buildZip(minimalDocxParts(body), { zip64: true })).ok).toBe(true);
    });

    it('refuses an absurd zip64 entry count as too_many_entries', () => {
      expect(refusalOf(buildZip(minimalDocxParts(body), { zip64: true, zip64EntryCount: 1n << 40n })).code).toBe('too_many_entries');
    });

    it('refuses a zip64 entry count beyond the safe integers as too_large', () => {
      expect(refusalOf(buildZip(minimalDocxParts(body), { zip64: true, zip64EntryCount: 1n << 60n })).code).toBe('too_large');
    });
  });

  describe('when an entry lies inside the data of another, as in a non-recursive zip bomb', () => {
    it('refuses it as unsupported_zip', () => {
      const inner = buildZip([{ name: 'b.bin', content: 'x', method: 'stored' }]);
      const innerLocal = inner.subarray(0, 30 + 'b.bin'.length + 1);
      const zip = buildZip([
        { name: 'a.bin', content: innerLocal, method: 'stored' },
        ...entriesOf(minimalDocxParts(body)),
        { name: 'b.bin', content: 'x', method: 'stored' },
      ]);
      const lastRecord = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
      zip.writeUInt32LE(30 + 'a.bin'.length, lastRecord + 42);
      expect(refusalOf(zip)).toMatchObject({ code: 'unsupported_zip', entry: 'b.bin' });
    });
  });

  describe('when the archive claims to span several disks', () => {
    it('refuses it as unsupported_zip', () => {
      expect(refusalOf(buildZip(minimalDocxParts(body), { diskNumber: 1 })).code).toBe('unsupported_zip');
    });
  });

  describe('when the package has too many entries', () => {
    it('refuses it as too_many_entries', () => {
      const parts = minimalDocxParts(body);
      for (let index = 0; index < 10; index += 1) parts[`word/media/image${index}.png`] = 'x';
      expect(refusalOf(buildZip(parts), { maxEntries: 12 }).code).toBe('too_many_entries');
      expect(openDocx(buildZip(parts), { maxEntries: 20 }).ok).toBe(true);
    });
  });

  describe('when the package declares more uncompressed bytes than the limit', () => {
    it('refuses it as too_large before inflating', () => {
      expect(refusalOf(withPart('word/media/big.bin', Buffer.alloc(50_000, 7)), { maxTotalUncompressed: 40_000 }).code).toBe('too_large');
    });
  });

  describe('when an entry inflates to more than its header declares', () => {
    it('refuses it as too_large when the bytes actually inflated pass the total limit', () => {
      const parts = entriesOf({ ...minimalDocxParts(body), 'word/media/liar.bin': Buffer.alloc(60_000, 1) }, (spec) =>
        spec.name === 'word/media/liar.bin' ? { ...spec, uncompressedSize: 10 } : spec,
      );
      expect(refusalOf(buildZip(parts), { maxTotalUncompressed: 50_000, maxInflateRatio: 100_000 })).toMatchObject({ code: 'too_large' });
    });

    it('refuses it as corrupt_entry when it stays within the limits', () => {
      const parts = entriesOf({ ...minimalDocxParts(body), 'word/media/liar.bin': Buffer.alloc(1000, 1) }, (spec) =>
        spec.name === 'word/media/liar.bin' ? { ...spec, uncompressedSize: 10 } : spec,
      );
      expect(refusalOf(buildZip(parts))).toMatchObject({ code: 'corrupt_entry', entry: 'word/media/liar.bin' });
    });
  });

  describe('when an entry over 100 KiB inflates more than 100 times', () => {
    const zeros = Buffer.alloc(2 * 1024 * 1024);

    it('refuses it as inflate_ratio from its declared sizes', () => {
      expect(refusalOf(withPart('word/media/bomb.bin', zeros))).toMatchObject({ code: 'inflate_ratio', entry: 'word/media/bomb.bin' });
    });

    it('refuses it as inflate_ratio from the bytes actually inflated when the header lies', () => {
      const parts = entriesOf({ ...minimalDocxParts(body), 'word/media/bomb.bin': zeros }, (spec) =>
        spec.name === 'word/media/bomb.bin' ? { ...spec, uncompressedSize: 1000 } : spec,
      );
      expect(refusalOf(buildZip(parts))).toMatchObject({ code: 'inflate_ratio', entry: 'word/media/bomb.bin' });
    });

    it('accepts a small entry with a high ratio', () => {
      expect(openDocx(withPart('word/media/small.bin', Buffer.alloc(50 * 1024))).ok).toBe(true);
    });
  });

  describe('when an entry uses another compression method', () => {
    it('refuses it as unsupported_compression', () => {
      const parts = entriesOf({ ...minimalDocxParts(body), 'word/media/x.bin': 'BZh91AY' }, (spec) =>
        spec.name === 'word/media/x.bin' ? { ...spec, method: 12 } : spec,
      );
      expect(refusalOf(buildZip(parts))).toMatchObject({ code: 'unsupported_compression', entry: 'word/media/x.bin' });
    });

    it('refuses AES (method 99) as encrypted', () => {
      const parts = entriesOf(minimalDocxParts(body), (spec) => (spec.name === 'word/styles.xml' ? { ...spec, method: 99 } : spec));
      expect(refusalOf(buildZip(parts)).code).toBe('encrypted');
    });
  });

  describe('when an entry is stored rather than deflated', () => {
    it('opens it', () => {
      const pkg = opened(buildZip(entriesOf(minimalDocxParts(body), (spec) => ({ ...spec, method: 'stored' }))));
      expect(pkg.text('word/document.xml')).toContain('Hello');
    });
  });

  describe('when an entry fails its CRC', () => {
    it('refuses it as crc_mismatch', () => {
      const parts = entriesOf(minimalDocxParts(body), (spec) => (spec.name === 'word/styles.xml' ? { ...spec, crc32: 0x1234 } : spec));
      expect(refusalOf(buildZip(parts))).toMatchObject({ code: 'crc_mismatch', entry: 'word/styles.xml' });
    });
  });

  describe('when deflated data is damaged', () => {
    it('refuses it as corrupt_entry', () => {
      const parts = entriesOf({ ...minimalDocxParts(body), 'word/media/x.bin': deflateRawSync(Buffer.alloc(5000, 3)).subarray(0, 5) }, (spec) =>
        spec.name === 'word/media/x.bin' ? { ...spec, method: 8, uncompressedSize: 5000 } : spec,
      );
      expect(refusalOf(buildZip(parts))).toMatchObject({ code: 'corrupt_entry', entry: 'word/media/x.bin' });
    });
  });

  describe('when an entry name is unsafe', () => {
    it.each([
      ['a parent segment', 'word/../../evil.xml'],
      ['an absolute path', '/etc/passwd'],
      ['a backslash', 'word\\media\\x.png'],
      ['a drive letter', 'C:/evil.png'],
      ['a NUL character', 'word/media/x.png\0.txt'],
      ['a "." segment', 'word/./document.xml'],
      ['an empty segment', 'word//document.xml'],
    ])('refuses %s as unsafe_entry_name', (_what, name) => {
      expect(refusalOf(withPart(name, 'x'))).toMatchObject({ code: 'unsafe_entry_name', entry: name });
    });

    it('refuses a name flagged UTF-8 that is not UTF-8 as unsafe_entry_name', () => {
      const parts = [...entriesOf(minimalDocxParts(body)), { name: Buffer.from([0x77, 0xff, 0xfe]), content: 'x', utf8Flag: true }];
      expect(refusalOf(buildZip(parts)).code).toBe('unsafe_entry_name');
    });
  });

  describe('when the local header names an entry differently from the central directory', () => {
    it('refuses it as inconsistent_zip (ADR 0043)', () => {
      const zip = buildZip(minimalDocxParts(body));
      const at = zip.indexOf('word/styles.xml');
      zip.write('W', at);
      expect(refusalOf(zip)).toMatchObject({ code: 'inconsistent_zip', entry: 'word/styles.xml' });
    });
  });

  describe('when two entries have the same name but for case', () => {
    it('refuses it as duplicate_entry', () => {
      const parts = [...entriesOf(minimalDocxParts(body)), { name: 'WORD/styles.xml', content: 'x' }];
      expect(refusalOf(buildZip(parts))).toMatchObject({ code: 'duplicate_entry', entry: 'WORD/styles.xml' });
    });
  });

  describe('when entry names are not ASCII', () => {
    it('reads UTF-8 names, flagged or not', () => {
      const parts = [
        ...entriesOf(minimalDocxParts(body)),
        { name: 'word/media/café.png', content: 'x' },
        { name: 'word/media/naïve.png', content: 'y', utf8Flag: false },
      ];
      expect(opened(buildZip(parts)).names).toEqual(expect.arrayContaining(['word/media/café.png', 'word/media/naïve.png']));
    });

    it('reads other names as CP437', () => {
      const parts = [...entriesOf(minimalDocxParts(body)), { name: Buffer.from([0x77, 0x2f, 0x82, 0x81]), content: 'x', utf8Flag: false }];
      expect(opened(buildZip(parts)).names).toContain('w/éü');
    });
  });

  describe('when an entry carries an Info-ZIP Unicode Path extra field', () => {
    const unicodePath = (headerName: string, unicodeName: string, nameCrc = crc32(Buffer.from(headerName))): Buffer => {
      const name = Buffer.from(unicodeName, 'utf8');
      const field = Buffer.alloc(9 + name.length);
      field.writeUInt16LE(0x7075, 0);
      field.writeUInt16LE(5 + name.length, 2);
      field.writeUInt8(1, 4);
      field.writeUInt32LE(nameCrc >>> 0, 5);
      name.copy(field, 9);
      return field;
    };
    const withExtra = (centralExtra: Buffer): Buffer =>
      buildZip([...entriesOf(minimalDocxParts(body)), { name: 'innocent-file', content: '<!DOCTYPE x><x/>', centralExtra }]);

    it('refuses an ASCII header name that it contradicts as unsafe_entry_name, so no reader sees another part', () => {
      expect(refusalOf(withExtra(unicodePath('innocent-file', 'word/document.xml')))).toMatchObject({ code: 'unsafe_entry_name', entry: 'innocent-file' });
    });

    it('accepts it when it repeats the header name', () => {
      expect(opened(withExtra(unicodePath('innocent-file', 'innocent-file'))).names).toContain('innocent-file');
    });

    it('uses the name it gives for a header name in a legacy code page', () => {
      const legacy = Buffer.from([0x77, 0x2f, 0x8a, 0x2e, 0x62, 0x69, 0x6e]);
      const zip = buildZip([...entriesOf(minimalDocxParts(body)), { name: legacy, content: 'x', utf8Flag: false, centralExtra: unicodePath('', 'w/ש.bin', crc32(legacy)) }]);
      expect(opened(zip).names).toContain('w/ש.bin');
    });

    it('ignores it when its CRC does not match the header name', () => {
      expect(opened(withExtra(unicodePath('innocent-file', 'word/document.xml', 1234))).names).toContain('innocent-file');
    });
  });

  describe('when there is no main document part', () => {
    it('refuses it as missing_document_part', () => {
      const parts = minimalDocxParts(body);
      delete parts['word/document.xml'];
      expect(refusalOf(buildZip(parts)).code).toBe('missing_document_part');
    });

    it('refuses a package without [Content_Types].xml as missing_document_part', () => {
      const parts = minimalDocxParts(body);
      delete parts['[Content_Types].xml'];
      expect(refusalOf(buildZip(parts)).code).toBe('missing_document_part');
    });

    it('names an Excel workbook', () => {
      const zip = buildZip({
        '[Content_Types].xml':
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
        '_rels/.rels':
          '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
        'xl/workbook.xml': '<workbook/>',
      });
      expect(refusalOf(zip)).toMatchObject({ code: 'missing_document_part', message: expect.stringContaining('Excel') });
    });
  });

  describe('when the document is macro-enabled', () => {
    it('refuses a .docm main content type as macro_enabled', () => {
      const parts = minimalDocxParts(body, {
        contentTypeOverrides: { 'word/document.xml': 'application/vnd.ms-word.document.macroEnabled.main+xml' },
      });
      expect(refusalOf(buildZip(parts)).code).toBe('macro_enabled');
    });

    it('refuses a vbaProject.bin part as macro_enabled', () => {
      expect(refusalOf(withPart('word/vbaProject.bin', Buffer.from([1, 2, 3])))).toMatchObject({ code: 'macro_enabled', entry: 'word/vbaProject.bin' });
    });

    it('refuses a part with a VBA content type as macro_enabled', () => {
      expect(
        refusalOf(withPart('word/macros.dat', 'x', { contentTypeOverrides: { 'word/macros.dat': 'application/vnd.ms-office.vbaProject' } })).code,
      ).toBe('macro_enabled');
    });

    it('accepts a leftover VBA default for an extension no part has', () => {
      expect(openDocx(minimalDocx(body, { contentTypeDefaults: { bin: 'application/vnd.ms-office.vbaProject' } })).ok).toBe(true);
    });
  });

  describe('when an XML part declares a DOCTYPE or an entity', () => {
    it.each([
      ['word/document.xml', '<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY x SYSTEM "file:///etc/passwd">]><w:document/>'],
      ['customXml/item1.xml', '<!doctype r><r/>'],
      ['word/_rels/document.xml.rels', '<?xml version="1.0"?><!ENTITY lol "lol"><Relationships/>'],
      ['word/vmlDrawing1.vml', '<!DOCTYPE xml><xml/>'],
    ])('refuses %s as doctype_forbidden', (name, xml) => {
      expect(refusalOf(withPart(name, xml))).toMatchObject({ code: 'doctype_forbidden', entry: name });
    });

    it('checks parts that are XML by content type only', () => {
      const zip = withPart('word/data.bin', '<!DOCTYPE x><x/>', { contentTypeOverrides: { 'word/data.bin': 'application/vnd.example+xml' } });
      expect(refusalOf(zip).code).toBe('doctype_forbidden');
    });

    it('does not read a binary part as XML', () => {
      expect(openDocx(withPart('word/media/a.png', '<!DOCTYPE x>')).ok).toBe(true);
    });
  });

  describe('when an XML part is not UTF-8', () => {
    it('decodes UTF-16 with a byte order mark and returns it declaring UTF-8', () => {
      const xml = '<?xml version="1.0" encoding="UTF-16"?><x>ünï</x>';
      const pkg = opened(withPart('customXml/item1.xml', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')])));
      expect(pkg.text('customXml/item1.xml')).toBe('<?xml version="1.0" encoding="UTF-8"?><x>ünï</x>');
    });

    it('decodes UTF-16 big-endian', () => {
      const xml = Buffer.from('<?xml version="1.0" encoding="utf-16"?><x>é</x>', 'utf16le').swap16();
      expect(opened(withPart('customXml/item1.xml', Buffer.concat([Buffer.from([0xfe, 0xff]), xml]))).text('customXml/item1.xml')).toContain('<x>é</x>');
    });

    it('still finds a DOCTYPE in a UTF-16 part', () => {
      const xml = Buffer.from('<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE x><x/>', 'utf16le');
      expect(refusalOf(withPart('customXml/item1.xml', xml)).code).toBe('doctype_forbidden');
    });

    it('finds a DOCTYPE in ASCII bytes that declare UTF-16', () => {
      expect(refusalOf(withPart('customXml/item1.xml', '<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE x><x/>')).code).toBe('doctype_forbidden');
    });

    it('refuses UTF-16 without a byte order mark or declaration as invalid_xml_encoding', () => {
      expect(refusalOf(withPart('customXml/item1.xml', Buffer.from('<x><!DOCTYPE y></x>', 'utf16le'))).code).toBe('invalid_xml_encoding');
    });

    it('strips a UTF-8 byte order mark', () => {
      const pkg = opened(withPart('customXml/item1.xml', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<x>a</x>')])));
      expect(pkg.text('customXml/item1.xml')).toBe('<x>a</x>');
    });

    it('decodes a declared single-byte encoding', () => {
      const xml = Buffer.concat([Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><x>'), Buffer.from([0xe9]), Buffer.from('</x>')]);
      expect(opened(withPart('customXml/item1.xml', xml)).text('customXml/item1.xml')).toBe('<?xml version="1.0" encoding="UTF-8"?><x>é</x>');
    });

    it('refuses invalid UTF-8 as invalid_xml_encoding', () => {
      const xml = Buffer.concat([Buffer.from('<x>'), Buffer.from([0xc3, 0x28]), Buffer.from('</x>')]);
      expect(refusalOf(withPart('customXml/item1.xml', xml))).toMatchObject({ code: 'invalid_xml_encoding', entry: 'customXml/item1.xml' });
    });

    it('refuses an unknown declared encoding as invalid_xml_encoding', () => {
      expect(refusalOf(withPart('customXml/item1.xml', '<?xml version="1.0" encoding="x-klingon"?><x/>')).code).toBe('invalid_xml_encoding');
    });
  });

  describe('when entries use data descriptors, extra fields and directory entries', () => {
    it('opens them, leaving directories out of the parts', () => {
      const parts: ZipEntrySpec[] = [
        { name: 'word/', content: '', method: 'stored' },
        ...entriesOf(minimalDocxParts(body), (spec) => ({
          ...spec,
          dataDescriptor: true,
          localExtra: Buffer.from([0x55, 0x54, 0x05, 0x00, 0x01, 0, 0, 0, 0]),
        })),
      ];
      const pkg = opened(buildZip(parts));
      expect(pkg.names).not.toContain('word/');
      expect(pkg.text('word/document.xml')).toContain('Hello');
    });
  });

  describe('when the caller changes its buffer after opening', () => {
    it('keeps the package intact', () => {
      const bytes = minimalDocx(body);
      const pkg = opened(bytes);
      bytes.fill(0);
      expect(pkg.bytes('word/document.xml').length).toBeGreaterThan(0);
    });
  });
});
