import { readXmlAttributes } from '../../package/read-xml-attributes';
import { scanXml } from '../../xml/xml-scanner';

/** A range of a part's XML. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** A cell of a table, placed on the table's grid. */
export interface LayoutCell extends Span {
  /** The grid columns it covers: [gridStart, gridEnd). */
  readonly gridStart: number;
  readonly gridEnd: number;
  /** The `w:tcW` element, if any. */
  readonly width: Span | undefined;
  /** The `w:gridSpan` element, if any. */
  readonly span: Span | undefined;
  /** Where a `w:gridSpan` goes when there is none: after `w:tcW`, else at the start of `w:tcPr`; undefined without `w:tcPr`. */
  readonly spanAt: number | undefined;
}

export interface LayoutRow extends Span {
  readonly cells: readonly LayoutCell[];
}

/** A table's grid and the cells of its own rows (not those of tables nested in it), in part offsets. */
export interface TableLayout {
  /** The `w:tblGrid` element; undefined when the table has none. */
  readonly grid: Span | undefined;
  /** The width of each grid column (twips). */
  readonly columns: readonly number[];
  readonly rows: readonly LayoutRow[];
}

const number = (tag: string, name: string): number | undefined => {
  const value = Number(readXmlAttributes(tag).get(name));
  return Number.isFinite(value) ? value : undefined;
};

interface OpenCell {
  start: number;
  gridStart: number;
  span: number;
  width: Span | undefined;
  spanElement: Span | undefined;
  spanAt: number | undefined;
}

/**
 * Reads a table's layout from its XML (compile time, for tables with column repeats): one scan of
 * the table, keeping the elements of its own rows (rows wrapped in content controls included).
 */
export const readTableLayout = (xml: string, table: Span): TableLayout => {
  const source = xml.slice(table.start, table.end);
  const at = (offset: number): number => table.start + offset;
  let depth = 0;
  let grid: { start: number; end: number } | undefined;
  const columns: number[] = [];
  const rows: LayoutRow[] = [];
  let row: { start: number; cells: LayoutCell[]; column: number } | undefined;
  let cell: OpenCell | undefined;
  let inCellProperties = false;
  scanXml(source, {
    open(name, start, end, selfClosing) {
      if (name === 'w:tbl') {
        depth++;
        return;
      }
      if (depth !== 1) return;
      const tag = source.slice(start, end);
      if (name === 'w:tblGrid') grid = { start: at(start), end: selfClosing ? at(end) : -1 };
      else if (name === 'w:gridCol') columns.push(number(tag, 'w:w') ?? 0);
      else if (name === 'w:tr' && !selfClosing) row = { start: at(start), cells: [], column: 0 };
      else if (name === 'w:gridBefore' && row !== undefined && cell === undefined) row.column += number(tag, 'w:val') ?? 0;
      else if (name === 'w:tc' && row !== undefined && !selfClosing) cell = { start: at(start), gridStart: row.column, span: 1, width: undefined, spanElement: undefined, spanAt: undefined };
      else if (name === 'w:tcPr' && cell !== undefined && !selfClosing) {
        inCellProperties = true;
        cell.spanAt = at(end);
      } else if (inCellProperties && cell !== undefined && name === 'w:tcW') {
        cell.width = { start: at(start), end: selfClosing ? at(end) : -1 };
        cell.spanAt = selfClosing ? at(end) : cell.spanAt;
      } else if (inCellProperties && cell !== undefined && name === 'w:gridSpan') {
        cell.span = Math.max(1, number(tag, 'w:val') ?? 1);
        cell.spanElement = { start: at(start), end: selfClosing ? at(end) : -1 };
      }
    },
    close(name, _start, end) {
      if (name === 'w:tbl') {
        depth--;
        return;
      }
      if (depth !== 1) return;
      if (name === 'w:tblGrid' && grid !== undefined) grid = { start: grid.start, end: at(end) };
      else if (name === 'w:tcW' && cell?.width !== undefined) {
        cell.width = { start: cell.width.start, end: at(end) };
        cell.spanAt = at(end);
      } else if (name === 'w:gridSpan' && cell?.spanElement !== undefined) cell.spanElement = { start: cell.spanElement.start, end: at(end) };
      else if (name === 'w:tcPr') inCellProperties = false;
      else if (name === 'w:tc' && cell !== undefined && row !== undefined) {
        row.cells.push({ start: cell.start, end: at(end), gridStart: cell.gridStart, gridEnd: cell.gridStart + cell.span, width: cell.width, span: cell.spanElement, spanAt: cell.spanAt });
        row.column += cell.span;
        cell = undefined;
        inCellProperties = false;
      } else if (name === 'w:tr' && row !== undefined) {
        rows.push({ start: row.start, end: at(end), cells: row.cells });
        row = undefined;
      }
    },
  });
  return { grid, columns, rows };
};
