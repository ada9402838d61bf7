import { BROKEN_XML_KINDS, type BrokenXmlKind, brokenXmlDocument } from './broken-xml';
import { deeplyNestedArrays, deeplyNestedArraysJson, deeplyNestedObjects, deeplyNestedObjectsJson, objectWithKeys } from './deep-data';
import { nestedContentControls } from './nested-content-controls';
import { nestedElements } from './nested-elements';
import { nestedTables } from './nested-tables';
import { NOT_XML_TEXT, notXmlDocument } from './not-xml';
import { readZipWithPython } from './python-zip-reader';
import { tagsAcrossParagraphs, tagsInOneParagraph } from './tag-dense';

const documentText = (bytes: Uint8Array): string => {
  const found = readZipWithPython(bytes).find((entry) => entry.name === 'word/document.xml');
  if (found?.text == null) throw new Error('no readable word/document.xml');
  return found.text;
};
const count = (text: string, what: string): number => text.split(what).length - 1;
const maxDepth = (text: string, open: string, close: string): number => {
  let depth = 0;
  let deepest = 0;
  for (const match of text.matchAll(new RegExp(`${open}|${close}`, 'g'))) {
    depth += match[0] === close ? -1 : 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
};

describe('hostile document generators', () => {
  it('nests content controls as deep as asked, around one tag', () => {
    const text = documentText(nestedContentControls(300));
    expect(maxDepth(text, '<w:sdt>', '</w:sdt>')).toBe(300);
    expect(count(text, '{{name}}')).toBe(1);
  });

  it('nests elements as deep as asked', () => {
    expect(maxDepth(documentText(nestedElements(500)), '<w:x>', '</w:x>')).toBe(500);
  });

  it('nests tables as deep as asked', () => {
    expect(maxDepth(documentText(nestedTables(20)), '<w:tbl>', '</w:tbl>')).toBe(20);
  });

  it('spreads tags over paragraphs, or puts them all in one', () => {
    const spread = documentText(tagsAcrossParagraphs(1000, 10));
    expect([count(spread, '<w:p>'), count(spread, '{{field')]).toEqual([10, 1000]);
    const dense = documentText(tagsInOneParagraph(1000));
    expect([count(dense, '<w:p>'), count(dense, '{{field'), count(dense, '{{field999}}')]).toEqual([1, 1000, 1]);
  });

  it('writes a document part that is not XML', () => {
    expect(documentText(notXmlDocument())).toBe(NOT_XML_TEXT);
  });

  it.each(Object.keys(BROKEN_XML_KINDS) as BrokenXmlKind[])('writes broken XML (%s) in the part asked', (kind) => {
    expect(documentText(brokenXmlDocument(kind))).toBe(BROKEN_XML_KINDS[kind]);
    const styles = readZipWithPython(brokenXmlDocument(kind, 'word/styles.xml')).find((entry) => entry.name === 'word/styles.xml');
    expect(styles?.text).toBe(BROKEN_XML_KINDS[kind]);
  });
});

describe('deep data generators', () => {
  it('nests arrays and objects as deep as asked, without recursion', () => {
    let value = deeplyNestedArrays(10_000);
    let depth = 0;
    while (Array.isArray(value)) [value, depth] = [value[0], depth + 1];
    expect([depth, value]).toEqual([10_000, 'x']);
    expect(deeplyNestedObjects(3)).toEqual({ a: { a: { a: 'x' } } });
  });

  it('writes the same values as JSON text', () => {
    expect(JSON.parse(deeplyNestedArraysJson(50))).toEqual(deeplyNestedArrays(50));
    expect(JSON.parse(deeplyNestedObjectsJson(50))).toEqual(deeplyNestedObjects(50));
  });

  it('makes an object with as many keys as asked', () => {
    const data = objectWithKeys(100_000);
    expect([Object.keys(data).length, data['k99999']]).toEqual([100_000, 'v']);
  });
});
