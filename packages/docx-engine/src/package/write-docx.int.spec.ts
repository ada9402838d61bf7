import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { readDocx, readDocxText } from '../../test/support/python-docx';
import { paragraphXml, tableXml } from '@quire/testing/docx/wordml';
import type { DocxPackage } from './docx-package';
import { openDocx } from './open-docx';
import { writeDocx, type DocxChanges } from './write-docx';

const opened = (bytes: Uint8Array): DocxPackage => {
  const result = openDocx(bytes);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

const written = (pkg: DocxPackage, changes: DocxChanges): Uint8Array => {
  const result = writeDocx(pkg, changes);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('writeDocx (read back with python-docx)', () => {
  const original = minimalDocx(paragraphXml('First paragraph') + tableXml([['a cell', 'another']]) + paragraphXml('Last'), {
    headers: { default: paragraphXml('The header') },
    footers: { default: paragraphXml('The footer') },
    title: 'The title',
  });

  describe('when nothing changes', () => {
    it('writes a document python-docx reads exactly as the original', async () => {
      const output = written(opened(original), new Map());
      expect(await readDocx(output)).toEqual(await readDocx(original));
    });
  });

  describe('when word/document.xml changes', () => {
    it('writes a document in which python-docx reads the new text', async () => {
      const pkg = opened(original);
      const changed = pkg.text('word/document.xml').replace('First paragraph', 'Changed &amp; new: “quoted” ünïcode');
      expect(await readDocxText(written(pkg, new Map([['word/document.xml', changed]])))).toEqual([
        'Changed & new: “quoted” ünïcode',
        'a cell',
        'another',
        'Last',
      ]);
    });
  });

  describe('when a header changes', () => {
    it('writes a document in which python-docx reads the new header', async () => {
      const pkg = opened(original);
      const changed = pkg.text('word/header1.xml').replace('The header', 'A new header');
      const dump = await readDocx(written(pkg, new Map([['word/header1.xml', changed]])));
      expect(dump.headers.map((header) => header.paragraphs)).toEqual([['A new header']]);
      expect(dump.footers.map((footer) => footer.paragraphs)).toEqual([['The footer']]);
    });
  });
});
