import type { Block } from '../block-matcher';
import type { PlacementProblem } from '../placement-problem';
import type { Paragraph, XmlElement } from '../../part-model/part-model';
import type { ColumnSiteNode } from '../program';
import type { Edit } from '../tag-edits';
import { tagText } from '../../tags/tag-occurrence';
import type { ColumnPlan } from './column-plan';
import { readTableLayout, type LayoutCell, type Span, type TableLayout } from './table-layout';

const within = (element: XmlElement, container: XmlElement): boolean => element.start >= container.start && element.end <= container.end;

/**
 * The cell a block repeats across (docs/template-language.md#table-columns), if it is a column repeat: an `{{#each}}` whose
 * tags hold all of one cell's text in one paragraph (`| {{#each columns}}{{label}}{{/each}} |`),
 * in a row of more than one cell. A repeat in a row's only cell repeats the row (docs/template-language.md#repeating-content), and
 * one written over paragraphs of their own repeats those paragraphs inside the cell.
 */
export const columnCell = (block: Block, paragraphs: readonly Paragraph[]): XmlElement | undefined => {
  if (block.kind !== 'each' || block.open.paragraph !== block.close.paragraph) return undefined;
  const paragraph = block.open.paragraph;
  const cell = paragraph.element.parent;
  const row = cell?.parent;
  if (cell?.name !== 'w:tc' || row?.name !== 'w:tr') return undefined;
  if (paragraph.text.slice(0, block.open.start).trim() !== '' || paragraph.text.slice(block.close.end).trim() !== '') return undefined;
  let first = paragraph.index;
  while (first > 0 && within((paragraphs[first - 1] ?? paragraph).element, row)) first--;
  let otherCell = false;
  for (let index = first; index < paragraphs.length; index++) {
    const other = paragraphs[index];
    if (other === undefined || !within(other.element, row)) break;
    if (other === paragraph) continue;
    if (within(other.element, cell)) {
      if (other.text.trim() !== '' || other.hasOtherContent) return undefined;
    } else if (other.element.parent?.name === 'w:tc' && other.element.parent.parent === row) otherCell = true;
  }
  return otherCell ? cell : undefined;
};

/** A table with column repeats: its plan, and its first and last rows. */
export interface ColumnTable {
  readonly plan: ColumnPlan | undefined;
  readonly rows: Span | undefined;
}

const tableOf = (cell: XmlElement): XmlElement | undefined => {
  for (let element = cell.parent; element !== undefined; element = element.parent) if (element.name === 'w:tbl') return element;
  return undefined;
};

const site = (role: ColumnSiteNode['role'], xml: string, cell: LayoutCell | undefined, repeated: boolean): ColumnSiteNode => ({
  kind: 'columnSite', role, xml, gridStart: cell?.gridStart ?? 0, gridEnd: cell?.gridEnd ?? 0, repeated,
});

const replaceWith = (span: Span, node: ColumnSiteNode): Edit => ({ start: span.start, end: span.end, replacement: node, when: 'always' });
const insertAt = (offset: number, node: ColumnSiteNode): Edit => ({ start: offset, end: offset, replacement: node, when: 'always' });

/** The edits that make a table's grid, cell widths and spans follow its column repeat (rewritten when the table ends). */
const siteEdits = (xml: string, layout: TableLayout, plan: ColumnPlan, repeatCells: ReadonlySet<number>): Edit[] => {
  const edits: Edit[] = [];
  if (layout.grid !== undefined) edits.push(replaceWith(layout.grid, site('grid', xml.slice(layout.grid.start, layout.grid.end), undefined, false)));
  const end = plan.start + plan.span;
  for (const row of layout.rows) {
    for (const cell of row.cells) {
      const repeated = repeatCells.has(cell.start);
      const covers = cell.gridStart <= plan.start && cell.gridEnd >= end;
      const alone = !repeated && cell.gridStart === plan.start && cell.gridEnd === end;
      if (alone) edits.push(insertAt(cell.start, site('cellStart', '', cell, false)));
      if (cell.width !== undefined) edits.push(replaceWith(cell.width, site('width', xml.slice(cell.width.start, cell.width.end), cell, repeated)));
      if (repeated || covers) {
        if (cell.span !== undefined) edits.push(replaceWith(cell.span, site('span', xml.slice(cell.span.start, cell.span.end), cell, repeated)));
        else if (cell.spanAt !== undefined) edits.push(insertAt(cell.spanAt, site('span', '', cell, repeated)));
      }
      if (alone) edits.push(insertAt(cell.end, site('cellEnd', '', cell, false)));
    }
  }
  return edits;
};

