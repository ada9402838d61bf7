import { runTextXml } from '../render/value-xml';
import { PLAIN_PARAGRAPH_LOOK, type ParagraphLook } from './paragraph-look';
import { BOLD, CODE, type RichBlock, type RichInline, type RichList, type RichParagraph, type RichTable } from './rich-model';
import { PLAIN_RUN_STYLE, type RunStyle } from './run-style';
import type { StyledSession } from './styled-session';
import type { StyleKind } from './word-styles';

/** Where styled text is written and with what look: the tag's run and paragraph formatting. */
export interface StyledTarget {
  readonly session: StyledSession;
  /** The part written (hyperlinks are its relationships). */
  readonly part: string;
  readonly run: RunStyle;
  readonly look: ParagraphLook;
}

/** A quote's (or a list item's later paragraph's) indentation per level, in twentieths of a point. */
const INDENT = 720;
/** The width of a table of styled text, in twentieths of a point: a letter page's text column. */
const TABLE_WIDTH = 9360;

/** One write of one value: its lists get numbering instances of their own. */
class Writer {
  private readonly lists = new Map<RichList, number>();

  constructor(readonly target: StyledTarget) {}

  style(kind: StyleKind): string {
    return this.target.session.style(kind);
  }

  numId(list: RichList): number {
    let numId = this.lists.get(list);
    if (numId === undefined) {
      numId = this.target.session.numbering.instance(list);
      this.lists.set(list, numId);
    }
    return numId;
  }

  runs(inlines: readonly RichInline[], run: RunStyle, extra: number): string {
    let xml = '';
    for (let index = 0; index < inlines.length; ) {
      const link = inlines[index]?.link;
      if (link === undefined) {
        xml += this.run(inlines[index], run, extra, undefined);
        index++;
        continue;
      }
      const linkStyle = this.style('hyperlink');
      let inner = '';
      for (; index < inlines.length && inlines[index]?.link === link; index++) inner += this.run(inlines[index], run, extra, linkStyle);
      xml += `<w:hyperlink r:id="${this.target.session.hyperlink(this.target.part, link.href)}" w:history="1">${inner}</w:hyperlink>`;
    }
    return xml;
  }

  private run(inline: RichInline | undefined, run: RunStyle, extra: number, linkStyle: string | undefined): string {
    if (inline === undefined) return '';
    const properties = run.properties(inline.marks | extra, linkStyle);
    return inline.kind === 'break' ? `<w:r>${properties}<w:br/></w:r>` : `<w:r>${properties}<w:t xml:space="preserve">${runTextXml(inline.text)}</w:t></w:r>`;
  }

  paragraph(paragraph: RichParagraph, look: ParagraphLook, inCell: boolean, extra: number): string {
    const quoteIndent = paragraph.quote > 1 ? INDENT * paragraph.quote : 0;
    if (paragraph.list !== undefined) {
      const { list, level } = paragraph.list;
      const align = paragraph.align === undefined ? '' : `<w:jc w:val="${paragraph.align}"/>`;
      const properties = `<w:pPr><w:pStyle w:val="${this.style('list paragraph')}"/><w:numPr><w:ilvl w:val="${level}"/><w:numId w:val="${this.numId(list)}"/></w:numPr>${align}</w:pPr>`;
      return `<w:p>${properties}${this.runs(paragraph.inlines, this.target.run, extra)}</w:p>`;
    }
    if (paragraph.role === 'heading') {
      const properties = look.properties({ style: this.style(`heading ${paragraph.level}` as StyleKind), keepOwn: false, indent: quoteIndent, align: paragraph.align, rule: false });
      return `<w:p>${properties}${this.runs(paragraph.inlines, PLAIN_RUN_STYLE, extra)}</w:p>`;
    }
    const continued = paragraph.continues > 0;
    const quoted = paragraph.quote > 0;
    const properties = look.properties({
      style: continued ? this.style('list paragraph') : quoted ? this.style('quote') : undefined,
      keepOwn: !inCell && !continued && !quoted,
      indent: continued ? INDENT * paragraph.continues + (quoted ? INDENT * paragraph.quote : 0) : quoteIndent,
      align: paragraph.align,
      rule: paragraph.role === 'rule',
    });
    return `<w:p>${properties}${this.runs(paragraph.inlines, this.target.run, extra | (paragraph.role === 'code' ? CODE : 0))}</w:p>`;
  }

