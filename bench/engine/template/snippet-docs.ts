import { deflatedEntry, writeZip } from '../zip/zip';
import { fieldName } from './build-outline';
import { DECLARATION as XML_DECLARATION, NAMESPACES as W_NAMESPACES, REL, WML, contentTypesXml, relationshipsXml } from '@quire/testing/docx/minimal-docx';
import { paragraphXml, run } from './word-xml';

/*
 * The snippets of the snippet case, as Word writes a short clause kept in a library: each has
 * its own styles (a Heading1 that looks unlike the template's, so it is imported renamed, and a
 * clause style of its own), a numbered list, a picture, a hyperlink and a footnote, and uses the
 * document's data (a field in its text and one in its footnote).
 */

/** A 1×1 PNG. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export const SNIPPET_NAMES: ReadonlyArray<string> = ['Confidentiality', 'Payment Terms', 'Notices', 'Governing Law'];

/** Text only the snippet's body holds, found once per insertion in the output. */
export const snippetMarker = (index: number): string => `Snippet clause S${index + 1} applies`;
/** Text of the snippet's footnote, before the field value. */
export const snippetNoteMarker = (index: number): string => `Note of snippet S${index + 1} for`;
/** The fields the snippets use: the body's, then the footnote's. */
export const SNIPPET_FIELDS = [fieldName(0), fieldName(1)] as const;

const styles = (index: number): string =>
  `${XML_DECLARATION}<w:styles ${W_NAMESPACES}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:asciiTheme="minorHAnsi" w:hAnsiTheme="minorHAnsi"/><w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="en-US"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="259" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>` +
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>' +
  '<w:style w:type="character" w:default="1" w:styleId="DefaultParagraphFont"><w:name w:val="Default Paragraph Font"/><w:uiPriority w:val="1"/><w:semiHidden/><w:unhideWhenUsed/></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:uiPriority w:val="9"/><w:qFormat/><w:rsid w:val="00A1B2C3"/><w:pPr><w:keepNext/><w:spacing w:before="240" w:after="0"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:color w:val="C00000"/><w:sz w:val="28"/></w:rPr></w:style>' +
  `<w:style w:type="paragraph" w:customStyle="1" w:styleId="ClauseText"><w:name w:val="Clause Text"/><w:basedOn w:val="Normal"/><w:qFormat/><w:pPr><w:ind w:left="${360 + index * 120}"/></w:pPr><w:rPr><w:i/></w:rPr></w:style>` +
  '<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:uiPriority w:val="34"/><w:qFormat/><w:pPr><w:ind w:left="720"/><w:contextualSpacing/></w:pPr></w:style>' +
  '<w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/><w:basedOn w:val="DefaultParagraphFont"/><w:uiPriority w:val="99"/><w:unhideWhenUsed/><w:rPr><w:color w:val="0563C1" w:themeColor="hyperlink"/><w:u w:val="single"/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="FootnoteText"><w:name w:val="footnote text"/><w:basedOn w:val="Normal"/><w:uiPriority w:val="99"/><w:pPr><w:spacing w:after="0"/></w:pPr><w:rPr><w:sz w:val="20"/></w:rPr></w:style>' +
  '<w:style w:type="character" w:styleId="FootnoteReference"><w:name w:val="footnote reference"/><w:basedOn w:val="DefaultParagraphFont"/><w:uiPriority w:val="99"/><w:rPr><w:vertAlign w:val="superscript"/></w:rPr></w:style>' +
  '</w:styles>';

const NUMBERING =
  `${XML_DECLARATION}<w:numbering ${W_NAMESPACES}><w:abstractNum w:abstractNumId="0"><w:nsid w:val="1A2B3C4D"/><w:multiLevelType w:val="hybridMultilevel"/>` +
  '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl>' +
  '<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="%2."/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="1440" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>' +
  '<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>';

const footnotes = (index: number): string =>
  `${XML_DECLARATION}<w:footnotes ${W_NAMESPACES}>` +
  '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote><w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>' +
  `<w:footnote w:id="1"><w:p><w:pPr><w:pStyle w:val="FootnoteText"/></w:pPr><w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteRef/></w:r>${run(` ${snippetNoteMarker(index)} {{${SNIPPET_FIELDS[1]}}}.`)}</w:p></w:footnote>` +
  '</w:footnotes>';

