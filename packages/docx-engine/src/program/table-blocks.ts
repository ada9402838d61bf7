import type { Paragraph, XmlElement } from '../part-model/part-model';
import { outerEnd, outerStart, type PlacedBlock, type TablePlacement } from './block-placement';
import type { IfBlock } from './block-matcher';
import type { ColumnTable } from './columns/column-repeats';
import type { Span } from './columns/table-layout';

/** The first paragraph starting after `offset` (paragraphs are in document order). */
const firstParagraphAfter = (paragraphs: readonly Paragraph[], offset: number): number => {
  let low = 0;
  let high = paragraphs.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((paragraphs[middle]?.element.start ?? Infinity) <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** The child of `table` that holds the element (its row), if the element is inside the table. */
const childOf = (table: XmlElement, element: XmlElement): XmlElement | undefined => {
  let current: XmlElement | undefined = element;
  while (current !== undefined && current.parent !== table) current = current.parent;
  return current;
};

/**
 * The first and last rows of a table when none of its rows is sure to be written: each lies in a
 * row block of the table (`covered`) or disappears (`removedRows`); undefined when some row stays.
 */
const conditionalRows = (
  table: XmlElement,
  paragraphs: readonly Paragraph[],
  covered: readonly Span[],
  removedRows: ReadonlySet<XmlElement>,
): { first: XmlElement; last: XmlElement } | undefined => {
  let first: XmlElement | undefined;
  let last: XmlElement | undefined;
  for (let index = firstParagraphAfter(paragraphs, table.start); index < paragraphs.length; index++) {
    const paragraph = paragraphs[index];
    if (paragraph === undefined || paragraph.element.start >= table.end) break;
    const row = childOf(table, paragraph.element);
    if (row === undefined || row.name !== 'w:tr') return undefined;
    if (row === last) continue;
    if (!removedRows.has(row) && !covered.some((span) => span.start <= row.start && row.end <= span.end)) return undefined;
    first ??= row;
    last = row;
  }
  return first === undefined || last === undefined ? undefined : { first, last };
};

/** The row blocks of each table, by table, read from the placed tree. */
const rowBlocksByTable = (placed: readonly PlacedBlock[], found: Map<XmlElement, Span[]>): void => {
  for (const block of placed) {
    if (block.elided || block.marker !== undefined) continue;
    const table = block.starts[0]?.element;
    if (block.mode === 'rows' && table?.name === 'w:tbl') {
      const spans = found.get(table) ?? [];
      spans.push({ start: outerStart(block), end: outerEnd(block) });
      found.set(table, spans);
    }
    for (const branch of block.children) rowBlocksByTable(branch, found);
  }
};

/** A stand-in block for a table written as a whole: one branch, its rows. */
const tableBlock = (table: TablePlacement, rows: Span, paragraph: Paragraph): PlacedBlock => {
  const element = table.element;
  const tag = { paragraph, start: 0, end: 0, rawStart: element.start, syntax: { kind: 'comment' } as const };
  const block: IfBlock = { kind: 'if', open: tag, close: tag, branches: [[]], conditions: [undefined], elses: [] };
  return { block, mode: 'rows', elided: false, starts: [{ offset: rows.start, element }], ends: [{ offset: rows.end, element }], children: [[]], table };
};

/** Puts the table's block where the table lies in the tree, around the blocks inside the table. False when no place fits (blocks that do not nest). */
const insertTable = (list: PlacedBlock[], guard: PlacedBlock, table: XmlElement): boolean => {
  let first = 0;
  while (first < list.length && outerEnd(list[first] as PlacedBlock) <= table.start) first++;
  const holder = list[first];
  if (holder !== undefined && outerStart(holder) < table.start) {
    const branch = holder.starts.findIndex((point, index) => point.offset <= table.start && table.end <= (holder.ends[index]?.offset ?? -1));
    const inner = holder.children[branch];
    return inner !== undefined && insertTable(inner, guard, table);
  }
  let last = first;
  while (last < list.length && outerStart(list[last] as PlacedBlock) < table.end) {
    if (outerEnd(list[last] as PlacedBlock) > table.end) return false;
    last++;
  }
  guard.children[0]?.push(...list.splice(first, last - first, guard));
  return true;
};

/**
 * The tables written as a whole, each made a block around the blocks inside it: those none of
 * whose rows is sure to be written (a loop over no items, conditions all false or rows that
 * disappear must not leave a table without rows, which Word refuses to open: the table is then
 * left out), and those with a column repeat (their grid and widths follow it).
 */
export const placeTables = (
  placed: PlacedBlock[],
  paragraphs: readonly Paragraph[],
  removedRows: ReadonlySet<XmlElement>,
  columnTables: ReadonlyMap<XmlElement, ColumnTable>,
): void => {
  const byTable = new Map<XmlElement, Span[]>();
  rowBlocksByTable(placed, byTable);
  for (const row of removedRows) if (row.parent?.name === 'w:tbl' && !byTable.has(row.parent)) byTable.set(row.parent, []);
  const tables = [...new Set([...byTable.keys(), ...columnTables.keys()])].sort((a, b) => a.start - b.start);
  for (const element of tables) {
    const guarded = byTable.has(element) ? conditionalRows(element, paragraphs, byTable.get(element) ?? [], removedRows) : undefined;
    const columns = columnTables.get(element);
    const rows = guarded === undefined ? columns?.rows : { start: guarded.first.start, end: guarded.last.end };
    const paragraph = paragraphs[firstParagraphAfter(paragraphs, element.start)];
    if (rows === undefined || paragraph === undefined) continue;
    insertTable(placed, tableBlock({ element, guarded: guarded !== undefined, columns: columns?.plan }, rows, paragraph), element);
  }
};
