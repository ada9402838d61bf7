/**
 * Tables as Word writes them: a fixed width (`w:tblW` in twips), a grid, rows with rsids and
 * `w:trPr`, cells with their width, and merged cells (`w:gridSpan`, `w:vMerge`).
 */
import { splitParagraph } from './word-like';

export interface CellSpec {
  /** The cell's paragraphs as XML; a string without '<' is one Word-like paragraph of that text. */
  readonly content: string;
  /** Grid columns the cell spans (w:gridSpan). */
  readonly span?: number;
  /** Vertical merge: `restart` starts a merged cell, `continue` continues the one above. */
  readonly vMerge?: 'restart' | 'continue';
  /** Cell properties written after the width (e.g. shading). */
  readonly properties?: string;
}

export type Cell = string | CellSpec;

let rsid = 0x00c0ffee;
const nextRsid = (): string => (rsid++).toString(16).toUpperCase().padStart(8, '0');

const cellXml = (cell: Cell, widths: readonly number[], column: number): string => {
  const spec: CellSpec = typeof cell === 'string' ? { content: cell } : cell;
  const span = spec.span ?? 1;
  const width = widths.slice(column, column + span).reduce((sum, value) => sum + value, 0);
  const merge = spec.vMerge === undefined ? '' : spec.vMerge === 'restart' ? '<w:vMerge w:val="restart"/>' : '<w:vMerge/>';
  const content = spec.content.startsWith('<') ? spec.content : splitParagraph(spec.content);
  return `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${span > 1 ? `<w:gridSpan w:val="${span}"/>` : ''}${merge}${spec.properties ?? ''}</w:tcPr>${content}</w:tc>`;
};

/** A table with the given column widths (twips, summing to its width) and rows of cells. */
export const widthTable = (widths: readonly number[], rows: readonly (readonly Cell[])[], options: { readonly header?: boolean } = {}): string => {
  const total = widths.reduce((sum, value) => sum + value, 0);
  const grid = widths.map((width) => `<w:gridCol w:w="${width}"/>`).join('');
  const rowXml = (row: readonly Cell[], index: number): string => {
    let column = 0;
    const cells = row.map((cell) => {
      const xml = cellXml(cell, widths, column);
      column += typeof cell === 'string' ? 1 : (cell.span ?? 1);
      return xml;
    });
    const header = options.header === true && index === 0 ? '<w:tblHeader/>' : '';
    return `<w:tr w:rsidR="${nextRsid()}" w:rsidTr="${nextRsid()}"><w:trPr><w:cantSplit/>${header}</w:trPr>${cells.join('')}</w:tr>`;
  };
  return (
    `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="${total}" w:type="dxa"/><w:tblLayout w:type="fixed"/><w:tblLook w:val="04A0" w:firstRow="1" w:lastRow="0" w:firstColumn="1" w:lastColumn="0" w:noHBand="0" w:noVBand="1"/></w:tblPr>` +
    `<w:tblGrid>${grid}</w:tblGrid>${rows.map(rowXml).join('')}</w:tbl>`
  );
};

/** The rows of the first table of some XML, each as its cells' texts. */
export const tableRows = (xml: string): string[][] => {
  const table = /<w:tbl>[\s\S]*?<\/w:tbl>/.exec(xml)?.[0] ?? '';
  return Array.from(table.matchAll(/<w:tr\b[\s\S]*?<\/w:tr>/g), ([row]) =>
    Array.from(row.matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g), ([cell]) => Array.from(cell.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g), (match) => match[1] ?? '').join('')),
  );
};

const firstTable = (xml: string): string => /<w:tbl>[\s\S]*?<\/w:tbl>/.exec(xml)?.[0] ?? '';
const cellsOf = (xml: string): string[][] =>
  Array.from(firstTable(xml).matchAll(/<w:tr\b[\s\S]*?<\/w:tr>/g), ([row]) => Array.from(row.matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g), ([cell]) => cell));

/** The widths of the first table's grid columns. */
export const tableGrid = (xml: string): number[] => Array.from(firstTable(xml).matchAll(/<w:gridCol w:w="(\d+)"\/>/g), (match) => Number(match[1]));

/** The width (`w:tcW`) of each cell of each row of the first table. */
export const tableWidths = (xml: string): number[][] => cellsOf(xml).map((row) => row.map((cell) => Number(/<w:tcW w:w="(\d+)"/.exec(cell)?.[1] ?? Number.NaN)));

/** The grid columns (`w:gridSpan`, 1 without) each cell of each row of the first table spans. */
export const tableSpans = (xml: string): number[][] => cellsOf(xml).map((row) => row.map((cell) => Number(/<w:gridSpan w:val="(\d+)"\/>/.exec(cell)?.[1] ?? 1)));
