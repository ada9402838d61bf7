/*
 * The parts of the smallest .docx Word itself writes for a new document (less the theme, font
 * table and web settings, which Word does not need to open it): the main document, styles with
 * Normal as the default paragraph style, settings (so Word does not open it in compatibility
 * mode) and the document properties. Normal is defined exactly as Word defines it (no properties
 * of its own; the look is in the document defaults), so a template's Normal is the same style.
 */

const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const WML = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

const CONTENT_TYPES =
  `${DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/word/document.xml" ContentType="${WML}.document.main+xml"/>` +
  `<Override PartName="/word/styles.xml" ContentType="${WML}.styles+xml"/>` +
  `<Override PartName="/word/settings.xml" ContentType="${WML}.settings+xml"/>` +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
  '</Types>';

const PACKAGE_RELS =
  `${DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId3" Type="${R}/extended-properties" Target="docProps/app.xml"/>` +
  '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
  `<Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/>` +
  '</Relationships>';

const DOCUMENT_RELS =
  `${DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId2" Type="${R}/settings" Target="settings.xml"/>` +
  `<Relationship Id="rId1" Type="${R}/styles" Target="styles.xml"/>` +
  '</Relationships>';

const FONTS = '<w:rFonts w:ascii="Calibri" w:eastAsia="Calibri" w:hAnsi="Calibri" w:cs="Times New Roman"/>';

const STYLES =
  `${DECLARATION}<w:styles xmlns:w="${W}">` +
  `<w:docDefaults><w:rPrDefault><w:rPr>${FONTS}<w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="en-US" w:eastAsia="en-US" w:bidi="ar-SA"/></w:rPr></w:rPrDefault>` +
  '<w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="259" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>' +
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>' +
  '<w:style w:type="character" w:default="1" w:styleId="DefaultParagraphFont"><w:name w:val="Default Paragraph Font"/><w:uiPriority w:val="1"/><w:semiHidden/><w:unhideWhenUsed/></w:style>' +
  '<w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/><w:uiPriority w:val="99"/><w:semiHidden/><w:unhideWhenUsed/>' +
  '<w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>' +
  '<w:style w:type="numbering" w:default="1" w:styleId="NoList"><w:name w:val="No List"/><w:uiPriority w:val="99"/><w:semiHidden/><w:unhideWhenUsed/></w:style>' +
  '</w:styles>';

const SETTINGS =
  `${DECLARATION}<w:settings xmlns:w="${W}"><w:defaultTabStop w:val="720"/><w:characterSpacingControl w:val="doNotCompress"/>` +
  '<w:compat><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat></w:settings>';

const CORE =
  `${DECLARATION}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
  'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:dcmitype="http://purl.org/dc/dcmitype/" ' +
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><dc:creator>Quire</dc:creator></cp:coreProperties>';

const APP =
  `${DECLARATION}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties" ` +
  'xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><Application>Quire</Application><DocSecurity>0</DocSecurity></Properties>';

/** US Letter with one-inch margins, as Word's en-US Normal template. */
const SECTION =
  '<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/>' +
  '<w:cols w:space="720"/><w:docGrid w:linePitch="360"/></w:sectPr>';

const documentXml = (paragraphsXml: string): string => `${DECLARATION}<w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${paragraphsXml}${SECTION}</w:body></w:document>`;

/** Every part of a minimal .docx whose body is `paragraphsXml`, by zip entry name, in the order Word writes them. */
export const minimalDocxParts = (paragraphsXml: string): ReadonlyArray<readonly [string, string]> => [
  ['[Content_Types].xml', CONTENT_TYPES],
  ['_rels/.rels', PACKAGE_RELS],
  ['word/document.xml', documentXml(paragraphsXml)],
  ['word/_rels/document.xml.rels', DOCUMENT_RELS],
  ['word/styles.xml', STYLES],
  ['word/settings.xml', SETTINGS],
  ['docProps/core.xml', CORE],
  ['docProps/app.xml', APP],
];
