import type { Paragraph, XmlElement } from '../part-model/part-model';
import type { ParagraphRole } from './paragraph-roles';

/** The row whose cell holds the paragraph directly (no text box or nested table between), if any. */
export const rowOf = (paragraph: Paragraph): XmlElement | undefined => {
  const cell = paragraph.element.parent;
  if (cell?.name !== 'w:tc') return undefined;
  const row = cell.parent;
  return row?.name === 'w:tr' ? row : undefined;
};

const within = (element: XmlElement, container: XmlElement): boolean => element.start >= container.start && element.end <= container.end;

/**
 * The table rows that disappear from the output (docs/template-language.md#table-rows): every paragraph of their cells holds
 * nothing but block tags and comments, or nothing at all, and at least one holds a tag. The way
 * docxtpl authors write a table loop: `{{#each items}}` alone in a row, the item's row, `{{/each}}`
 * alone in a row. A row holding a nested table, a text box, a picture or any text is never one.
 */
export const blockOnlyRows = (paragraphs: readonly Paragraph[], tagged: Iterable<Paragraph>, roleOf: (paragraph: Paragraph) => ParagraphRole): Set<XmlElement> => {
  const rows = new Set<XmlElement>();
  const judged = new Set<XmlElement>();
  for (const paragraph of tagged) {
    const role = roleOf(paragraph);
    if (role !== 'removed' && role !== 'emptied') continue;
    const row = rowOf(paragraph);
    if (row === undefined || judged.has(row)) continue;
    judged.add(row);
    if (holdsOnlyBlockTags(paragraphs, paragraph, row, roleOf)) rows.add(row);
  }
  return rows;
};

/** Whether every paragraph of the row (found around `inside`, paragraphs being in document order) is silent and directly in the row's cells. */
const holdsOnlyBlockTags = (paragraphs: readonly Paragraph[], inside: Paragraph, row: XmlElement, roleOf: (paragraph: Paragraph) => ParagraphRole): boolean => {
  let first = inside.index;
  while (first > 0 && within((paragraphs[first - 1] ?? inside).element, row)) first--;
  for (let index = first; index < paragraphs.length; index++) {
    const paragraph = paragraphs[index];
    if (paragraph === undefined || !within(paragraph.element, row)) break;
    if (rowOf(paragraph) !== row) return false;
    const role = roleOf(paragraph);
    const silent = role === 'removed' || role === 'emptied' || (role === 'text' && !paragraph.hasOtherContent && paragraph.text.trim() === '');
    if (!silent) return false;
  }
  return true;
};