const styled = (style: string, runs: string): string => `<w:p><w:pPr><w:pStyle w:val="${style}"/></w:pPr>${runs}</w:p>`;
const numbered = (text: string): string => `<w:p><w:pPr><w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>${run(text)}</w:p>`;
const picture = (index: number): string =>
  `<w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0" wp14:anchorId="1C2D3E4F" wp14:editId="5A6B7C8D"><wp:extent cx="95250" cy="95250"/><wp:effectExtent l="0" t="0" r="0" b="0"/>` +
  `<wp:docPr id="1" name="Seal ${index + 1}"/><wp:cNvGraphicFramePr><a:graphicFrameLocks noChangeAspect="1"/></wp:cNvGraphicFramePr>` +
  '<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="0" name="seal.png"/><pic:cNvPicPr/></pic:nvPicPr>' +
  '<pic:blipFill><a:blip r:embed="rId10"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="95250" cy="95250"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>';
const hyperlink = (text: string): string => `<w:hyperlink r:id="rId11" w:history="1"><w:r><w:rPr><w:rStyle w:val="Hyperlink"/></w:rPr><w:t>${text}</w:t></w:r></w:hyperlink>`;
const FOOTNOTE_REFERENCE = '<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteReference w:id="1"/></w:r>';

const document = (index: number): string =>
  `${XML_DECLARATION}<w:document ${W_NAMESPACES}><w:body>` +
  styled('Heading1', run(SNIPPET_NAMES[index] ?? '')) +
  styled('ClauseText', run(`${snippetMarker(index)} to {{${SNIPPET_FIELDS[0]}}}, who keeps what it learns to itself.`) + FOOTNOTE_REFERENCE) +
  numbered('It tells no one without leave.') +
  numbered('It returns every copy when asked.') +
  paragraphXml(picture(index) + run(' See ') + hyperlink('the policy') + run('.'), false, false) +
  '<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>';

const CONTENT_TYPES = contentTypesXml({
  'word/document.xml': `${WML}.document.main+xml`,
  'word/styles.xml': `${WML}.styles+xml`,
  'word/numbering.xml': `${WML}.numbering+xml`,
  'word/footnotes.xml': `${WML}.footnotes+xml`,
});

const PACKAGE_RELS = relationshipsXml([{ id: 'rId1', type: `${REL}/officeDocument`, target: 'word/document.xml' }]);

const DOCUMENT_RELS = relationshipsXml([
  { id: 'rId1', type: `${REL}/styles`, target: 'styles.xml' },
  { id: 'rId2', type: `${REL}/numbering`, target: 'numbering.xml' },
  { id: 'rId3', type: `${REL}/footnotes`, target: 'footnotes.xml' },
  { id: 'rId10', type: `${REL}/image`, target: 'media/image1.png' },
  { id: 'rId11', type: `${REL}/hyperlink`, target: 'https://example.com/policy', external: true },
]);

/** The .docx of snippet `index` (of SNIPPET_NAMES). */
export const snippetDocx = (index: number): Uint8Array =>
  writeZip([
    deflatedEntry('[Content_Types].xml', CONTENT_TYPES),
    deflatedEntry('_rels/.rels', PACKAGE_RELS),
    deflatedEntry('word/document.xml', document(index)),
    deflatedEntry('word/_rels/document.xml.rels', DOCUMENT_RELS),
    deflatedEntry('word/styles.xml', styles(index)),
    deflatedEntry('word/numbering.xml', NUMBERING),
    deflatedEntry('word/footnotes.xml', footnotes(index)),
    deflatedEntry('word/media/image1.png', PIXEL_PNG),
  ]);

/** The snippets by name, as the service resolves them. */
export const snippetLibrary = (): ReadonlyMap<string, Uint8Array> => new Map(SNIPPET_NAMES.map((name, index) => [name, snippetDocx(index)]));
