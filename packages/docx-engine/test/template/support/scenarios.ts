import { parseExpression } from '@quire/expressions';
import type { RenderOptions } from '../../../src/render/render-types';
import type { Vocabulary } from '../../../src/vocabulary/vocabulary';
import { commentRangeXml, footnoteReferenceXml, type MinimalDocxExtras } from '@quire/testing/docx/minimal-docx';
import { splitParagraph, wordParagraph, wordRun, wordTable } from './word-like';

/** A template, its data and the text expected in the output: rendered by unit tests and, in integration tests, read back with python-docx. */
export interface Scenario {
  readonly name: string;
  readonly body: string;
  readonly data: Record<string, unknown>;
  readonly options?: RenderOptions;
  readonly extras?: MinimalDocxExtras;
  /** Body paragraphs (table cells included, text boxes excluded), as python-docx lists them. */
  readonly body_texts: readonly string[];
  readonly footnotes?: readonly string[];
  readonly comments?: readonly string[];
  readonly header?: readonly string[];
  readonly footer?: readonly string[];
  readonly textBoxes?: readonly string[];
  readonly title?: string;
}

const married = parseExpression('marital_status = "married"');
const adult = parseExpression('age >= 18');
if (!married.ok || !adult.ok) throw new Error('scenario expressions');
const vocabulary: Vocabulary = {
  aliases: [
    { name: 'client_name', type: 'text', synonyms: ['Petitioner Name', 'ClientName'] },
    { name: 'marital_status', type: 'choice', synonyms: [] },
    { name: 'children', type: 'list', synonyms: [], itemFields: ['name', 'age'] },
  ],
  rules: [
    { name: 'married', kind: 'condition', expression: married.value },
    { name: 'adult_children', kind: 'repeat', expression: adult.value, repeatOver: 'children' },
  ],
};
const children = [
  { name: 'Ann', age: 4 },
  { name: 'Bob', age: 19 },
];
const textBox = (content: string): string =>
  '<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="1000000" cy="500000"/><wp:docPr id="3" name="Text Box 3"/>' +
  `<a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr/><wps:txbx><w:txbxContent>${content}</w:txbxContent></wps:txbx><wps:bodyPr/></wps:wsp></a:graphicData></a:graphic></wp:inline></w:drawing></mc:Choice>` +
  `<mc:Fallback><w:pict><v:shape id="Text Box 3" style="width:80pt;height:40pt" type="#_x0000_t202"><v:textbox><w:txbxContent>${content}</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>`;

