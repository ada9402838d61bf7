import type { Block, DocumentOutline, Inline, Paragraph } from './document-outline';
import { cellXml, paragraphXml, rowXml, run, tableXml } from './word-xml';

/** The XML of a document's body, header and footer paragraphs. */
export type OutlineXml = { readonly body: string; readonly header: string; readonly footer: string };

type Field = Extract<Inline, { readonly kind: 'field' }>;
type InlineCondition = Extract<Inline, { readonly kind: 'inline-condition' }>;
type RepeatTable = Extract<Block, { readonly kind: 'repeat-table' }>;

/**
 * What one kind of document writes where the data goes (tags, content controls, or the floor's
 * placeholders); the text, paragraphs and tables around it are the same for every kind.
 */
export type DataPlaces = {
  readonly field: (part: Field) => string;
  readonly inlineCondition: (part: InlineCondition) => string;
  /** A condition around whole paragraphs; `paragraphs` writes them (called only when they are kept). */
  readonly condition: (condition: string, paragraphs: () => string) => string;
  /** The runs of a static table's value cell. */
  readonly tableValue: (name: string) => string;
  /** The rows under a repeat table's header row. */
  readonly repeatRows: (part: RepeatTable, width: number) => string;
};

/** The outline as XML, the data written where `places` says. */
export const writeOutline = (outline: DocumentOutline, places: DataPlaces): OutlineXml => {
  const inline = (part: Inline): string => {
    switch (part.kind) {
      case 'text':
        return run(part.text);
      case 'field':
        return places.field(part);
      case 'inline-condition':
        return places.inlineCondition(part);
    }
  };
  const paragraph = (block: Paragraph): string => paragraphXml(block.inlines.map(inline).join(''), block.heading);
  const block = (part: Block): string => {
    switch (part.kind) {
      case 'paragraph':
        return paragraph(part);
      case 'condition':
        return places.condition(part.condition, () => part.paragraphs.map(paragraph).join(''));
      case 'static-table':
        return tableXml(2, part.rows.map(([label, name]) => rowXml(cellXml(paragraphXml(run(label, true)), 4500) + cellXml(paragraphXml(places.tableValue(name)), 4500))).join(''));
      case 'repeat-table': {
        const width = Math.floor(9000 / part.columns.length);
        const header = rowXml(part.columns.map((column) => cellXml(paragraphXml(run(column, true)), width)).join(''));
        return tableXml(part.columns.length, header + places.repeatRows(part, width));
      }
    }
  };
  return { body: outline.body.map(block).join(''), header: paragraph(outline.header), footer: paragraph(outline.footer) };
};
