import type { Block, DocumentOutline, Inline, Paragraph } from './document-outline';
import type { OutlineXml } from './outline-xml';
import { cellXml, escapeXml, paragraphXml, rowXml, run, tableXml } from './word-xml';

let lastControlId = -1854013440;

/** A content control as Word's Developer tab inserts it: Title, Tag, id, placeholder, plain-text type. */
const control = (tag: string, content: string, options: { readonly placeholder?: boolean; readonly bold?: boolean } = {}): string => {
  lastControlId += 1;
  const properties =
    '<w:sdtPr>' +
    (options.bold === true ? '<w:rPr><w:b/><w:bCs/></w:rPr>' : '') +
    `<w:alias w:val="${escapeXml(tag)}"/><w:tag w:val="${escapeXml(tag)}"/><w:id w:val="${lastControlId}"/>` +
    (options.placeholder === true ? '<w:placeholder><w:docPart w:val="DefaultPlaceholder_-1854013440"/></w:placeholder><w:showingPlcHdr/><w:text/>' : '') +
    '</w:sdtPr>';
  return `<w:sdt>${properties}<w:sdtEndPr/><w:sdtContent>${content}</w:sdtContent></w:sdt>`;
};

const PLACEHOLDER = '<w:r w:rsidRPr="00C41F2A"><w:rPr><w:rStyle w:val="PlaceholderText"/></w:rPr><w:t>Click or tap here to enter text.</w:t></w:r>';

/**
 * The outline as a template of content controls only, as an add-in inserts them: a field is a
 * plain-text control tagged with the field's name showing its placeholder; a condition is a
 * control tagged `if:NAME` (inline, or around its paragraphs); the repeated row is a control
 * tagged `each:rows` around the row. The same content as the tag template, so Quire's two
 * renderings can be compared.
 */
export const controlsTemplateXml = (outline: DocumentOutline): OutlineXml => {
  const field = (name: string, bold = false): string => control(name, PLACEHOLDER, { placeholder: true, bold });
  const inline = (part: Inline): string => {
    switch (part.kind) {
      case 'text':
        return run(part.text);
      case 'field':
        return field(part.name, part.bold);
      case 'inline-condition':
        return control(`if:${part.condition}`, run(part.text));
    }
  };
  const paragraph = (block: Paragraph): string => paragraphXml(block.inlines.map(inline).join(''), block.heading);
  const block = (part: Block): string => {
    switch (part.kind) {
      case 'paragraph':
        return paragraph(part);
      case 'condition':
        return control(`if:${part.condition}`, part.paragraphs.map(paragraph).join(''));
      case 'static-table':
        return tableXml(2, part.rows.map(([label, name]) => rowXml(cellXml(paragraphXml(run(label, true)), 4500) + cellXml(paragraphXml(field(name)), 4500))).join(''));
      case 'repeat-table': {
        const width = Math.floor(9000 / part.columns.length);
        const header = rowXml(part.columns.map((column) => cellXml(paragraphXml(run(column, true)), width)).join(''));
        const row = rowXml(part.columns.map((column) => cellXml(paragraphXml(field(column)), width)).join(''));
        return tableXml(part.columns.length, header + control(`each:${part.list}`, row));
      }
    }
  };
  return { body: outline.body.map(block).join(''), header: paragraph(outline.header), footer: paragraph(outline.footer) };
};
