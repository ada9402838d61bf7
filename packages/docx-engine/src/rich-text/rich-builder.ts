import type { Alignment, RichBlock, RichCell, RichDocument, RichInline, RichLink, RichList, RichParagraph, RichTable } from './rich-model';

/** Space, tab, line feed, carriage return: the white space markdown and HTML collapse. */
const isSpace = (code: number): boolean => code === 32 || code === 9 || code === 10 || code === 13;

/** Without white space at the end, in one backward pass (a regular expression anchored at the end would try every start). */
const withoutTrailingSpace = (text: string): string => {
  let end = text.length;
  while (end > 0 && isSpace(text.charCodeAt(end - 1))) end--;
  return end === text.length ? text : text.slice(0, end);
};

const withoutLeadingSpace = (text: string): string => {
  let start = 0;
  while (start < text.length && isSpace(text.charCodeAt(start))) start++;
  return start === 0 ? text : text.slice(start);
};

/** Word numbers nine list levels (0–8): deeper lists stay at the ninth. */
const MAX_LIST_LEVEL = 8;

interface OpenList {
  readonly list: RichList;
  readonly level: number;
}

interface OpenItem {
  readonly list: RichList;
  readonly level: number;
  numbered: boolean;
  /** An item outside any list (`<li>` alone) opened a list of its own, which it closes. */
  readonly ownList: boolean;
}

interface OpenTable {
  readonly table: RichTable;
  /** Where blocks went before the table opened (and go again after it). */
  readonly outside: RichBlock[];
  cell: RichCell | undefined;
}

type Role = RichParagraph['role'];

/**
 * Builds a RichDocument from the events both readers send (markdown tokens, HTML elements):
 * blocks opened and closed, text, breaks, run formatting and links. Keeps what is open on
 * stacks, so a reader never recurses; counts nesting, and stops taking content once it passes
 * `maxDepth` (the reader then refuses the value).
 */
export class RichBuilder {
  private blocks: RichBlock[] = [];
  private readonly top = this.blocks;
  private paragraph: RichParagraph | undefined;
  private readonly marks: number[] = [0];
  private readonly links: (RichLink | undefined)[] = [undefined];
  private readonly lists: OpenList[] = [];
  private readonly items: OpenItem[] = [];
  private readonly tables: OpenTable[] = [];
  /** Tables inside a table cell are read as their cells' paragraphs ("simple tables"). */
  private nestedTables = 0;
  /** Alignment given by the blocks around (`<div style="text-align: center">`), for the paragraphs they hold. */
  private readonly alignments: (Alignment | undefined)[] = [undefined];
  private quote = 0;
  private code = 0;
  private depth = 0;
  private dropIfEmpty = false;
  /** Whether the open paragraph's last text ends with white space. */
  private endsInSpace = false;
  private readonly dropped = new Set<string>();
  tooDeep = false;

  constructor(private readonly maxDepth: number) {}

  /** Counts one more level of nesting; false (and `tooDeep`) past the limit. */
  enter(): boolean {
    this.depth++;
    if (this.depth > this.maxDepth) this.tooDeep = true;
    return !this.tooDeep;
  }

  leave(): void {
    this.depth = Math.max(0, this.depth - 1);
  }

  drop(name: string): void {
    this.dropped.add(name);
  }

  get inCode(): boolean {
    return this.code > 0;
  }

  /** `keepEmpty`: an HTML `<p></p>` is a blank line an editor wrote; a markdown paragraph whose content was all dropped (an image) is nothing. */
  openParagraph(align?: Alignment, keepEmpty = true): void {
    this.start('body', 0, align);
    this.dropIfEmpty = !keepEmpty;
  }

  openHeading(level: number, align?: Alignment): void {
    this.start('heading', Math.min(6, Math.max(1, level)), align);
  }

