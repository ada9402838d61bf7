import type { Extent } from '../program/picture-frame';
import { escapeXmlText } from '../xml/xml-text';

const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const PIC = 'http://schemas.openxmlformats.org/drawingml/2006/picture';

/** The prefixes a drawing uses from its part's root, as Word declares them (a and pic are declared where used, as Word does). */
export const DRAWING_NAMESPACES: ReadonlyMap<string, string> = new Map([
  ['xmlns:wp', 'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing'],
  ['xmlns:r', 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'],
]);

export const IMAGE_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image';

/** An attribute value: escaped, quotes too. */
export const attributeText = (text: string): string => escapeXmlText(text).replace(/"/g, '&quot;');

export interface InlinePicture {
  /** `wp:docPr/@id`: unique in the document. */
  readonly id: number;
  readonly relationshipId: string;
  readonly extent: Extent;
  readonly altText: string | undefined;
}

/**
 * A picture in the line of text (`wp:inline`), as Word writes one: the frame locked to its
 * aspect, the picture stretched to fill it. Written inside a run, between its texts.
 */
export const inlinePictureXml = ({ id, relationshipId, extent, altText }: InlinePicture): string => {
  const description = altText === undefined ? '' : ` descr="${attributeText(altText)}"`;
  const size = `cx="${extent.cx}" cy="${extent.cy}"`;
  return (
    `<w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent ${size}/><wp:effectExtent l="0" t="0" r="0" b="0"/>` +
    `<wp:docPr id="${id}" name="Picture ${id}"${description}/><wp:cNvGraphicFramePr><a:graphicFrameLocks xmlns:a="${A}" noChangeAspect="1"/></wp:cNvGraphicFramePr>` +
    `<a:graphic xmlns:a="${A}"><a:graphicData uri="${PIC}"><pic:pic xmlns:pic="${PIC}"><pic:nvPicPr><pic:cNvPr id="0" name="Picture ${id}"${description}/><pic:cNvPicPr/></pic:nvPicPr>` +
    `<pic:blipFill><a:blip r:embed="${relationshipId}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>` +
    `<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext ${size}/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing>`
  );
};
