import { deflatedEntry, entryText, readZip, writeZip, type ZipWriteEntry } from '../zip/zip';
import { escapeXml } from '../template/word-xml';
import { FLOOR_RECIPE, type FloorRecipe } from '../template/floor-recipe';
import { crc32 } from 'node:zlib';
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
    const all = readZip(template);
    const recipeEntry = all.find((entry) => entry.name === FLOOR_RECIPE);
    const recipe = recipeEntry === undefined ? undefined : (JSON.parse(entryText(recipeEntry)) as FloorRecipe);
    const entries = all.filter((entry) => entry !== recipeEntry);
    const parts = new Map<string, PreparedPart>();
    for (const entry of entries) {
      const xml = entry.name.endsWith('.xml') ? entryText(entry) : '';
      if (xml.includes('{{')) parts.set(entry.name, preparePart(entry.name, xml));
    }
    return (data) => {
      const values = recipe === undefined ? data : withSums(data, recipe);
      const written: ZipWriteEntry[] = entries.map((entry) => {
        const picture = recipe?.pictures[entry.name];
        if (picture !== undefined) return storedPicture(entry, data[picture]);
        const part = parts.get(entry.name);
        return part === undefined ? entry : deflatedEntry(entry.name, renderPart(part, values));
      });
      return writeZip(written);
    };
  },
};

/** A picture part from its data URI in the data: decoded and stored as it is (a PNG is compressed already), as Quire stores it. */
const storedPicture = (entry: ZipWriteEntry, value: unknown): ZipWriteEntry => {
  const text = typeof value === 'string' ? value : '';
  const bytes = Buffer.from(text.slice(text.indexOf(',') + 1), 'base64');
  return { ...entry, method: 0, crc32: crc32(bytes), uncompressedSize: bytes.length, data: bytes };
};

const currencies = new Map<string, Intl.NumberFormat>();

/** The data with the recipe's sums worked out (in cents, as exact as Quire's decimals for two-decimal amounts). */
const withSums = (data: Readonly<Record<string, unknown>>, recipe: FloorRecipe): Readonly<Record<string, unknown>> => {
  const values: Record<string, unknown> = { ...data };
  for (const [name, sum] of Object.entries(recipe.sums)) {
    const items = data[sum.list];
    let cents = 0;
    if (Array.isArray(items)) for (const item of items as Array<Record<string, unknown>>) cents += Math.round(Number(item[sum.field]) * 100);
    let format = currencies.get(sum.currency);
    if (format === undefined) currencies.set(sum.currency, (format = new Intl.NumberFormat('en-US', { style: 'currency', currency: sum.currency })));
    values[name] = format.format(cents / 100);
  }
  return values;
};