export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'fields split over runs, synonyms, filters, escaping, breaks',
    body: splitParagraph('Dear {{Petitioner Name}}, fee {{ fee | number: 2 }}.', 2) + splitParagraph('{{address}} & {{ note | upper }}', 3),
    data: { client_name: 'Ann <Smith>', fee: 1234.5, address: 'Line 1\nLine 2\tTabbed', note: 'a&b' },
    options: { vocabulary },
    body_texts: ['Dear Ann <Smith>, fee 1,234.50.', 'Line 1\nLine 2\tTabbed & A&B'],
  },
  {
    name: 'missing values highlighted',
    body: wordParagraph(wordRun('Dear {{client_name}}, see {{other}}.', { bold: true })),
    data: {},
    options: { vocabulary, missing: 'highlight' },
    body_texts: ['Dear [client_name], see [other].'],
  },
  {
    name: 'missing values kept',
    body: splitParagraph('Dear {{client_name}}.'),
    data: {},
    options: { missing: 'keep' },
    body_texts: ['Dear {{client_name}}.'],
  },
  {
    name: 'conditions across paragraphs with else if and else',
    body: ['Before', '{{#if married}}', 'Married', '{{else if marital_status = "separated"}}', 'Separated', '{{else}}', 'Other', '{{/if}}', 'After'].map((text) => splitParagraph(text)).join(''),
    data: { marital_status: 'separated' },
    options: { vocabulary },
    body_texts: ['Before', 'Separated', 'After'],
  },
  {
    name: 'inline conditions and an expression',
    body: wordParagraph(wordRun('You are ') + wordRun('{{#if age >= 18}}an adult', { bold: true }) + wordRun('{{else}}a minor{{/if}}.')),
    data: { age: 12 },
    body_texts: ['You are a minor.'],
  },
  {
    name: 'a condition spanning a table',
    body: splitParagraph('{{#if show}}') + wordTable([[splitParagraph('cell')]]) + splitParagraph('{{/if}}') + splitParagraph('end'),
    data: { show: false },
    body_texts: ['end'],
  },
  {
    name: 'table row repeat with header and a conditional row',
    body: wordTable([
      [splitParagraph('Name'), splitParagraph('Age')],
      [splitParagraph('{{#each children}}{{name}}{{#if @last}} (last){{/if}}'), splitParagraph('{{age}}{{/each}}')],
      [splitParagraph('{{#if show_total}}Total'), splitParagraph('{{children | count}}{{/if}}')],
    ]),
    data: { children, show_total: true },
    body_texts: ['Name', 'Age', 'Ann', '4', 'Bob (last)', '19', 'Total', '2'],
  },
  {
    name: 'nested repeats over paragraphs and rows',
    body:
      splitParagraph('{{#each families}}') +
      splitParagraph('Family {{family}} ({{@number}}/{{@count}})') +
      wordTable([[splitParagraph('{{#each members}}{{name}}'), splitParagraph('{{family}}{{/each}}')]]) +
      splitParagraph('{{/each}}'),
    data: { families: [{ family: 'Smith', members: [{ name: 'Ann' }, { name: 'Bob' }] }, { family: 'Jones', members: [{ name: 'Cid' }] }] },
    body_texts: ['Family Smith (1/2)', 'Ann', 'Smith', 'Bob', 'Smith', 'Family Jones (2/2)', 'Cid', 'Jones'],
  },
  {
    name: 'a repeat rule keeping some items',
    body: splitParagraph('{{#each adult_children}}') + splitParagraph('{{name}} is {{age}}') + splitParagraph('{{/each}}') + splitParagraph('End'),
    data: { children },
    options: { vocabulary },
    body_texts: ['Bob is 19', 'End'],
  },
  {
    name: 'headers, footers, footnotes, comments, title',
    body: wordParagraph(wordRun('Body {{client_name}}') + footnoteReferenceXml(1) + commentRangeXml(0, wordRun(' noted'))),
    data: { client_name: 'Ann', court: 'High Court' },
    extras: {
      headers: { default: splitParagraph('Header {{client_name}}') },
      footers: { default: splitParagraph('{{#if court}}Court: {{court}}{{/if}}') },
      footnotes: { 1: splitParagraph('Filed in {{court}}') },
      comments: { 0: splitParagraph('Check {{client_name}}') },
      title: 'Matter of {{client_name}}',
    },
    body_texts: ['Body Ann noted'],
    header: ['Header Ann'],
    footer: ['Court: High Court'],
    footnotes: ['Filed in High Court'],
    comments: ['Check Ann'],
    title: 'Matter of Ann',
  },
  {
    name: 'numbered paragraphs restarting per item',
    body:
      splitParagraph('{{#each children restart}}') +
      splitParagraph('{{name}}') +
      ['point one', 'point two'].map((text) => wordParagraph(wordRun(text), '<w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>')).join('') +
      splitParagraph('{{/each}}'),
    data: { children },
    extras: {
      numberingXml:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:numbering xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        '<w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/><w:lvlJc w:val="left"/></w:lvl></w:abstractNum>' +
        '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>',
    },
    body_texts: ['Ann', 'point one', 'point two', 'Bob', 'point one', 'point two'],
  },
  {
    name: 'paragraphs repeated inside a table cell, the closing tag alone on the last line',
    body: wordTable([[splitParagraph('Children'), splitParagraph('{{#each children}}') + splitParagraph('{{name}}') + splitParagraph('aged {{age}}') + splitParagraph('{{/each}}')]]),
    data: { children },
    body_texts: ['Children', 'Ann', 'aged 4', 'Bob', 'aged 19'],
  },
  {
    name: 'a table whose only row repeats over an empty list, and one whose row condition is false',
    body:
      splitParagraph('Before') +
      wordTable([[splitParagraph('{{#each children}}{{name}}'), splitParagraph('{{#if @last}}last{{/if}}{{/each}}')]]) +
      wordTable([[splitParagraph('{{#if flag}}x'), splitParagraph('y{{/if}}')]]) +
      splitParagraph('After'),
    data: { children: [], flag: false },
    body_texts: ['Before', 'After'],
  },
  {
    name: 'an empty repeat alone in a table cell',
    body: wordTable([[splitParagraph('Children'), splitParagraph('{{#each children}}') + splitParagraph('{{name}}') + splitParagraph('{{/each}}')]]),
    data: { children: [] },
    body_texts: ['Children', ''],
  },
  {
    name: 'a text box with a repeat',
    body: wordParagraph(wordRun('Anchor') + textBox(splitParagraph('Box {{client_name}}') + splitParagraph('{{#each children}}') + splitParagraph('- {{name}}') + splitParagraph('{{/each}}'))),
    data: { client_name: 'Ann', children },
    body_texts: ['Anchor'],
    textBoxes: ['Box Ann', '- Ann', '- Bob'],
  },
];
