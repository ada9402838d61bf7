/*
 * Legacy VML content as Word writes it: a text box drawn in Word 2003 or kept as the fallback of
 * a modern one (a v:shapetype the shape refers to, then the shape with its id and o:spid), and
 * an embedded object (its picture a v:shape whose id the o:OLEObject names in ShapeID).
 */

/** A run holding a VML text box; `number` makes its id "Text Box N" and its o:spid "_x0000_sM" with M = 1024 + N. */
export const vmlTextBoxRun = (number: number, paragraphsXml: string): string =>
  `<w:r><w:pict w14:anchorId="1A2B3C${String(number).padStart(2, '0')}">` +
  '<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>' +
  `<v:shape id="Text Box ${number}" o:spid="_x0000_s${1024 + number}" type="#_x0000_t202" style="position:absolute;margin-left:0;margin-top:0;width:144pt;height:36pt;z-index:251659264" o:allowincell="f">` +
  `<v:textbox><w:txbxContent>${paragraphsXml}</w:txbxContent></v:textbox><w10:wrap type="topAndBottom"/></v:shape></w:pict></w:r>`;

export const OLE_OBJECT_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/oleObject';

/** A run holding an embedded object (relationship `relationshipId` to its .bin part), its picture the shape "_x0000_iN". */
export const oleObjectRun = (number: number, relationshipId: string): string =>
  '<w:r><w:object w:dxaOrig="1440" w:dyaOrig="1440" w14:anchorId="5E6F7A8B">' +
  `<v:shape id="_x0000_i${number}" type="#_x0000_t75" style="width:72pt;height:72pt" o:ole=""><v:fill o:detectmouseclick="t"/></v:shape>` +
  `<o:OLEObject Type="Embed" ProgID="Package" ShapeID="_x0000_i${number}" DrawAspect="Content" ObjectID="_1700000001" r:id="${relationshipId}"/></w:object></w:r>`;

/**
 * A run holding a VML shape as Word 2003 writes a drawn shape (and Word still writes a text box's
 * fallback): its id and o:spid both "_x0000_sN", of the shape type "_x0000_t202".
 */
export const vmlShapeRun = (number: number, paragraphsXml: string): string =>
  `<w:r><w:pict w14:anchorId="2B3C4D${String(number % 100).padStart(2, '0')}">` +
  '<v:shapetype id="_x0000_t202" coordsize="21600,21600" o:spt="202" path="m,l,21600r21600,l21600,xe"><v:stroke joinstyle="miter"/><v:path gradientshapeok="t" o:connecttype="rect"/></v:shapetype>' +
  `<v:shape id="_x0000_s${number}" o:spid="_x0000_s${number}" type="#_x0000_t202" style="position:absolute;margin-left:0;margin-top:0;width:144pt;height:36pt;z-index:251659264" o:allowincell="f">` +
  `<v:textbox><w:txbxContent>${paragraphsXml}</w:txbxContent></v:textbox></v:shape></w:pict></w:r>`;
