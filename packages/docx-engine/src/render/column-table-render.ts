import { gridSums, repeatedGrid, type ColumnPlan } from '../program/columns/column-plan';
import type { ColumnSiteNode, EachNode } from '../program/program';

/** The columns a grid of `count` copies gives: the grid and its running sums. */
export interface Layout {
  readonly count: number;
  readonly grid: readonly number[];
  readonly sums: readonly number[];
}

export const layoutOf = (plan: ColumnPlan, count: number): Layout => {
  const grid = repeatedGrid(plan, count);
  return { count, grid, sums: gridSums(grid) };
};

/**
 * What a render of one table with a column repeat notes while writing its rows (docs/template-language.md#table-columns). The
 * first column repeat written gives the number of columns the sites after it are written for at
 * once (a header row comes first: the usual table is written right the first time); the sites
 * before it (the grid, a title row) are rewritten when the table ends, and every site is when a
 * later repeat makes more copies (the table gets the most).
 */
export class ColumnTableRender {
  /** The most copies a column repeat of the table made: the number of columns the table gets. */
  count = 0;
  fewest = Number.POSITIVE_INFINITY;
  repeats = 0;
  /** The copy being written by the column repeat (-1 outside one), and how many its row has. */
  copyIndex = -1;
  copyOf = 0;
  origin: EachNode['origin'] | undefined;
  /** The layout the sites are being written for, from the first column repeat on. */
  written: Layout | undefined;
  /** Sites before this one were written as in the template. */
  firstWritten = 0;
  /** Each site: where it was written, what it is, and its copy (index and count, -1 and 0 outside the repeat). */
  readonly froms: number[] = [];
  readonly tos: number[] = [];
  readonly nodes: ColumnSiteNode[] = [];
  readonly copyIndexes: number[] = [];
  readonly copyOfs: number[] = [];
  /** The XML of each site for the columns being written, by copy (index + 1; 0 outside the repeat). */
  readonly made = new Map<ColumnSiteNode, string[]>();

  constructor(readonly plan: ColumnPlan) {}

  /** A column repeat of the table is about to write `count` copies. */
  repeat(node: EachNode, count: number): void {
    this.repeats++;
    this.count = Math.max(this.count, count);
    this.fewest = Math.min(this.fewest, count);
    this.origin ??= node.origin;
    if (this.written === undefined) {
      this.written = layoutOf(this.plan, count);
      this.firstWritten = this.nodes.length;
    }
  }
}
