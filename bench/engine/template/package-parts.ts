import type { OutlineXml } from './outline-xml';
import { DECLARATION as XML_DECLARATION, NAMESPACES as W_NAMESPACES, REL, WML, contentTypesXml, relationshipsXml } from '@quire/testing/docx/minimal-docx';


const LATENT_STYLE_NAMES = ['Normal', 'heading 1', 'heading 2', 'heading 3', 'heading 4', 'heading 5', 'heading 6', 'heading 7', 'heading 8', 'heading 9', 'index 1', 'index 2', 'toc 1', 'toc 2', 'toc 3', 'Normal Indent', 'footnote text', 'annotation text', 'header', 'footer', 'caption', 'table of figures', 'envelope address', 'footnote reference', 'annotation reference', 'line number', 'page number', 'endnote reference', 'endnote text', 'List', 'List Bullet', 'List Number', 'Title', 'Closing', 'Signature', 'Default Paragraph Font', 'Body Text', 'Body Text Indent', 'Subtitle', 'Salutation', 'Date', 'Hyperlink', 'FollowedHyperlink', 'Strong', 'Emphasis', 'Plain Text', 'Normal (Web)', 'Normal Table', 'Table Grid', 'No Spacing', 'List Paragraph', 'Quote', 'Intense Quote'];

/** Word writes several hundred latent style exceptions; these make styles.xml about as large. */
const latentStyles = (): string => {
  const exceptions: string[] = [];
  for (let copy = 0; copy < 7; copy += 1) {
    for (const [index, name] of LATENT_STYLE_NAMES.entries()) {
      exceptions.push(`<w:lsdException w:name="${copy === 0 ? name : `${name} ${copy}`}" w:semiHidden="1" w:uiPriority="${index + 1}" w:unhideWhenUsed="1" w:qFormat="1"/>`);
    }
  }
  return `<w:latentStyles w:defLockedState="0" w:defUIPriority="99" w:defSemiHidden="0" w:defUnhideWhenUsed="0" w:defQFormat="0" w:count="376">${exceptions.join('')}</w:latentStyles>`;
};

const STYLES =
  `${XML_DECLARATION}<w:styles ${W_NAMESPACES}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:asciiTheme="minorHAnsi" w:eastAsiaTheme="minorHAnsi" w:hAnsiTheme="minorHAnsi" w:cstheme="minorBidi"/><w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="en-US" w:eastAsia="en-US" w:bidi="ar-SA"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="259" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>` +
  latentStyles() +
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:link w:val="Heading1Char"/><w:uiPriority w:val="9"/><w:qFormat/><w:pPr><w:keepNext/><w:keepLines/><w:spacing w:before="240" w:after="0"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:rFonts w:asciiTheme="majorHAnsi" w:hAnsiTheme="majorHAnsi"/><w:color w:val="2F5496"/><w:sz w:val="32"/><w:szCs w:val="32"/></w:rPr></w:style>' +
  '<w:style w:type="character" w:default="1" w:styleId="DefaultParagraphFont"><w:name w:val="Default Paragraph Font"/><w:uiPriority w:val="1"/><w:semiHidden/><w:unhideWhenUsed/></w:style>' +
  '<w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/><w:uiPriority w:val="99"/><w:semiHidden/><w:unhideWhenUsed/><w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>' +
  '<w:style w:type="table" w:styleId="TableGrid"><w:name w:val="Table Grid"/><w:basedOn w:val="TableNormal"/><w:uiPriority w:val="39"/><w:pPr><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr><w:tblPr><w:tblBorders><w:top w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:left w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:bottom w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:right w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:insideH w:val="single" w:sz="4" w:space="0" w:color="auto"/><w:insideV w:val="single" w:sz="4" w:space="0" w:color="auto"/></w:tblBorders></w:tblPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Header"><w:name w:val="header"/><w:basedOn w:val="Normal"/><w:uiPriority w:val="99"/><w:unhideWhenUsed/><w:pPr><w:tabs><w:tab w:val="center" w:pos="4680"/><w:tab w:val="right" w:pos="9360"/></w:tabs><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Footer"><w:name w:val="footer"/><w:basedOn w:val="Normal"/><w:uiPriority w:val="99"/><w:unhideWhenUsed/><w:pPr><w:tabs><w:tab w:val="center" w:pos="4680"/><w:tab w:val="right" w:pos="9360"/></w:tabs><w:spacing w:after="0" w:line="240" w:lineRule="auto"/></w:pPr></w:style>' +
  '</w:styles>';

