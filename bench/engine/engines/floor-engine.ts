import { deflatedEntry, entryText, readZip, writeZip, type ZipWriteEntry } from '../zip/zip';
import { escapeXml } from '../template/word-xml';
import type { BenchEngine } from './bench-engine';

const PLACEHOLDER = /\{\{([^{}]+)\}\}/g;

/** A part cut at its placeholders once: rendering only joins the pieces with the values. */
type PreparedPart = { readonly name: string; readonly pieces: ReadonlyArray<string>; readonly paths: ReadonlyArray<ReadonlyArray<string>> };

const preparePart = (name: string, xml: string): PreparedPart => {
  const pieces: string[] = [];
  const paths: string[][] = [];
  let last = 0;
  for (const match of xml.matchAll(PLACEHOLDER)) {
    pieces.push(xml.slice(last, match.index));
    paths.push((match[1] ?? '').split('.'));
    last = match.index + match[0].length;
  }
  pieces.push(xml.slice(last));
  return { name, pieces, paths };
};

const lookUp = (data: unknown, path: ReadonlyArray<string>): string => {
  let value: unknown = data;
  for (const key of path) value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);
};

const renderPart = (part: PreparedPart, data: Readonly<Record<string, unknown>>): string => {
  let xml = part.pieces[0] ?? '';
  for (let index = 0; index < part.paths.length; index += 1) xml += escapeXml(lookUp(data, part.paths[index] ?? [])) + (part.pieces[index + 1] ?? '');
  return xml;
};

/**
 * The physical floor: no template language at all. Its input is already the output's shape
 * (kept sections only, every row written out) with one placeholder per value; a render joins
 * the prepared pieces with the escaped values, deflates the parts that hold values (those with a
 * placeholder) with node's zlib (default level, as Quire) and copies every other entry as its
 * compressed bytes.
 */
export const floorEngine: BenchEngine = {
  name: 'floor',
  templateKind: 'floor',
  prepare: (template) => {
    const entries = readZip(template);
    const parts = new Map<string, PreparedPart>();
    for (const entry of entries) {
      const xml = entry.name.endsWith('.xml') ? entryText(entry) : '';
      if (xml.includes('{{')) parts.set(entry.name, preparePart(entry.name, xml));
    }
    return (data) => {
      const written: ZipWriteEntry[] = entries.map((entry) => {
        const part = parts.get(entry.name);
        return part === undefined ? entry : deflatedEntry(entry.name, renderPart(part, data));
      });
      return writeZip(written);
    };
  },
};
