import { seededRandom } from '@quire/expressions';
import { splitRuns, wordParagraph, wordTable } from './word-like';

/** A small deterministic generator, so a failure can be replayed from its seed. */
export const generator = (seed: number) => {
  const next = seededRandom(seed);
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T, int: (max: number) => Math.floor(next() * max) };
};

const LEAVES = ['{{name}}', '{{@index}}', '{{! note }}', '{{label | upper}}', 'text ', ' more', '{{#if @last}}.{{/if}}'];

/** A balanced sequence of tags and text: blocks nest, ifs sometimes have an else. */
export const tokensOf = (random: ReturnType<typeof generator>, depth: number): string[] => {
  const tokens: string[] = [];
  for (let index = 0; index < 1 + random.int(4); index++) {
    const roll = random.next();
    if (depth < 3 && roll < 0.25) tokens.push('{{#if flag}}', ...tokensOf(random, depth + 1), ...(random.next() < 0.4 ? ['{{else}}', ...tokensOf(random, depth + 1)] : []), '{{/if}}');
    else if (depth < 3 && roll < 0.45) tokens.push('{{#each items}}', ...tokensOf(random, depth + 1), '{{/each}}');
    else tokens.push(random.pick(LEAVES));
  }
  return tokens;
};

let boxId = 100;
/** A text box as Word writes it: a shape in mc:Choice and a VML copy in mc:Fallback. */
const textBox = (content: string): string => {
  const id = boxId++;
  return (
    '<w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="1000000" cy="500000"/>' +
    `<wp:docPr id="${id}" name="Text Box ${id}"/><a:graphic><a:graphicData uri="http://schemas.microsoft.com/office/word/2010/wordprocessingShape"><wps:wsp><wps:cNvSpPr txBox="1"/><wps:spPr/>` +
    `<wps:txbx><w:txbxContent>${content}</w:txbxContent></wps:txbx><wps:bodyPr/></wps:wsp></a:graphicData></a:graphic></wp:inline></w:drawing></mc:Choice>` +
    `<mc:Fallback><w:pict><v:shape id="Text Box ${id}" style="width:80pt;height:40pt" type="#_x0000_t202"><v:textbox><w:txbxContent>${content}</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r>`
  );
};

const WRAPPERS = [
  (content: string) => `<w:hyperlink w:anchor="top">${content}</w:hyperlink>`,
  (content: string) => `<w:ins w:id="7" w:author="A" w:date="2026-01-01T00:00:00Z">${content}</w:ins>`,
  (content: string) => `<w:sdt><w:sdtPr><w:id w:val="9"/></w:sdtPr><w:sdtContent>${content}</w:sdtContent></w:sdt>`,
  (content: string) => `<w:smartTag w:uri="urn:x" w:element="place">${content}</w:smartTag>`,
];

/** Some consecutive runs of a paragraph wrapped in a hyperlink, an insertion, a content control or a smart tag. */
const wrapSomeRuns = (runs: string, random: ReturnType<typeof generator>): string => {
  if (random.next() < 0.5) return runs;
  const pieces = runs.split(/(?=<w:r )/);
  const from = random.int(pieces.length);
  const to = from + 1 + random.int(pieces.length - from);
  return pieces.slice(0, from).join('') + random.pick(WRAPPERS)(pieces.slice(from, to).join('')) + pieces.slice(to).join('');
};

/** The tokens cut into paragraphs, some paragraphs grouped into table rows. */
export const documentOf = (random: ReturnType<typeof generator>): string => {
  const tokens = tokensOf(random, 0);
  const paragraphs: string[] = [];
  for (let index = 0; index < tokens.length; ) {
    const count = 1 + random.int(3);
    paragraphs.push(wordParagraph(wrapSomeRuns(splitRuns(tokens.slice(index, index + count).join(''), 1 + random.int(5)), random)));
    index += count;
  }
  if (random.next() < 0.3) paragraphs.splice(random.int(paragraphs.length + 1), 0, wordParagraph(`${splitRuns('Box:', 2)}${textBox(tokensOf(random, 1).map((token) => wordParagraph(splitRuns(token, 2))).join(''))}`));
  const blocks: string[] = [];
  for (let index = 0; index < paragraphs.length; ) {
    if (random.next() < 0.25) {
      const cells = 1 + random.int(3);
      blocks.push(wordTable([paragraphs.slice(index, index + cells)]));
      index += cells;
    } else blocks.push(paragraphs[index++] ?? '');
  }
  return blocks.join('');
};

/** Data for a generated template. */
export const dataOf = (random: ReturnType<typeof generator>): Record<string, unknown> => ({
  name: 'N',
  label: 'l',
  flag: random.next() < 0.5,
  items: Array.from({ length: random.int(3) }, (_unused, index) => ({ name: `i${index}` })),
});
