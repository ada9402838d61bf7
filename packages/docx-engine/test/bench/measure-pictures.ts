/*
 * npx tsx packages/docx-engine/test/bench/measure-pictures.ts [--iterations=200]
 *
 * What pictures from data cost a render, steady state, side by side in one run:
 * - a one-page letter with 10 fields, filled with text (no pictures): the baseline;
 * - the same letter with the 10 fields as `| image: "3cm"`, given 10 distinct PNGs of ~100 KiB
 *   (random pixels, which do not compress) as data URIs;
 * - the same with one logo 10 times (stored once);
 * - a placeholder picture replaced 10 times in a repeat;
 * - the floor for the pictures' share: decoding their base64, the CRC-32 of each (a zip entry
 *   needs it) and copying them into one archive, which any engine that puts pictures in a .docx does.
 * Prints the median and p95 per operation, in milliseconds.
 */
import { crc32, deflateSync } from 'node:zlib';
import { renderTemplate } from '../../src/render/render-template';
import { minimalDocx } from '@quire/testing/docx/minimal-docx';
import { dataUri, pngPicture, templatePicture, wordPictureRun } from '../support/pictures';
import { paragraphXml } from '@quire/testing/docx/wordml';
import { compiled, iterationsArgument, measurer } from './support/measure';
import type { CompiledTemplate } from '../../src/compile/compiled-template';

const iterations = iterationsArgument(200);
const measure = measurer(iterations, 30);

/** A PNG of random pixels (it does not compress), about width × height × 3 bytes. */
const noisePng = (width: number, height: number, seed: number): Buffer => {
  const base = pngPicture(width, height);
  let state = seed;
  const row = (): Buffer => {
    const bytes = Buffer.alloc(1 + width * 3);
    for (let index = 1; index < bytes.length; index++) bytes[index] = (state = (Math.imul(state, 1103515245) + 12345) >>> 0) >>> 24;
    return bytes;
  };
  const raw = Buffer.concat(Array.from({ length: height }, row));
  const idat = deflateSync(raw);
  const chunk = Buffer.alloc(12 + idat.length);
  chunk.writeUInt32BE(idat.length, 0);
  chunk.write('IDAT', 4, 'latin1');
  idat.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + idat.length)), 8 + idat.length);
  // The signature and IHDR of the plain picture, this IDAT, then IEND.
  return Buffer.concat([base.subarray(0, 33), chunk, base.subarray(base.length - 12)]);
};

const render = (template: CompiledTemplate, data: Record<string, unknown>): void => {
  const result = renderTemplate(template, data);
  if (!result.ok) throw new Error(result.error.message);
  if (result.value.warnings.length > 0) throw new Error(JSON.stringify(result.value.warnings));
};

const names = Array.from({ length: 10 }, (_, index) => `picture_${index + 1}`);
const letter = (field: (name: string) => string): CompiledTemplate =>
  compiled(minimalDocx(paragraphXml('Dear {{client}},') + names.map((name) => paragraphXml(`Item ${name}: ${field(name)} as agreed.`)).join('') + paragraphXml('Yours, {{sender}}')));
const text = letter((name) => `{{${name}}}`);
const pictures = letter((name) => `{{${name} | image: "3cm"}}`);
const distinct = names.map((_, index) => dataUri(noisePng(190, 180, index + 1), 'image/png'));
const base = { client: 'Acme Holdings', sender: 'Ann' };
const textData = { ...base, ...Object.fromEntries(names.map((name) => [name, 'a short value'])) };
const distinctData = { ...base, ...Object.fromEntries(names.map((name, index) => [name, distinct[index]])) };
const logoData = { ...base, ...Object.fromEntries(names.map((name) => [name, distinct[0]])) };
const placeholders = compiled(
  minimalDocx(paragraphXml('{{#each people}}') + `<w:p>${wordPictureRun({ id: 1, altText: '{{photo}}', cx: 914_400, cy: 914_400, embed: 'rIdT1' })}</w:p>` + paragraphXml('{{/each}}'), templatePicture('rIdT1')),
);
const peopleData = { people: distinct.map((photo) => ({ photo })) };
const bytes = distinct.map((uri) => Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64'));

console.log(`Pictures of ${Math.round((bytes[0]?.length ?? 0) / 1024)} KiB each; ${iterations} renders each, after warm-up.\n`);
console.log('| render | median ms | p95 ms |');
console.log('|---|---|---|');
measure('letter, 10 text fields', () => render(text, textData));
measure('letter, 10 distinct pictures (~1 MiB)', () => render(pictures, distinctData));
measure('letter, one logo 10 times', () => render(pictures, logoData));
measure('placeholder in a repeat, 10 distinct pictures', () => render(placeholders, peopleData));
measure('floor: decode, CRC and copy the 10 pictures into an archive', () => {
  const decoded = distinct.map((uri) => Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64'));
  for (const picture of decoded) crc32(picture);
  Buffer.concat(decoded);
});
