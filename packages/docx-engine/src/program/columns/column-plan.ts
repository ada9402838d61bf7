/**
 * The grid of a table with a column repeat (docs/template-language.md#table-columns), and where its cells fall once the repeated
 * columns are there `count` times. Widths are in twips; the table keeps its width: the copies
 * share the repeated columns' width, and with no copy at all the other columns share it.
 */
export interface ColumnPlan {
  /** The width of each column of the template's grid. */
  readonly columns: readonly number[];
  /** The grid columns the repeated cell covers: [start, start + span). */
  readonly start: number;
  readonly span: number;
}

/** A copy of the repeated cell: its index among the copies of its row, and how many that row has. */
export interface ColumnCopy {
  readonly index: number;
  readonly of: number;
}

const sum = (values: readonly number[], from = 0, to = values.length): number => {
  let total = 0;
  for (let index = from; index < to; index++) total += values[index] ?? 0;
  return total;
};

/** Scales widths to a total, the rounding left over going to the last. */
const scaled = (widths: readonly number[], total: number): number[] => {
  const current = sum(widths);
  if (widths.length === 0 || current <= 0) return [...widths];
  const result = widths.map((width) => Math.floor((width * total) / current));
  result[result.length - 1] = (result[result.length - 1] ?? 0) + total - sum(result);
  return result;
};

/** The grid with the repeated columns `count` times (none when `count` is 0), keeping the table's width. */
export const repeatedGrid = (plan: ColumnPlan, count: number): number[] => {
  const { columns, start, span } = plan;
  const before = columns.slice(0, start);
  const after = columns.slice(start + span);
  if (count === 0) return scaled([...before, ...after], sum(columns));
  const copies: number[] = [];
  for (let copy = 0; copy < count; copy++) {
    for (let column = start; column < start + span; column++) {
      const width = columns[column] ?? 0;
      const share = Math.floor(width / count);
      copies.push(copy === count - 1 ? width - share * (count - 1) : share);
    }
  }
  return [...before, ...copies, ...after];
};

/**
 * The grid columns a cell covers once the repeated columns are there `count` times: a copy of the
 * repeated cell covers its own (the last copy of a row with fewer copies than the table covers
 * the rest); another cell keeps its columns, shifted past the copies, or widened over them when
 * it covers the repeated columns (it is empty, and the cell goes, when there is no copy).
 */
export const columnsOf = (plan: ColumnPlan, count: number, gridStart: number, gridEnd: number, copy: ColumnCopy | undefined): { start: number; end: number } => {
  const { start, span } = plan;
  if (copy !== undefined) {
    const first = start + copy.index * span;
    return { start: first, end: copy.index === copy.of - 1 ? start + count * span : first + span };
  }
  const shift = (count - 1) * span;
  return { start: gridStart >= start + span ? gridStart + shift : gridStart, end: gridEnd > start ? gridEnd + shift : gridEnd };
};

/** Running sums of a grid: the width of columns [a, b) is sums[b] - sums[a]. */
export const gridSums = (grid: readonly number[]): number[] => {
  const sums = [0];
  for (const width of grid) sums.push((sums[sums.length - 1] ?? 0) + width);
  return sums;
};
