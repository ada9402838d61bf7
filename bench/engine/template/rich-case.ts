import { compileTemplate, renderTemplate } from '@quire/docx-engine/engine';
import { pngPicture } from '@quire/testing/builders/png-picture';
import { crc32 } from 'node:zlib';
import { deflatedEntry, entryText, readZip, writeZip } from '../zip/zip';
import { rowDescription } from './build-data';
import type { DocumentSize } from './document-size';
import type { ExpectedOutput } from './expected-output';
import { FLOOR_RECIPE, type FloorRecipe } from './floor-recipe';
import { packageParts } from './package-parts';
import { cellXml, paragraphXml, rowXml, run } from './word-xml';

/*
 * The rich case: a quote with 20 markdown values, 10 pictures, and a 200-row table
 * with 6 dynamic columns and a computed total. Only Quire and the floor render it (docxtemplater
 * has no free markdown, pictures or column repeats).
 */

export const RICH_MARKDOWN_VALUES = 20;
export const RICH_PICTURES = 10;
export const RICH_ROWS = 200;
export const RICH_COLUMNS = 6;
const LIST = 'rows';

const clauseName = (index: number): string => `clause_${index + 1}`;
const pictureName = (index: number): string => `picture_${index + 1}`;
const clauseMarker = (index: number): string => `Clause ${String(index + 1).padStart(2, '0')} of the quote`;
const columnName = (index: number): string => `Month ${index + 1} & more`;
const cellValue = (row: number, column: number): string => `${row + 1}.${column + 1}`;

/** A markdown value as a quote's clause is written: a heading, emphasis, a link, a list. */
const clause = (index: number): string =>
  `### ${clauseMarker(index)}\n\nThe supplier shall deliver the **goods** listed below *on time*, as agreed on [our site](https://example.com/terms/${index + 1}).\n\n` +
  `- one item, with \`code\`\n- another item\n  1. nested first\n  2. nested second\n\n> Quoted note ${index + 1}.`;

/** The answers: the quote number, the clauses, the pictures (each different, about 20 KiB), the columns and the rows. */
const richData = (): Record<string, unknown> => {
  const data: Record<string, unknown> = { quote_number: 'Q-2026-0042 & <Co>' };
  for (let index = 0; index < RICH_MARKDOWN_VALUES; index += 1) data[clauseName(index)] = clause(index);
  for (let index = 0; index < RICH_PICTURES; index += 1) data[pictureName(index)] = `data:image/png;base64,${pngPicture(80, 80, { noise: index + 1 }).toString('base64')}`;
  data['columns'] = Array.from({ length: RICH_COLUMNS }, (_, index) => columnName(index));
  data[LIST] = Array.from({ length: RICH_ROWS }, (_, row) => ({
    description: rowDescription(row),
    quantity: String((row % 7) + 1),
    amount: ((row + 1) * 13.5).toFixed(2),
    values: Array.from({ length: RICH_COLUMNS }, (_, column) => cellValue(row, column)),
  }));
  return data;
};

const TOTAL_TAG = `{{sum(${LIST}, "amount") | currency: "USD"}}`;

/** The Quire template: the clauses alone in their paragraphs, pictures between them, the table last. */
const richTemplateXml = (): string => {
  const body: string[] = [paragraphXml(run('Quote {{quote_number}}'), true)];
  for (let index = 0; index < RICH_MARKDOWN_VALUES; index += 1) {
    body.push(paragraphXml(run(`{{${clauseName(index)} | markdown}}`)));
    if (index % 2 === 1) body.push(paragraphXml(run(`Picture ${(index - 1) / 2 + 1}: `) + run(`{{${pictureName((index - 1) / 2)} | image: "3cm"}}`)));
  }
  const cell = (text: string, width: number) => cellXml(paragraphXml(run(text), false), width);
  const wide = (text: string) => `<w:tc><w:tcPr><w:tcW w:w="9000" w:type="dxa"/><w:gridSpan w:val="4"/></w:tcPr>${paragraphXml(run(text), false)}</w:tc>`;
  const rows = [
    rowXml(cell('Item', 3000) + cell('Qty', 1000) + cell('Amount', 1500) + cell('{{#each columns}}{{.}}{{/each}}', 3500)),
    rowXml(wide(`{{#each ${LIST}}}`)),
    rowXml(cell('{{description}}', 3000) + cell('{{quantity}}', 1000) + cell('{{amount}}', 1500) + cell('{{#each values}}{{.}}{{/each}}', 3500)),
    rowXml(wide('{{/each}}')),
    rowXml(cell('Total', 3000) + cell('', 1000) + cell(TOTAL_TAG, 1500) + cell('', 3500)),
  ];
  body.push(
    `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="9000" w:type="dxa"/><w:tblLayout w:type="fixed"/></w:tblPr>` +
      `<w:tblGrid><w:gridCol w:w="3000"/><w:gridCol w:w="1000"/><w:gridCol w:w="1500"/><w:gridCol w:w="3500"/></w:tblGrid>${rows.join('')}</w:tbl>`,
  );
  body.push(paragraphXml(run('Thank you for your business.')));
  return body.join('');
};

