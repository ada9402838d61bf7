import type { DocumentOutline } from './document-outline';
import { cellXml, escapeXml, paragraphXml, rowXml, run } from './word-xml';
import { type OutlineXml, writeOutline } from './write-outline';

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
  return writeOutline(outline, {
    field: (part) => field(part.name, part.bold),
    inlineCondition: (part) => control(`if:${part.condition}`, run(part.text)),
    condition: (condition, paragraphs) => control(`if:${condition}`, paragraphs()),
    tableValue: (name) => field(name),
    repeatRows: (part, width) => control(`each:${part.list}`, rowXml(part.columns.map((column) => cellXml(paragraphXml(field(column)), width)).join(''))),
  });
};
