import { decodeXmlText } from '../xml/xml-text';
import { modelled, withChildren, type XmlElement } from './element-tree';

/*
 * The compare stage's model of a part: its blocks (paragraphs, tables, anything else at that
 * level), tables as rows of cells, cells as blocks again. Each block has a key (what two versions
 * must share to be the same block: its text, objects marked) and a label (where it is, counted
 * on its own side: "table 2, row 3, cell 1, paragraph 1"). What is inside a block is read only
 * when its key, text or rows are first asked for: the blocks a compare finds unchanged by their
 * XML are never read.
 */

/** What every block and row has: its element, its XML as written (what an unchanged one shares), its key and text (read when first asked for), where it is. */
interface Modelled {
  readonly element: XmlElement;
  /** The element's XML: two blocks with the same are the same block, unread. */
  readonly xml: string;
  readonly key: string;
  readonly text: string;
  readonly label: string;
}

export interface ParagraphBlock extends Modelled {
  readonly kind: 'paragraph';
}

export interface TableBlock extends Modelled {
  readonly kind: 'table';
  /** The rows, when the table is nothing but its properties, grid and rows (else compared as a whole). */
  readonly rows: readonly RowModel[] | undefined;
}

export interface OtherBlock extends Modelled {
  readonly kind: 'other';
}

export type Block = ParagraphBlock | TableBlock | OtherBlock;

export interface RowModel extends Modelled {
  /** The cells, when the row is nothing but its properties and cells (else compared as a whole). */
  readonly cells: readonly CellModel[] | undefined;
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

/** A value worked out on first use. */
const once = <T>(compute: () => T): (() => T) => {
  let value: { readonly is: T } | undefined;
  return () => (value ??= { is: compute() }).is;
};

/** What every modelled element holds: its XML, and its text and key from `read` when first asked for. */
abstract class Read implements Pick<Modelled, 'xml' | 'key' | 'text'> {
  readonly #source: string;
  readonly #read = once(() => this.read());
  #xml: string | undefined;

  constructor(
    source: string,
    readonly element: XmlElement,
    readonly label: string,
  ) {
    this.#source = source;
  }

  get xml(): string {
    return (this.#xml ??= this.#source.slice(this.element.start, this.element.end));
  }

  get key(): string {
    return this.#read().key;
  }

  get text(): string {
    return this.#read().text;
  }

  /** The part's XML the element is in. */
  protected get source(): string {
    return this.#source;
  }

  protected abstract read(): { readonly text: string; readonly key: string };
}

class Paragraph extends Read implements ParagraphBlock {
  readonly kind = 'paragraph';

  protected read() {
    const { text, key } = paragraphText(this.source, modelled(this.source, this.element));
    return { text, key: `p\u241d${key}` };
  }
}

class Other extends Read implements OtherBlock {
  readonly kind = 'other';

  protected read() {
    const { text, key } = elementText(this.source, modelled(this.source, this.element));
    return { text, key: `${this.element.name}\u241d${key}` };
  }
}

class Row extends Read implements RowModel {
  readonly #cells: () => { readonly all: readonly CellModel[]; readonly simple: boolean };

  constructor(source: string, element: XmlElement, label: string, budget: BlockBudget) {
    super(source, element, label);
    this.#cells = once(() => {
      const row = modelled(source, element);
      const all = row.children
        .filter((child) => child.name === 'w:tc')
        .map((cell, index): CellModel => {
          const properties = cell.children[0]?.name === 'w:tcPr' ? cell.children[0] : undefined;
          const blocks = readBlocks(source, properties === undefined ? cell.children : cell.children.slice(1), `${label}, cell ${index + 1}, `, budget);
          return { element: cell, contentStart: properties?.end ?? cell.openEnd, blocks };
        });
      return { all, simple: row.children.every((child) => ROW_PARTS.has(child.name)) };
    });
  }

  get cells(): readonly CellModel[] | undefined {
    const { all, simple } = this.#cells();
    return simple ? all : undefined;
  }

  protected read() {
    const cells = this.#cells().all;
    return {
      text: cells.map((cell) => cell.blocks.map((block) => block.text).join('\n')).join('\t'),
      key: cells.map((cell) => cell.blocks.map((block) => block.key).join('\u241e')).join('\u241f'),
    };
  }
}

class Table extends Read implements TableBlock {
  readonly kind = 'table';
  readonly #rows: () => { readonly all: readonly RowModel[]; readonly simple: boolean };

  constructor(source: string, element: XmlElement, label: string, budget: BlockBudget) {
    super(source, element, label);
    this.#rows = once(() => {
      // The rows' spans only: a row is read when its cells or key are asked for.
      const table = withChildren(source, element);
      const all = table.children.filter((child) => child.name === 'w:tr').map((row, index) => new Row(source, row, `${label}, row ${index + 1}`, budget));
      const firstRow = table.children.findIndex((child) => child.name === 'w:tr');
      const simple = firstRow !== -1 && table.children.every((child) => TABLE_PARTS.has(child.name)) && table.children.slice(firstRow).every((child) => child.name === 'w:tr');
      return { all, simple };
    });
  }

  get rows(): readonly RowModel[] | undefined {
    const { all, simple } = this.#rows();
    return simple ? all : undefined;
  }

  protected read() {
    const rows = this.#rows().all;
    return { key: `table\u241d${rows.map((row) => row.key).join('\u241d')}`, text: rows.map((row) => row.text).join('\n') };
  }
}

const counted = (budget: BlockBudget): void => {
  budget.remaining--;
  if (budget.remaining < 0) throw new TooManyBlocks();
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

/** The blocks among these elements (a body's, a header's, a cell's children), labelled with `prefix`; what is inside each is read when first asked for. */
export const readBlocks = (xml: string, elements: readonly XmlElement[], prefix: string, budget: BlockBudget): Block[] => {
  let paragraphs = 0;
  let tables = 0;
  let others = 0;
  return elements.map((element): Block => {
    counted(budget);
    if (element.name === 'w:p') return new Paragraph(xml, element, `${prefix}paragraph ${++paragraphs}`);
    if (element.name === 'w:tbl') return new Table(xml, element, `${prefix}table ${++tables}`, budget);
    return new Other(xml, element, `${prefix}${element.name.replace(/^w:/, '')} ${++others}`);
  });
};