/**
 * Plans the column repeats of a part: per table, the repeated grid columns (every column repeat of
 * a table in the same columns, one per row, and no cell covering only part of them) and the
 * edits that let a render recompute the grid and widths.
 */
export const planColumnRepeats = (
  xml: string,
  repeats: readonly { readonly block: Block; readonly cell: XmlElement }[],
): { readonly tables: Map<XmlElement, ColumnTable>; readonly edits: Edit[]; readonly problems: PlacementProblem[] } => {
  const tables = new Map<XmlElement, ColumnTable>();
  const edits: Edit[] = [];
  const problems: PlacementProblem[] = [];
  const byTable = new Map<XmlElement, { block: Block; cell: XmlElement }[]>();
  for (const repeat of repeats) {
    const table = tableOf(repeat.cell);
    if (table === undefined) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), repeat]);
  }
  for (const [table, inTable] of byTable) {
    const layout = readTableLayout(xml, table);
    const cells = new Map<number, LayoutCell>();
    const rowOfCell = new Map<number, number>();
    layout.rows.forEach((row, index) => row.cells.forEach((cell) => (cells.set(cell.start, cell), rowOfCell.set(cell.start, index))));
    const first = inTable[0];
    const firstCell = first === undefined ? undefined : cells.get(first.cell.start);
    const problem = (block: Block, message: string): void => {
      problems.push({ code: 'column_repeat_unaligned', message: `"${tagText(block.open)}" … "${tagText(block.close)}" repeats its cell across, but ${message}`, tag: block.open });
    };
    const rowsSeen = new Set<number>();
    let aligned = firstCell !== undefined;
    for (const { block, cell } of inTable) {
      const placed = cells.get(cell.start);
      const row = rowOfCell.get(cell.start);
      if (placed === undefined || row === undefined || firstCell === undefined) continue;
      if (placed.gridStart !== firstCell.gridStart || placed.gridEnd !== firstCell.gridEnd) {
        problem(block, `it is not in the same columns as "${tagText(first?.block.open ?? block.open)}": every column repeat of a table must repeat the same columns.`);
        aligned = false;
      } else if (rowsSeen.has(row)) {
        problem(block, `its row already has a column repeat: a row may repeat one cell across.`);
        aligned = false;
      }
      rowsSeen.add(row);
    }
    const plan = firstCell === undefined || layout.grid === undefined || firstCell.gridEnd > layout.columns.length ? undefined : { columns: layout.columns, start: firstCell.gridStart, span: firstCell.gridEnd - firstCell.gridStart };
    if (plan !== undefined && aligned && first !== undefined) {
      const end = plan.start + plan.span;
      const partial = layout.rows.findIndex((row) => row.cells.some((cell) => cell.gridStart < end && cell.gridEnd > plan.start && !(cell.gridStart <= plan.start && cell.gridEnd >= end)));
      if (partial !== -1) {
        problem(first.block, `a cell of the table's row ${partial + 1} covers only part of the repeated column: merge or split it so that it covers the whole column or none of it.`);
        aligned = false;
      }
    }
    if (!aligned) continue;
    const firstRow = layout.rows[0];
    const lastRow = layout.rows[layout.rows.length - 1];
    tables.set(table, { plan, rows: firstRow === undefined || lastRow === undefined ? undefined : { start: firstRow.start, end: lastRow.end } });
    if (plan !== undefined) edits.push(...siteEdits(xml, layout, plan, new Set(inTable.map((repeat) => repeat.cell.start))));
  }
  return { tables, edits, problems };
};
