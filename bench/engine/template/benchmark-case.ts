import { deflatedEntry, writeZip } from '../zip/write-zip';
import { buildData, fieldValue, rowDescription } from './build-data';
import { buildOutline, conditionMarker, conditionName } from './build-outline';
import type { DocumentSize } from './document-size';
import type { ExpectedOutput } from './expected-output';
import { floorXml, templateXml, type OutlineXml } from './outline-xml';
import { packageParts } from './package-parts';
import { DOCXTEMPLATER_SYNTAX, QUIRE_SYNTAX } from './tag-syntax';

export type TemplateKind = 'quire' | 'docxtemplater' | 'floor';

/** One document size, as a template for each engine, with its answers and what the output must say. */
export type BenchmarkCase = {
  readonly size: DocumentSize;
  readonly templates: Readonly<Record<TemplateKind, Uint8Array>>;
  readonly documentXmlBytes: Readonly<Record<TemplateKind, number>>;
  readonly data: Readonly<Record<string, unknown>>;
  readonly expected: ExpectedOutput;
};

const docx = (xml: OutlineXml): { readonly bytes: Uint8Array; readonly documentXmlBytes: number } => {
  const parts = packageParts(xml);
  const document = parts.find(([name]) => name === 'word/document.xml')?.[1] ?? '';
  return { bytes: writeZip(parts.map(([name, content]) => deflatedEntry(name, content))), documentXmlBytes: Buffer.byteLength(document) };
};

export const buildBenchmarkCase = (size: DocumentSize): BenchmarkCase => {
  const outline = buildOutline(size);
  const data = buildData(size);
  const quire = docx(templateXml(outline, QUIRE_SYNTAX));
  const docxtemplater = docx(templateXml(outline, DOCXTEMPLATER_SYNTAX));
  const floor = docx(floorXml(outline, data));
  const usedFields = Math.min(size.distinctFields, size.fieldOccurrences);
  const present: string[] = [];
  const absent: string[] = [];
  for (let index = 0; index < usedFields; index += 1) present.push(fieldValue(index));
  for (let index = 0; index < size.conditions; index += 1) (data[conditionName(index)] === true ? present : absent).push(conditionMarker(index));
  if (size.repeatRows > 0) present.push(rowDescription(0), rowDescription(size.repeatRows - 1));
  return {
    size,
    templates: { quire: quire.bytes, docxtemplater: docxtemplater.bytes, floor: floor.bytes },
    documentXmlBytes: { quire: quire.documentXmlBytes, docxtemplater: docxtemplater.documentXmlBytes, floor: floor.documentXmlBytes },
    data,
    expected: { present, absent, rowCount: size.repeatRows, rowMarker: 'Item R' },
  };
};