  table(table: RichTable): string {
    const columns = Math.max(1, ...table.rows.map((row) => row.cells.length));
    const width = Math.floor(TABLE_WIDTH / columns);
    let xml =
      `<w:tbl><w:tblPr><w:tblStyle w:val="${this.style('table grid')}"/><w:tblW w:w="5000" w:type="pct"/>` +
      '<w:tblLook w:val="04A0" w:firstRow="1" w:lastRow="0" w:firstColumn="1" w:lastColumn="0" w:noHBand="0" w:noVBand="1"/></w:tblPr>' +
      `<w:tblGrid>${`<w:gridCol w:w="${width}"/>`.repeat(columns)}</w:tblGrid>`;
    const cellStart = `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>`;
    for (const row of table.rows) {
      const header = row.cells.length > 0 && row.cells.every((cell) => cell.header);
      xml += header ? '<w:tr><w:trPr><w:tblHeader/></w:trPr>' : '<w:tr>';
      for (let column = 0; column < columns; column++) {
        const cell = row.cells[column];
        let content = '';
        for (const block of cell?.blocks ?? []) {
          content += this.paragraph(cell?.align === undefined || block.align !== undefined ? block : { ...block, align: cell.align }, PLAIN_PARAGRAPH_LOOK, true, cell?.header === true ? BOLD : 0);
        }
        xml += `${cellStart}${content === '' ? '<w:p/>' : content}</w:tc>`;
      }
      xml += '</w:tr>';
    }
    return `${xml}</w:tbl>`;
  }
}

/** Styled text in place of its tag's paragraph: paragraphs (with the template's styles and new lists) and tables. */
export const blocksXml = (blocks: readonly RichBlock[], target: StyledTarget): string => {
  const writer = new Writer(target);
  let xml = '';
  for (const block of blocks) xml += block.kind === 'table' ? writer.table(block) : writer.paragraph(block, target.look, false, 0);
  return xml;
};

/** Styled text inside its tag's paragraph: runs only. */
export interface InlineStyled {
  /** The runs (the tag's run closed before them and reopened after by the caller). */
  readonly xml: string;
  /** False when the value held more than one paragraph (or a table), joined here by line breaks: it needs its tag alone in a paragraph. */
  readonly fitted: boolean;
}

/** The text of a value that is one paragraph of plain text (no formatting, link or list): written like any value, in the tag's run. */
export const plainTextOf = (blocks: readonly RichBlock[]): string | undefined => {
  if (blocks.length === 0) return '';
  const only = blocks[0];
  if (blocks.length > 1 || only === undefined || only.kind !== 'paragraph' || only.role !== 'body' || only.list !== undefined || only.quote > 0) return undefined;
  let text = '';
  for (const inline of only.inlines) {
    if (inline.marks !== 0 || inline.link !== undefined) return undefined;
    text += inline.kind === 'text' ? inline.text : '\n';
  }
  return text;
};

const BULLET = '\u2022 ';

/** Styled text as runs inside the tag's paragraph: blocks joined by line breaks, list items marked with their bullet or number. */
export const inlineXml = (blocks: readonly RichBlock[], target: StyledTarget): InlineStyled => {
  const writer = new Writer(target);
  const lineBreak = `<w:r>${target.run.properties(0)}<w:br/></w:r>`;
  const counters = new Map<RichList, number[]>();
  const marker = (paragraph: RichParagraph): string => {
    if (paragraph.list === undefined) return '';
    const { list, level } = paragraph.list;
    const counts = counters.get(list) ?? [];
    counters.set(list, counts);
    counts.length = level + 1;
    counts[level] = (counts[level] ?? (list.starts[level] ?? 1) - 1) + 1;
    return list.ordered[level] === true ? `${counts[level]}. ` : BULLET;
  };
  const lines: string[] = [];
  const paragraphRuns = (paragraph: RichParagraph, extra: number): string => {
    const prefix = marker(paragraph);
    const heading = paragraph.role === 'heading' ? BOLD : 0;
    const code = paragraph.role === 'code' ? CODE : 0;
    return (prefix === '' ? '' : `<w:r>${target.run.properties(0)}<w:t xml:space="preserve">${prefix}</w:t></w:r>`) + writer.runs(paragraph.inlines, target.run, extra | heading | code);
  };
  let tables = 0;
  for (const block of blocks) {
    if (block.kind === 'paragraph') {
      if (block.role !== 'rule') lines.push(paragraphRuns(block, 0));
      continue;
    }
    tables++;
    for (const row of block.rows) {
      const tab = `<w:r>${target.run.properties(0)}<w:tab/></w:r>`;
      lines.push(row.cells.map((cell) => cell.blocks.map((paragraph) => paragraphRuns(paragraph, cell.header ? BOLD : 0)).join(lineBreak)).join(tab));
    }
  }
  return { xml: lines.join(lineBreak), fitted: tables === 0 && lines.length <= 1 };
};
