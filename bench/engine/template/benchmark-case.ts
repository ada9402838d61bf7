import { deflatedEntry, readZipTexts, writeZip } from '../zip/zip';
import { buildRichCase } from './rich-case';
import { buildData, fieldValue, rowDescription } from './build-data';
import { buildOutline, conditionMarker, conditionName } from './build-outline';
import type { DocumentSize } from './document-size';
import type { ExpectedOutput } from './expected-output';
import { floorXml, templateXml, type OutlineXml } from './outline-xml';
import { packageParts } from './package-parts';
import { controlsTemplateXml } from './controls-xml';
import { snippetExpected, snippetFloorInput, withSnippets } from './snippet-case';
import { DOCXTEMPLATER_SYNTAX, QUIRE_SYNTAX } from './tag-syntax';

export type TemplateKind = 'quire' | 'quire-controls' | 'quire-snippets' | 'docxtemplater' | 'floor' | 'floor-snippets';

/** One document size, as a template for each engine, with its answers and what the output must say. */
export type BenchmarkCase = {
  readonly size: DocumentSize;
  readonly templates: Readonly<Record<TemplateKind, Uint8Array>>;
  readonly documentXmlBytes: Readonly<Record<TemplateKind, number>>;
  readonly data: Readonly<Record<string, unknown>>;
  readonly expected: ExpectedOutput;
  /** What the document with snippet insertions must say (quire-snippets, floor-snippets). */
  readonly expectedWithSnippets: ExpectedOutput;
};

export type BenchmarkCaseOptions = {
  /** Word 2010+ gives every paragraph a w14:paraId; LibreOffice, Google Docs and older Word do not. */
  readonly paragraphIds: boolean;
};

const PARAGRAPH_IDS = / w14:paraId="[0-9A-F]+" w14:textId="[0-9A-F]+"/g;

const withoutParagraphIds = (xml: OutlineXml): OutlineXml => ({
  body: xml.body.replace(PARAGRAPH_IDS, ''),
  header: xml.header.replace(PARAGRAPH_IDS, ''),
  footer: xml.footer.replace(PARAGRAPH_IDS, ''),
});

const docx = (written: OutlineXml, options: BenchmarkCaseOptions): { readonly bytes: Uint8Array; readonly documentXmlBytes: number } => {
  const xml = options.paragraphIds ? written : withoutParagraphIds(written);
  const parts = packageParts(xml);
  const document = parts.find(([name]) => name === 'word/document.xml')?.[1] ?? '';
  return { bytes: writeZip(parts.map(([name, content]) => deflatedEntry(name, content))), documentXmlBytes: Buffer.byteLength(document) };
};

/** A case as `npm run bench` measures it: a template for each engine that renders it (the rich case: Quire and the floor only). */
export type MeasuredCase = Omit<BenchmarkCase, 'templates' | 'documentXmlBytes'> & {
  readonly templates: Readonly<Partial<Record<TemplateKind, Uint8Array>>>;
  readonly documentXmlBytes: Readonly<Partial<Record<TemplateKind, number>>>;
};

/** The rich case: Quire and its floor (template/rich-case.ts). */
export const buildRichBenchmarkCase = (size: DocumentSize, options: BenchmarkCaseOptions = { paragraphIds: true }): MeasuredCase => {
  const rich = buildRichCase(size, options);
  const documentXml = (bytes: Uint8Array): number => readZipTexts(bytes, (name) => name === 'word/document.xml').get('word/document.xml')?.length ?? Number.NaN;
  return {
    size,
    templates: { quire: rich.quire, floor: rich.floor },
    documentXmlBytes: { quire: documentXml(rich.quire), floor: documentXml(rich.floor) },
    data: rich.data,
    expected: rich.expected,
    expectedWithSnippets: rich.expected,
  };
};

export const buildBenchmarkCase = (size: DocumentSize, options: BenchmarkCaseOptions = { paragraphIds: true }): BenchmarkCase => {
  const outline = buildOutline(size);
  const data = buildData(size);
  const quire = docx(templateXml(outline, QUIRE_SYNTAX), options);
  const controls = docx(controlsTemplateXml(outline), options);
  const docxtemplater = docx(templateXml(outline, DOCXTEMPLATER_SYNTAX), options);
  const floor = docx(floorXml(outline, data), options);
  const snippets = docx(templateXml(withSnippets(outline), QUIRE_SYNTAX), options);
  const snippetsFloor = snippetFloorInput(snippets.bytes, data);
  const usedFields = Math.min(size.distinctFields, size.fieldOccurrences);
  const present: string[] = [];
  const absent: string[] = [];
  for (let index = 0; index < usedFields; index += 1) present.push(fieldValue(index));
  for (let index = 0; index < size.conditions; index += 1) (data[conditionName(index)] === true ? present : absent).push(conditionMarker(index));
  if (size.repeatRows > 0) present.push(rowDescription(0), rowDescription(size.repeatRows - 1));
  const expected: ExpectedOutput = { present, absent, rowCount: size.repeatRows, rowMarker: 'Item R' };
  return {
    size,
    templates: {
      quire: quire.bytes,
      'quire-controls': controls.bytes,
      'quire-snippets': snippets.bytes,
      docxtemplater: docxtemplater.bytes,
      floor: floor.bytes,
      'floor-snippets': snippetsFloor,
    },
    documentXmlBytes: {
      quire: quire.documentXmlBytes,
      'quire-controls': controls.documentXmlBytes,
      'quire-snippets': snippets.documentXmlBytes,
      docxtemplater: docxtemplater.documentXmlBytes,
      floor: floor.documentXmlBytes,
      'floor-snippets': Number.NaN,
    },
    data,
    expected,
    expectedWithSnippets: snippetExpected(expected),
  };
};
