import type { ExpectedOutput } from '../template/expected-output';
import { readZip, readZipTexts } from '../zip/zip';
import { PARTS_WITH_FIELDS } from '../template/package-parts';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const LEFTOVER_TAG = /\{\{|\}\}|\{[#/]?(?:field_|cond_|rows|description|quantity|amount)/;

const textOf = (xml: string): string =>
  xml
    .replace(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<[^>]*>/g, (_match, text: string | undefined) => text ?? '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith('#') ? String.fromCodePoint(parseInt(name.slice(name[1] === 'x' ? 2 : 1), name[1] === 'x' ? 16 : 10)) : (ENTITIES[name] ?? entity),
    );

const countOf = (text: string, needle: string): number => text.split(needle).length - 1;

/**
 * What is wrong with a rendered document, or an empty list: every expected value is there, no
 * dropped clause and no tag is left, and the table has its rows. Checked once per engine and
 * size so the benchmark never times wrong output.
 */
export const verifyOutput = (document: Uint8Array, expected: ExpectedOutput): ReadonlyArray<string> => {
  const parts = expected.parts ?? PARTS_WITH_FIELDS;
  const texts = readZipTexts(document, (name) => parts.includes(name));
  const text = [...texts.values()].map(textOf).join('\n');
  const problems: string[] = [];
  if (texts.size !== parts.length) problems.push(`parts missing: found ${[...texts.keys()].join(', ')}`);
  const missing = expected.present.filter((value) => !text.includes(value));
  if (missing.length > 0) problems.push(`${missing.length} expected texts missing, e.g. ${JSON.stringify(missing.slice(0, 3))}`);
  const unwanted = expected.absent.filter((value) => text.includes(value));
  if (unwanted.length > 0) problems.push(`${unwanted.length} dropped clauses present, e.g. ${JSON.stringify(unwanted.slice(0, 3))}`);
  const leftover = LEFTOVER_TAG.exec(text);
  if (leftover !== null) problems.push(`a tag is left: …${text.slice(Math.max(0, leftover.index - 30), leftover.index + 30)}…`);
  const rows = countOf(text, expected.rowMarker);
  if (rows !== expected.rowCount) problems.push(`${rows} table rows instead of ${expected.rowCount}`);
  for (const { text: wanted, count } of expected.occurrences ?? []) {
    const found = countOf(text, wanted);
    if (found !== count) problems.push(`${JSON.stringify(wanted)} found ${found} times instead of ${count}`);
  }
  if (expected.mediaParts !== undefined) {
    const media = readZip(document).filter((entry) => entry.name.startsWith('word/media/')).length;
    if (media !== expected.mediaParts) problems.push(`${media} pictures instead of ${expected.mediaParts}`);
  }
  return problems;
};