  closeParagraph(): void {
    const paragraph = this.paragraph;
    if (paragraph === undefined) return;
    this.paragraph = undefined;
    const dropIfEmpty = this.dropIfEmpty;
    this.dropIfEmpty = false;
    const inlines = paragraph.inlines;
    // A break that ends a block shows nothing in a browser (`<p>text<br></p>`); in Word it would add a line.
    if (inlines[inlines.length - 1]?.kind === 'break') inlines.pop();
    const last = inlines[inlines.length - 1];
    if (last?.kind === 'text' && paragraph.role !== 'code') {
      last.text = withoutTrailingSpace(last.text);
      if (last.text === '') inlines.pop();
    }
    if (paragraph.role === 'code' && last?.kind === 'text' && last.text.endsWith('\n')) last.text = last.text.slice(0, last.text.endsWith('\r\n') ? -2 : -1);
    if (dropIfEmpty && inlines.length === 0 && this.blocks[this.blocks.length - 1] === paragraph) this.blocks.pop();
  }

  openCode(): void {
    this.closeParagraph();
    this.code++;
    this.start('code', 0, undefined);
  }

  closeCode(): void {
    this.closeParagraph();
    this.code = Math.max(0, this.code - 1);
  }

  rule(): void {
    this.start('rule', 0, undefined);
    this.closeParagraph();
  }

  openQuote(): void {
    this.closeParagraph();
    this.quote++;
  }

  closeQuote(): void {
    this.closeParagraph();
    this.quote = Math.max(0, this.quote - 1);
  }

  openList(ordered: boolean, start: number): void {
    this.closeParagraph();
    // A list inside a list (in one of its items, or directly) is its next level: one numbering for all.
    const parent = this.lists[this.lists.length - 1];
    const list = parent?.list ?? { ordered: [], starts: [] };
    const level = parent === undefined ? 0 : Math.min(MAX_LIST_LEVEL, parent.level + 1);
    if (list.ordered[level] === undefined) {
      for (let fill = list.ordered.length; fill < level; fill++) {
        list.ordered[fill] = false;
        list.starts[fill] = 1;
      }
      list.ordered[level] = ordered;
      list.starts[level] = Number.isSafeInteger(start) && start >= 0 ? start : 1;
    }
    this.lists.push({ list, level });
  }

  closeList(): void {
    this.closeParagraph();
    this.lists.pop();
  }

  openItem(): void {
    this.closeParagraph();
    let list = this.lists[this.lists.length - 1];
    const ownList = list === undefined;
    if (list === undefined) {
      this.openList(false, 1);
      list = this.lists[this.lists.length - 1];
    }
    if (list !== undefined) this.items.push({ list: list.list, level: list.level, numbered: false, ownList });
  }

  closeItem(): void {
    this.closeParagraph();
    if (this.items.pop()?.ownList === true) this.closeList();
  }

  openTable(): void {
    this.closeParagraph();
    if (this.tables.length > 0) {
      this.nestedTables++;
      return;
    }
    const table: RichTable = { kind: 'table', rows: [] };
    this.blocks.push(table);
    this.tables.push({ table, outside: this.blocks, cell: undefined });
  }

  closeTable(): void {
    this.closeParagraph();
    if (this.nestedTables > 0) {
      this.nestedTables--;
      return;
    }
    const open = this.tables.pop();
    if (open === undefined) return;
    this.blocks = open.outside;
    if (open.table.rows.length === 0) this.blocks.splice(this.blocks.indexOf(open.table), 1);
  }

  openRow(): void {
    this.closeParagraph();
    const open = this.tables[this.tables.length - 1];
    if (open === undefined || this.nestedTables > 0) return;
    open.table.rows.push({ cells: [] });
    open.cell = undefined;
  }

  closeRow(): void {
    this.closeParagraph();
  }

  openCell(header: boolean, align?: Alignment): void {
    this.closeParagraph();
    const open = this.tables[this.tables.length - 1];
    if (open === undefined || this.nestedTables > 0) return;
    let row = open.table.rows[open.table.rows.length - 1];
    if (row === undefined) {
      row = { cells: [] };
      open.table.rows.push(row);
    }
    const cell: RichCell = { header, align, blocks: [] };
    row.cells.push(cell);
    open.cell = cell;
    this.blocks = cell.blocks;
  }