/** The data with every text the floor fills replaced by its `{{path}}` (the clauses and pictures kept: the floor does not convert them). */
const floorPlaceholders = (data: Readonly<Record<string, unknown>>): Record<string, unknown> => ({
  ...data,
  quote_number: '{{quote_number}}',
  columns: (data['columns'] as string[]).map((_name, index) => `{{columns.${index}}}`),
  [LIST]: (data[LIST] as Array<Record<string, unknown>>).map((row, index) => ({
    description: `{{${LIST}.${index}.description}}`,
    quantity: `{{${LIST}.${index}.quantity}}`,
    amount: `{{${LIST}.${index}.amount}}`,
    values: (row['values'] as string[]).map((_value, column) => `{{${LIST}.${index}.values.${column}}}`),
  })),
});

/**
 * The floor's input: the document as Quire renders it, every text value a `{{path}}`, the total
 * `{{total}}`; the markdown already converted (the floor does not read markdown) and the pictures
 * stored, with a recipe telling the floor which data key each picture part comes from (it decodes
 * and stores them on every render) and how to work out the total (it sums the rows).
 */
const richFloorInput = (template: Uint8Array, data: Readonly<Record<string, unknown>>): Uint8Array => {
  const compiled = compileTemplate(template);
  if (!compiled.ok) throw new Error(`Quire refused the rich template: ${compiled.error.message}`);
  const rendered = renderTemplate(compiled.value, floorPlaceholders(data), { missing: 'keep' });
  if (!rendered.ok) throw new Error(`Quire could not render the rich template: ${rendered.error.message}`);
  const pictureKeys = new Map<number, string>();
  for (let index = 0; index < RICH_PICTURES; index += 1) {
    const uri = String(data[pictureName(index)]);
    pictureKeys.set(crc32(Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64')), pictureName(index));
  }
  const recipe: FloorRecipe = { pictures: {}, sums: { total: { list: LIST, field: 'amount', currency: 'USD' } } };
  const entries = readZip(rendered.value.bytes).map((entry) => {
    if (entry.name.startsWith('word/media/')) {
      const key = pictureKeys.get(entry.crc32);
      if (key === undefined) throw new Error(`the rich document's ${entry.name} is no picture of the data`);
      (recipe.pictures as Record<string, string>)[entry.name] = key;
      return entry;
    }
    if (entry.name !== 'word/document.xml') return entry;
    const xml = entryText(entry);
    if (!xml.includes(TOTAL_TAG.replace(/"/g, '&quot;')) && !xml.includes(TOTAL_TAG)) throw new Error('the rich document lost its total tag');
    return deflatedEntry(entry.name, xml.replace(TOTAL_TAG.replace(/"/g, '&quot;'), '{{total}}').replace(TOTAL_TAG, '{{total}}'));
  });
  return writeZip([...entries, deflatedEntry(FLOOR_RECIPE, JSON.stringify(recipe))]);
};

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export type RichCase = {
  readonly quire: Uint8Array;
  readonly floor: Uint8Array;
  readonly data: Readonly<Record<string, unknown>>;
  readonly expected: ExpectedOutput;
};

export const buildRichCase = (size: DocumentSize, options: { readonly paragraphIds: boolean }): RichCase => {
  const data = richData();
  let body = richTemplateXml();
  if (!options.paragraphIds) body = body.replace(/ w14:paraId="[0-9A-F]+" w14:textId="[0-9A-F]+"/g, '');
  const quire = writeZip(packageParts({ body, header: paragraphXml(run('Quote {{quote_number}}'), false), footer: paragraphXml(run('Page footer')) }).map(([name, content]) => deflatedEntry(name, content)));
  const total = (data[LIST] as Array<{ amount: string }>).reduce((sum, row) => sum + Math.round(Number(row.amount) * 100), 0) / 100;
  const expected: ExpectedOutput = {
    present: [
      'Q-2026-0042 & <Co>',
      ...Array.from({ length: RICH_MARKDOWN_VALUES }, (_, index) => clauseMarker(index)),
      ...Array.from({ length: RICH_COLUMNS }, (_, index) => columnName(index)),
      cellValue(0, 0),
      cellValue(RICH_ROWS - 1, RICH_COLUMNS - 1),
      rowDescription(0),
      rowDescription(RICH_ROWS - 1),
      USD.format(total),
    ],
    absent: ['| markdown', '| image'],
    rowCount: size.repeatRows,
    rowMarker: 'Item R',
    mediaParts: RICH_PICTURES,
  };
  return { quire, floor: richFloorInput(quire, data), data, expected };
};
