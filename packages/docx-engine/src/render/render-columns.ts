import { columnsOf, gridSums, repeatedGrid, type ColumnCopy, type ColumnPlan } from '../program/columns/column-plan';
import type { ColumnSiteNode, EachNode } from '../program/program';
import type { OutputBuffer } from './output-buffer';
import type { RenderState } from './render-state';

interface Site {
  readonly from: number;
  readonly to: number;
  readonly node: ColumnSiteNode;
  readonly copy: ColumnCopy | undefined;
}

/**
 * What a render of one table with a column repeat notes while writing its rows (SPEC 3.10): how
 * many copies its column repeats made (the most is the table's number of columns), and where the
 * grid, widths and spans were written, to be rewritten for that number when the table ends.
 */
export class ColumnTableRender {
  /** The most copies a column repeat of the table made: the number of columns the table gets. */
  count = 0;
  fewest = Number.POSITIVE_INFINITY;
  repeats = 0;
  /** The copy being written by the column repeat, if one is being written. */
  copy: ColumnCopy | undefined;
  origin: EachNode['origin'] | undefined;
  readonly sites: Site[] = [];

  constructor(readonly plan: ColumnPlan) {}

  /** A column repeat of the table writes `count` copies. */
  repeat(node: EachNode, count: number): void {
    this.repeats++;
    this.count = Math.max(this.count, count);
    this.fewest = Math.min(this.fewest, count);
    this.origin ??= node.origin;
  }
}

/** Writes a column site as in the template and notes where it is. */
export const renderColumnSite = (node: ColumnSiteNode, state: RenderState): void => {
  const from = state.out.length;
  if (node.xml.length > 0) state.out.appendText(node.xml);
  const table = state.columnTable;
  if (table !== undefined) table.sites.push({ from, to: state.out.length, node, copy: node.repeated ? table.copy : undefined });
};

const gridXml = (grid: readonly number[]): string => `<w:tblGrid>${grid.map((width) => `<w:gridCol w:w="${width}"/>`).join('')}</w:tblGrid>`;

/**
 * Rewrites a table written from `tableStart` for its number of columns: the grid, each cell's
 * width and span; a cell covering only the repeated columns goes when there are none. A table
 * left without columns goes. Nothing changes when no column repeat was written (dropped rows).
 */
export const rewriteColumns = (table: ColumnTableRender, out: OutputBuffer, tableStart: number, state: RenderState): void => {
  if (table.repeats === 0 || table.sites.length === 0) return;
  const { plan, count } = table;
  if (table.fewest < count && table.origin !== undefined) {
    const { part, paragraph } = table.origin;
    const key = `\u0000columns ${part} ${paragraph}`;
    if (!state.warnings.has(key)) {
      state.warnings.set(key, {
        code: 'column_counts_differ',
        name: `${part}, paragraph ${paragraph}`,
        message: `The column repeats of a table (${part}, paragraph ${paragraph}) have ${table.fewest} to ${count} items: the table has ${count} columns, and a row with fewer ends with a wider cell.`,
      });
    }
  }
  const grid = repeatedGrid(plan, count);
  if (grid.length === 0) {
    out.truncate(tableStart);
    return;
  }
  const sums = gridSums(grid);
  const written = Buffer.from(out.view().subarray(tableStart));
  out.truncate(tableStart);
  let cursor = 0;
  const { sites } = table;
  for (let index = 0; index < sites.length; index++) {
    const site = sites[index] as Site;
    out.appendBytes(written.subarray(cursor, site.from - tableStart));
    cursor = site.to - tableStart;
    const { role, gridStart, gridEnd } = site.node;
    if (role === 'grid') {
      out.appendText(gridXml(grid));
      continue;
    }
    const columns = columnsOf(plan, count, gridStart, gridEnd, site.copy);
    if (role === 'width') out.appendText(`<w:tcW w:w="${(sums[columns.end] ?? 0) - (sums[columns.start] ?? 0)}" w:type="dxa"/>`);
    else if (role === 'span') out.appendText(columns.end - columns.start > 1 ? `<w:gridSpan w:val="${columns.end - columns.start}"/>` : '');
    else if (role === 'cellStart' && columns.end <= columns.start) {
      // The cell covers nothing: skip it, up to its end.
      while (index + 1 < sites.length && (sites[index] as Site).node.role !== 'cellEnd') index++;
      cursor = (sites[index] as Site).to - tableStart;
    }
  }
  out.appendBytes(written.subarray(cursor));
};
