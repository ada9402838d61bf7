import { columnsOf, type ColumnCopy, type ColumnPlan } from '../program/columns/column-plan';
import type { ColumnSiteNode } from '../program/program';
import { ColumnTableRender, layoutOf, type Layout } from './column-table-render';
import type { OutputBuffer } from './output-buffer';
import type { RenderState } from './render-state';

/** The XML of a site for a layout (a cell's start and end write nothing). */
const siteXml = (plan: ColumnPlan, layout: Layout, node: ColumnSiteNode, copy: ColumnCopy | undefined): string => {
  if (node.role === 'grid') return `<w:tblGrid>${layout.grid.map((width) => `<w:gridCol w:w="${width}"/>`).join('')}</w:tblGrid>`;
  if (node.role === 'cellStart' || node.role === 'cellEnd') return '';
  const columns = columnsOf(plan, layout.count, node.gridStart, node.gridEnd, copy);
  if (node.role === 'width') return `<w:tcW w:w="${(layout.sums[columns.end] ?? 0) - (layout.sums[columns.start] ?? 0)}" w:type="dxa"/>`;
  return columns.end - columns.start > 1 ? `<w:gridSpan w:val="${columns.end - columns.start}"/>` : '';
};

/**
 * The XML of a site for the columns being written: made once per site and copy (a site's XML is
 * the same in every row the site is written in), so a long table costs a lookup per cell.
 */
const writtenXml = (table: ColumnTableRender, written: Layout, node: ColumnSiteNode, copyIndex: number): string => {
  const copyOf = table.copyOf;
  if (copyIndex >= 0 && copyOf !== written.count) return siteXml(table.plan, written, node, { index: copyIndex, of: copyOf });
  let made = table.made.get(node);
  if (made === undefined) {
    made = [];
    table.made.set(node, made);
  }
  const slot = copyIndex + 1;
  let xml = made[slot];
  if (xml === undefined) {
    xml = siteXml(table.plan, written, node, copyIndex >= 0 ? { index: copyIndex, of: copyOf } : undefined);
    made[slot] = xml;
  }
  return xml;
};

/** Writes a column site (for the table's columns when they are known, else as in the template) and notes where it is. */
export const renderColumnSite = (node: ColumnSiteNode, state: RenderState): void => {
  const table = state.columnTable;
  const from = state.out.length;
  if (table === undefined) {
    if (node.xml.length > 0) state.out.appendText(node.xml);
    return;
  }
  const copyIndex = node.repeated ? table.copyIndex : -1;
  const written = table.written;
  const xml = written === undefined ? node.xml : writtenXml(table, written, node, copyIndex);
  if (xml.length > 0) state.out.appendText(xml);
  table.froms.push(from);
  table.tos.push(state.out.length);
  table.nodes.push(node);
  table.copyIndexes.push(copyIndex);
  table.copyOfs.push(copyIndex >= 0 ? table.copyOf : 0);
};

/** Up to this many sites to rewrite, each is changed in place; beyond, the table is copied once and written anew. */
const FEW_SITES = 8;

const isEmpty = (columns: { start: number; end: number }): boolean => columns.end <= columns.start;

const warnCountsDiffer = (table: ColumnTableRender, state: RenderState): void => {
  if (table.fewest >= table.count || table.origin === undefined) return;
  const { part, paragraph } = table.origin;
  const key = `\u0000columns ${part} ${paragraph}`;
  if (state.warnings.has(key)) return;
  state.warnings.set(key, {
    code: 'column_counts_differ',
    name: `${part}, paragraph ${paragraph}`,
    message: `The column repeats of a table (${part}, paragraph ${paragraph}) have ${table.fewest} to ${table.count} items: the table has ${table.count} columns, and a row with fewer ends with a wider cell.`,
    ...(state.inSnippet === 0 ? { part, paragraph } : state.at),
  });
};

/**
 * Rewrites what needs it in a table written from `tableStart`, once its number of columns is
 * known: the grid, each cell's width and span; a cell covering only the repeated columns goes
 * when there are none, and a table left without columns goes. Nothing changes when no column
 * repeat was written (its rows were all dropped).
 */
export const rewriteColumns = (table: ColumnTableRender, out: OutputBuffer, tableStart: number, state: RenderState): void => {
  if (table.repeats === 0 || table.nodes.length === 0) return;
  warnCountsDiffer(table, state);
  const layout = table.written?.count === table.count ? table.written : layoutOf(table.plan, table.count);
  if (layout.grid.length === 0) {
    out.truncate(tableStart);
    return;
  }
  // Sites already written for these columns stay, unless a cell among them goes.
  const removesCells = table.count === 0;
  const last = layout === table.written && !removesCells ? table.firstWritten : table.nodes.length;
  if (last === 0) return;
  if (last <= FEW_SITES && !removesCells) {
    // The usual table: the grid (and a title row) before the first column repeat; changed in place, last first.
    for (let index = last - 1; index >= 0; index--) {
      const node = table.nodes[index] as ColumnSiteNode;
      const copyIndex = table.copyIndexes[index] ?? -1;
      out.splice(table.froms[index] ?? 0, table.tos[index] ?? 0, siteXml(table.plan, layout, node, copyIndex === -1 ? undefined : { index: copyIndex, of: table.copyOfs[index] ?? 0 }));
    }
    return;
  }
  const from = table.froms[0] ?? tableStart;
  const written = Buffer.from(out.view().subarray(from));
  out.truncate(from);
  let cursor = 0;
  for (let index = 0; index < last; index++) {
    const node = table.nodes[index] as ColumnSiteNode;
    out.appendBytes(written.subarray(cursor, (table.froms[index] ?? from) - from));
    cursor = (table.tos[index] ?? from) - from;
    const copyIndex = table.copyIndexes[index] ?? -1;
    const copy = copyIndex === -1 ? undefined : { index: copyIndex, of: table.copyOfs[index] ?? 0 };
    if (node.role === 'cellStart' && removesCells && isEmpty(columnsOf(table.plan, 0, node.gridStart, node.gridEnd, undefined))) {
      // The cell covers nothing: skip it, up to its end.
      while (index + 1 < last && table.nodes[index]?.role !== 'cellEnd') index++;
      cursor = (table.tos[index] ?? from) - from;
      continue;
    }
    const xml = siteXml(table.plan, layout, node, copy);
    if (xml.length > 0) out.appendText(xml);
  }
  out.appendBytes(written.subarray(cursor));
};