  closeCell(): void {
    this.closeParagraph();
    const open = this.tables[this.tables.length - 1];
    if (open === undefined || this.nestedTables > 0) return;
    open.cell = undefined;
    // Until the next cell opens: text between cells opens one (see start).
    this.blocks = [];
  }

  /** A block boundary (`<div>`), with the alignment it gives the paragraphs inside. */
  openBoundary(align: Alignment | undefined): void {
    this.closeParagraph();
    this.alignments.push(align ?? this.alignments[this.alignments.length - 1]);
  }

  closeBoundary(): void {
    this.closeParagraph();
    if (this.alignments.length > 1) this.alignments.pop();
  }

  /** Formatting for the text until popMarks: `add` turned on, `remove` off (`<b style="font-weight: normal">`). */
  pushMarks(add: number, remove = 0): void {
    this.marks.push(((this.marks[this.marks.length - 1] ?? 0) | add) & ~remove);
  }

  popMarks(): void {
    if (this.marks.length > 1) this.marks.pop();
  }

  openLink(href: string | undefined): void {
    this.links.push(href === undefined ? this.links[this.links.length - 1] : { href });
  }

  closeLink(): void {
    if (this.links.length > 1) this.links.pop();
  }

  text(text: string): void {
    if (text === '') return;
    let paragraph = this.paragraph;
    if (paragraph === undefined) {
      if (this.code === 0 && text.trim() === '') return;
      paragraph = this.start(this.code > 0 ? 'code' : 'body', 0, undefined);
    }
    const inlines = paragraph.inlines;
    const previous = inlines[inlines.length - 1];
    let added = text;
    if (paragraph.role !== 'code' && (previous === undefined || previous.kind === 'break' || this.endsInSpace)) {
      added = withoutLeadingSpace(added);
      if (added === '') return;
    }
    // What the text ends with is kept apart: reading the end of a text joined from thousands of pieces
    // (`&amp;` after `&amp;`) would flatten it each time.
    this.endsInSpace = isSpace(added.charCodeAt(added.length - 1));
    const marks = this.marks[this.marks.length - 1] ?? 0;
    const link = this.links[this.links.length - 1];
    if (previous?.kind === 'text' && previous.marks === marks && previous.link === link) previous.text += added;
    else inlines.push({ kind: 'text', text: added, marks, link });
  }

  lineBreak(): void {
    const paragraph = this.paragraph ?? this.start(this.code > 0 ? 'code' : 'body', 0, undefined);
    paragraph.inlines.push({ kind: 'break', marks: this.marks[this.marks.length - 1] ?? 0, link: this.links[this.links.length - 1] });
  }

  finish(): RichDocument {
    this.closeParagraph();
    while (this.tables.length > 0) this.closeTable();
    return { blocks: this.top, dropped: [...this.dropped] };
  }

  private start(role: Role, level: number, align: Alignment | undefined): RichParagraph {
    this.closeParagraph();
    if (this.tables.length > 0 && this.tables[this.tables.length - 1]?.cell === undefined && this.nestedTables === 0) this.openCell(false);
    const item = role === 'heading' ? undefined : this.items[this.items.length - 1];
    let list: RichParagraph['list'];
    let continues = 0;
    if (item !== undefined && !item.numbered) {
      item.numbered = true;
      list = { list: item.list, level: item.level };
    } else if (item !== undefined) continues = item.level + 1;
    const paragraph: RichParagraph = {
      kind: 'paragraph',
      role,
      level,
      list,
      continues,
      quote: this.quote,
      align: align ?? this.alignments[this.alignments.length - 1],
      inlines: [] as RichInline[],
    };
    this.blocks.push(paragraph);
    this.paragraph = paragraph;
    return paragraph;
  }
}
