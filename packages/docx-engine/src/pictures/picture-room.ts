import type { Paragraph } from '../part-model/part-model';
import type { FilterCall } from '../tags/tag-syntax';
import type { Extent, PictureFrame, SideSize } from '../program/picture-frame';
import { EMU_PER_INCH, EMU_PER_TWIP, readSideSize } from './picture-size';

/** A US Letter page with one-inch margins, for a document that states no page. */
const DEFAULT_ROOM: Extent = { cx: 6.5 * EMU_PER_INCH, cy: 9 * EMU_PER_INCH };
/** Word's default cell margins (0.19 cm each side), in twips. */
const CELL_MARGINS = 2 * 108;
const SECTION_START = /<w:sectPr[\s>]/g;

const attributeOf = (tag: string | undefined, name: string): number | undefined => {
  if (tag === undefined) return undefined;
  const match = new RegExp(`\\s${name}="(-?\\d+)"`).exec(tag);
  return match === null ? undefined : Number(match[1]);
};

const tagOf = (xml: string, name: string): string | undefined => new RegExp(`<${name}\\b[^>]*>`).exec(xml)?.[0];

/** The text column of a section: the page less its margins, shared between its columns. */
export const sectionRoom = (sectionXml: string): Extent => {
  const page = tagOf(sectionXml, 'w:pgSz');
  const margins = tagOf(sectionXml, 'w:pgMar');
  const width = attributeOf(page, 'w:w');
  const height = attributeOf(page, 'w:h');
  if (width === undefined || height === undefined) return DEFAULT_ROOM;
  const margin = (name: string): number => Math.abs(attributeOf(margins, name) ?? 1440);
  let across = width - margin('w:left') - margin('w:right') - (attributeOf(margins, 'w:gutter') ?? 0);
  const down = height - margin('w:top') - margin('w:bottom');
  const columns = tagOf(sectionXml, 'w:cols');
  const count = attributeOf(columns, 'w:num') ?? 1;
  if (count > 1) across = (across - (count - 1) * (attributeOf(columns, 'w:space') ?? 720)) / count;
  if (across <= 0 || down <= 0) return DEFAULT_ROOM;
  return { cx: Math.round(across * EMU_PER_TWIP), cy: Math.round(down * EMU_PER_TWIP) };
};

/** The section properties starting at `from`, up to their end. */
const sectionXmlAt = (xml: string, from: number): string => {
  const end = xml.indexOf('</w:sectPr>', from);
  return xml.slice(from, end === -1 ? undefined : end);
};

/** The room of the section holding `offset` of a body part: its section properties are the first at or after it. */
const roomAt = (xml: string, offset: number): Extent | undefined => {
  SECTION_START.lastIndex = offset;
  const found = SECTION_START.exec(xml);
  return found === null ? undefined : sectionRoom(sectionXmlAt(xml, found.index));
};

/** The room of a document's last section (headers, footers and notes are laid out in it): read once per template. */
export const lastSectionRoom = (documentXml: string): Extent => {
  const at = documentXml.lastIndexOf('<w:sectPr');
  return at === -1 ? DEFAULT_ROOM : sectionRoom(sectionXmlAt(documentXml, at));
};

/** The width of a paragraph's table cell less its margins, when it is in a cell whose width is set. */
const cellWidth = (xml: string, paragraph: Paragraph): number | undefined => {
  for (let element = paragraph.element.parent; element !== undefined; element = element.parent) {
    if (element.name === 'w:txbxContent') return undefined;
    if (element.name !== 'w:tc') continue;
    const width = tagOf(xml.slice(element.startTagEnd, element.openEnd), 'w:tcW');
    const twips = width !== undefined && /\sw:type="dxa"/.test(width) ? attributeOf(width, 'w:w') : undefined;
    return twips === undefined || twips <= CELL_MARGINS ? undefined : (twips - CELL_MARGINS) * EMU_PER_TWIP;
  }
  return undefined;
};

const sideOf = (arg: string | number | undefined, side: 'width' | 'height'): SideSize => {
  const size = arg === undefined ? ({ kind: 'auto' } as const) : readSideSize(String(arg), side);
  // A size that cannot be read was reported when the template was compiled (checkFilter).
  return typeof size === 'string' ? { kind: 'auto' } : size;
};

/**
 * What a field with the `image` filter knows before any render: the sizes written, and the room
 * a picture without sizes may take (its table cell's width, else the column of its section; in
 * a header, footer or note, of the document's last section). Undefined without the filter.
 */
export const pictureFrameOf = (filters: readonly FilterCall[], xml: string, paragraph: Paragraph, pageRoom: () => Extent): PictureFrame | undefined => {
  let call: FilterCall | undefined;
  for (const filter of filters) if (filter.name === 'image') call = filter;
  if (call === undefined) return undefined;
  const page = (paragraph.isProperty ? undefined : roomAt(xml, paragraph.element.end)) ?? pageRoom();
  const cell = paragraph.isProperty ? undefined : cellWidth(xml, paragraph);
  return { width: sideOf(call.args[0], 'width'), height: sideOf(call.args[1], 'height'), room: cell === undefined ? page : { cx: Math.min(cell, page.cx), cy: page.cy } };
};