const SETTINGS = `${XML_DECLARATION}<w:settings ${W_NAMESPACES}><w:zoom w:percent="100"/><w:proofState w:spelling="clean" w:grammar="clean"/><w:defaultTabStop w:val="720"/><w:characterSpacingControl w:val="doNotCompress"/><w:compat><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat><w:rsids><w:rsidRoot w:val="00C41F2A"/><w:rsid w:val="00A81B3D"/><w:rsid w:val="00B3D8E7"/><w:rsid w:val="00C41F2A"/><w:rsid w:val="00D2E4F1"/></w:rsids><w:themeFontLang w:val="en-US"/></w:settings>`;

const FONT_TABLE = `${XML_DECLARATION}<w:fonts ${W_NAMESPACES}><w:font w:name="Calibri"><w:panose1 w:val="020F0502020204030204"/><w:charset w:val="00"/><w:family w:val="swiss"/><w:pitch w:val="variable"/></w:font><w:font w:name="Times New Roman"><w:panose1 w:val="02020603050405020304"/><w:charset w:val="00"/><w:family w:val="roman"/><w:pitch w:val="variable"/></w:font></w:fonts>`;

const CONTENT_TYPES = contentTypesXml({
  'word/document.xml': `${WML}.document.main+xml`,
  'word/styles.xml': `${WML}.styles+xml`,
  'word/settings.xml': `${WML}.settings+xml`,
  'word/fontTable.xml': `${WML}.fontTable+xml`,
  'word/header1.xml': `${WML}.header+xml`,
  'word/footer1.xml': `${WML}.footer+xml`,
  'docProps/core.xml': 'application/vnd.openxmlformats-package.core-properties+xml',
  'docProps/app.xml': 'application/vnd.openxmlformats-officedocument.extended-properties+xml',
});

const PACKAGE_RELS = relationshipsXml([
  { id: 'rId3', type: `${REL}/extended-properties`, target: 'docProps/app.xml' },
  { id: 'rId2', type: 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties', target: 'docProps/core.xml' },
  { id: 'rId1', type: `${REL}/officeDocument`, target: 'word/document.xml' },
]);

const DOCUMENT_RELS = relationshipsXml(
  (['styles', 'settings', 'fontTable', 'header', 'footer'] as const).map((type, index) => ({ id: `rId${index + 1}`, type: `${REL}/${type}`, target: type === 'header' || type === 'footer' ? `${type}1.xml` : `${type}.xml` })),
);

const CORE = `${XML_DECLARATION}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:title>Benchmark document</dc:title><dc:creator>Quire bench</dc:creator><cp:revision>3</cp:revision><dcterms:created xsi:type="dcterms:W3CDTF">2024-03-05T09:00:00Z</dcterms:created><dcterms:modified xsi:type="dcterms:W3CDTF">2024-03-05T09:30:00Z</dcterms:modified></cp:coreProperties>`;

const APP = `${XML_DECLARATION}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Template>Normal.dotm</Template><TotalTime>12</TotalTime><Application>Microsoft Office Word</Application><DocSecurity>0</DocSecurity><AppVersion>16.0000</AppVersion></Properties>`;

const SECTION =
  '<w:sectPr w:rsidR="00C41F2A"><w:headerReference w:type="default" r:id="rId4"/><w:footerReference w:type="default" r:id="rId5"/><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/><w:cols w:space="720"/><w:docGrid w:linePitch="360"/></w:sectPr>';

/** The parts of the .docx, in the order Word writes them, for a document's XML. */
export const packageParts = (xml: OutlineXml): ReadonlyArray<readonly [name: string, content: string]> => [
  ['[Content_Types].xml', CONTENT_TYPES],
  ['_rels/.rels', PACKAGE_RELS],
  ['word/document.xml', `${XML_DECLARATION}<w:document ${W_NAMESPACES}><w:body>${xml.body}${SECTION}</w:body></w:document>`],
  ['word/_rels/document.xml.rels', DOCUMENT_RELS],
  ['word/header1.xml', `${XML_DECLARATION}<w:hdr ${W_NAMESPACES}>${xml.header}</w:hdr>`],
  ['word/footer1.xml', `${XML_DECLARATION}<w:ftr ${W_NAMESPACES}>${xml.footer}</w:ftr>`],
  ['word/styles.xml', STYLES],
  ['word/settings.xml', SETTINGS],
  ['word/fontTable.xml', FONT_TABLE],
  ['docProps/core.xml', CORE],
  ['docProps/app.xml', APP],
];

/** Parts that hold tags, and so change in a render. */
export const PARTS_WITH_FIELDS: ReadonlyArray<string> = ['word/document.xml', 'word/header1.xml', 'word/footer1.xml'];
