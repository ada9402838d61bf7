import { decodeXmlText } from '../xml/xml-text';
import type { XmlElement } from './element-tree';

/*
 * The compare stage's model of a part: its blocks (paragraphs, tables, anything else at that
 * level), tables as rows of cells, cells as blocks again. Each block has a key (what two versions
 * must share to be the same block: its text, objects marked) and a label (where it is, counted
 * on its own side: "table 2, row 3, cell 1, paragraph 1").
 */

export interface ParagraphBlock {
  readonly kind: 'paragraph';
  readonly element: XmlElement;
  readonly key: string;
  readonly text: string;
  readonly label: string;
}

export interface TableBlock {
  readonly kind: 'table';
  readonly element: XmlElement;
  /** The rows, when the table is nothing but its properties, grid and rows (else compared as a whole). */
  readonly rows: readonly RowModel[] | undefined;
  readonly key: string;
  readonly text: string;
  readonly label: string;
}

export interface OtherBlock {
  readonly kind: 'other';
  readonly element: XmlElement;
  readonly key: string;
  readonly text: string;
  readonly label: string;
}

export type Block = ParagraphBlock | TableBlock | OtherBlock;

export interface RowModel {
  readonly element: XmlElement;
  /** The cells, when the row is nothing but its properties and cells (else compared as a whole). */
  readonly cells: readonly CellModel[] | undefined;
  readonly key: string;
  readonly text: string;
  readonly label: string;
}

export interface CellModel {
  readonly element: XmlElement;
  /** Where the cell's blocks start (after its properties). */
  readonly contentStart: number;
  readonly blocks: readonly Block[];
}

/** Counts the blocks a model reads, to hold a compare to its limit. */
export interface BlockBudget {
  remaining: number;
}

/** Thrown when a document has more blocks than the compare allows; caught by compareDocuments. */
export class TooManyBlocks extends Error {}

const OBJECT = '\ufffc';
const SKIPPED_IN_TEXT = new Set(['w:delText', 'w:instrText', 'w:delInstrText', 'w:txbxContent', 'mc:Fallback', 'w:p', 'w:pPr', 'w:rPr']);
const OBJECTS = new Set(['w:drawing', 'w:pict', 'w:object']);

/** A paragraph's text and key: text in order, a tab and a line break as such; pictures and objects are U+FFFC in the key. */
const paragraphText = (xml: string, paragraph: XmlElement): { text: string; key: string } => {
  let text = '';
  let key = '';
  const walk = (element: XmlElement): void => {
    for (const child of element.children) {
      if (child.name === 'w:t') {
        const piece = decodeXmlText(xml.slice(child.openEnd, child.innerEnd));
        text += piece;
        key += piece;
      } else if (child.name === 'w:tab' && element.name === 'w:r') {
        text += '\t';
        key += '\t';
      } else if ((child.name === 'w:br' || child.name === 'w:cr') && element.name === 'w:r') {
        text += '\n';
        key += '\n';
      } else if (OBJECTS.has(child.name)) key += OBJECT;
      else if (!SKIPPED_IN_TEXT.has(child.name)) walk(child);
    }
  };
  walk(paragraph);
  return { text, key };
};

const TABLE_PARTS = new Set(['w:tblPr', 'w:tblGrid', 'w:tr']);
const ROW_PARTS = new Set(['w:tblPrEx', 'w:trPr', 'w:tc']);

const readRow = (xml: string, row: XmlElement, label: string, budget: BlockBudget): RowModel => {
  const cellElements = row.children.filter((child) => child.name === 'w:tc');
  const cells = cellElements.map((cell, index): CellModel => {
    const properties = cell.children[0]?.name === 'w:tcPr' ? cell.children[0] : undefined;
    const blocks = readBlocks(xml, properties === undefined ? cell.children : cell.children.slice(1), `${label}, cell ${index + 1}, `, budget);
    return { element: cell, contentStart: properties?.end ?? cell.openEnd, blocks };
  });
  const text = cells.map((cell) => cell.blocks.map((block) => block.text).join('\n')).join('\t');
  const key = cells.map((cell) => cell.blocks.map((block) => block.key).join('\u241e')).join('\u241f');
  const simple = row.children.every((child) => ROW_PARTS.has(child.name));
  return { element: row, cells: simple ? cells : undefined, key, text, label };
};

const readTable = (xml: string, table: XmlElement, label: string, budget: BlockBudget): TableBlock => {
  const rowElements = table.children.filter((child) => child.name === 'w:tr');
  const rows = rowElements.map((row, index) => readRow(xml, row, `${label}, row ${index + 1}`, budget));
  const firstRow = table.children.findIndex((child) => child.name === 'w:tr');
  const simple = table.children.every((child) => TABLE_PARTS.has(child.name)) && table.children.slice(firstRow).every((child) => child.name === 'w:tr');
  return {
    kind: 'table',
    element: table,
    rows: simple && firstRow !== -1 ? rows : undefined,
    key: `table\u241d${rows.map((row) => row.key).join('\u241d')}`,
    text: rows.map((row) => row.text).join('\n'),
    label,
  };
};

/** The text of any element (a content control, a custom XML block…): its paragraphs' texts. */
const elementText = (xml: string, element: XmlElement): { text: string; key: string } => {
  const texts: string[] = [];
  const keys: string[] = [];
  const walk = (node: XmlElement): void => {
    for (const child of node.children) {
      if (child.name === 'w:p') {
        const read = paragraphText(xml, child);
        texts.push(read.text);
        keys.push(read.key);
      } else if (child.name !== 'mc:Fallback') walk(child);
    }
  };
  walk(element);
  return { text: texts.join('\n'), key: keys.join('\n') };
};

/** The blocks among these elements (a body's, a header's, a cell's children), labelled with `prefix`. */
export const readBlocks = (xml: string, elements: readonly XmlElement[], prefix: string, budget: BlockBudget): Block[] => {
  let paragraphs = 0;
  let tables = 0;
  let others = 0;
  return elements.map((element): Block => {
    budget.remaining--;
    if (budget.remaining < 0) throw new TooManyBlocks();
    if (element.name === 'w:p') {
      const { text, key } = paragraphText(xml, element);
      paragraphs++;
      return { kind: 'paragraph', element, key: `p\u241d${key}`, text, label: `${prefix}paragraph ${paragraphs}` };
    }
    if (element.name === 'w:tbl') {
      tables++;
      return readTable(xml, element, `${prefix}table ${tables}`, budget);
    }
    others++;
    const { text, key } = elementText(xml, element);
    return { kind: 'other', element, key: `${element.name}\u241d${key}`, text, label: `${prefix}${element.name.replace(/^w:/, '')} ${others}` };
  });
};
