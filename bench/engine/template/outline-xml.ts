import type { Block, DocumentOutline, Inline, Paragraph } from './document-outline';
import type { TagSyntax } from './tag-syntax';
import { cellXml, paragraphXml, rowXml, run, splitRuns, tableXml } from './word-xml';

/** The XML of a document's body, header and footer paragraphs. */
export type OutlineXml = { readonly body: string; readonly header: string; readonly footer: string };

/** The outline as a template in one syntax: tags where the data goes, as an author would type them. */
export const templateXml = (outline: DocumentOutline, syntax: TagSyntax): OutlineXml => {
  const inline = (part: Inline): string => {
    switch (part.kind) {
      case 'text':
        return run(part.text);
      case 'field':
        return part.splitAcrossRuns ? splitRuns(syntax.field(part.name), part.bold) : run(syntax.field(part.name), part.bold);
      case 'inline-condition':
        return run(syntax.openCondition(part.condition)) + run(part.text) + run(syntax.closeCondition(part.condition));
    }
  };
  const paragraph = (block: Paragraph): string => paragraphXml(block.inlines.map(inline).join(''), block.heading);
  const block = (part: Block): string => {
    switch (part.kind) {
      case 'paragraph':
        return paragraph(part);
      case 'condition':
        return (
          paragraphXml(run(syntax.openCondition(part.condition))) +
          part.paragraphs.map(paragraph).join('') +
          paragraphXml(run(syntax.closeCondition(part.condition)))
        );
      case 'static-table':
        return tableXml(
          2,
          part.rows.map(([label, field]) => rowXml(cellXml(paragraphXml(run(label, true)), 4500) + cellXml(paragraphXml(run(syntax.field(field))), 4500))).join(''),
        );
      case 'repeat-table': {
        const width = Math.floor(9000 / part.columns.length);
        const header = rowXml(part.columns.map((column) => cellXml(paragraphXml(run(column, true)), width)).join(''));
        const cells = part.columns.map((column, index) => {
          const open = index === 0 ? syntax.openRepeat(part.list) : '';
          const close = index === part.columns.length - 1 ? syntax.closeRepeat(part.list) : '';
          return cellXml(paragraphXml(run(`${open}${syntax.field(column)}${close}`)), width);
        });
        return tableXml(part.columns.length, header + rowXml(cells.join('')));
      }
    }
  };
  return { body: outline.body.map(block).join(''), header: paragraph(outline.header), footer: paragraph(outline.footer) };
};

/**
 * The outline as the floor's input: the rendered document's shape (kept sections only, every
 * row written out) with one `{{path}}` placeholder in a single run where each value goes.
 */
export const floorXml = (outline: DocumentOutline, data: Readonly<Record<string, unknown>>): OutlineXml => {
  const kept = (condition: string): boolean => data[condition] === true;
  const inline = (part: Inline): string => {
    switch (part.kind) {
      case 'text':
        return run(part.text);
      case 'field':
        return run(`{{${part.name}}}`, part.bold);
      case 'inline-condition':
        return kept(part.condition) ? run(part.text) : '';
    }
  };
  const paragraph = (block: Paragraph): string => paragraphXml(block.inlines.map(inline).join(''), block.heading);
  const block = (part: Block): string => {
    switch (part.kind) {
      case 'paragraph':
        return paragraph(part);
      case 'condition':
        return kept(part.condition) ? part.paragraphs.map(paragraph).join('') : '';
      case 'static-table':
        return tableXml(
          2,
          part.rows.map(([label, field]) => rowXml(cellXml(paragraphXml(run(label, true)), 4500) + cellXml(paragraphXml(run(`{{${field}}}`)), 4500))).join(''),
        );
      case 'repeat-table': {
        const width = Math.floor(9000 / part.columns.length);
        const items = data[part.list];
        const count = Array.isArray(items) ? items.length : 0;
        const header = rowXml(part.columns.map((column) => cellXml(paragraphXml(run(column, true)), width)).join(''));
        let rows = '';
        // Copies of a row carry no paragraph ids, as Quire writes them (ids must stay unique).
        for (let item = 0; item < count; item += 1) {
          const cells = part.columns.map((column) => cellXml(paragraphXml(run(`{{${part.list}.${item}.${column}}}`), false, item === 0), width));
          rows += rowXml(cells.join(''), item === 0);
        }
        return tableXml(part.columns.length, header + rows);
      }
    }
  };
  return { body: outline.body.map(block).join(''), header: paragraph(outline.header), footer: paragraph(outline.footer) };
};
