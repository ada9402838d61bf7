import { minimalDocx, NAMESPACES, footnoteReferenceXml, type MinimalDocxExtras } from '@quire/testing/docx/minimal-docx';
import { paragraphXml, paragraphWithStyleXml, runXml } from '@quire/testing/docx/wordml';

const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The mark at the start of a footnote's own text, as Word writes it. */
export const FOOTNOTE_MARK = '<w:r><w:rPr><w:rStyle w:val="FootnoteReference"/></w:rPr><w:footnoteRef/></w:r>';

/** A 1×1 PNG. */
export const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Styles as Word writes them: Normal, Heading1 (with the given run properties), its linked character style, and more. */
export const stylesXml = (options: { readonly heading1Run: string; readonly extra?: string; readonly normalFont?: string }): string =>
  `${DECLARATION}<w:styles ${NAMESPACES}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:asciiTheme="minorHAnsi" w:hAnsiTheme="minorHAnsi"/><w:sz w:val="22"/><w:szCs w:val="22"/><w:lang w:val="en-US"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="259" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>` +
  `<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/>${options.normalFont === undefined ? '' : `<w:rPr><w:rFonts w:ascii="${options.normalFont}" w:hAnsi="${options.normalFont}"/></w:rPr>`}</w:style>` +
  `<w:style w:type="character" w:default="1" w:styleId="DefaultParagraphFont"><w:name w:val="Default Paragraph Font"/><w:uiPriority w:val="1"/><w:semiHidden/><w:unhideWhenUsed/></w:style>` +
  `<w:style w:type="table" w:default="1" w:styleId="TableNormal"><w:name w:val="Normal Table"/><w:uiPriority w:val="99"/><w:semiHidden/><w:unhideWhenUsed/><w:tblPr><w:tblInd w:w="0" w:type="dxa"/><w:tblCellMar><w:top w:w="0" w:type="dxa"/><w:left w:w="108" w:type="dxa"/><w:bottom w:w="0" w:type="dxa"/><w:right w:w="108" w:type="dxa"/></w:tblCellMar></w:tblPr></w:style>` +
  `<w:style w:type="numbering" w:default="1" w:styleId="NoList"><w:name w:val="No List"/><w:uiPriority w:val="99"/><w:semiHidden/><w:unhideWhenUsed/></w:style>` +
  `<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:link w:val="Heading1Char"/><w:uiPriority w:val="9"/><w:qFormat/><w:rsid w:val="00A1B2C3"/><w:pPr><w:keepNext/><w:spacing w:before="240"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr>${options.heading1Run}</w:rPr></w:style>` +
  `<w:style w:type="character" w:customStyle="1" w:styleId="Heading1Char"><w:name w:val="Heading 1 Char"/><w:basedOn w:val="DefaultParagraphFont"/><w:link w:val="Heading1"/><w:uiPriority w:val="9"/><w:rPr>${options.heading1Run}</w:rPr></w:style>` +
  `<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/><w:basedOn w:val="Normal"/><w:uiPriority w:val="34"/><w:qFormat/><w:pPr><w:ind w:left="720"/><w:contextualSpacing/></w:pPr></w:style>` +
  `<w:style w:type="character" w:styleId="Hyperlink"><w:name w:val="Hyperlink"/><w:basedOn w:val="DefaultParagraphFont"/><w:uiPriority w:val="99"/><w:unhideWhenUsed/><w:rPr><w:color w:val="0563C1" w:themeColor="hyperlink"/><w:u w:val="single"/></w:rPr></w:style>` +
  `<w:style w:type="paragraph" w:styleId="FootnoteText"><w:name w:val="footnote text"/><w:basedOn w:val="Normal"/><w:uiPriority w:val="99"/><w:pPr><w:spacing w:after="0"/></w:pPr><w:rPr><w:sz w:val="20"/></w:rPr></w:style>` +
  `<w:style w:type="character" w:styleId="FootnoteReference"><w:name w:val="footnote reference"/><w:basedOn w:val="DefaultParagraphFont"/><w:uiPriority w:val="99"/><w:rPr><w:vertAlign w:val="superscript"/></w:rPr></w:style>` +
  `${options.extra ?? ''}</w:styles>`;

/** A decimal list (abstract 0, instance 1) and a bullet list (abstract 1, instance 2), as Word writes them. */
export const numberingXml = (): string =>
  `${DECLARATION}<w:numbering ${NAMESPACES}>` +
  `<w:abstractNum w:abstractNumId="0" w15:restartNumberingAfterBreak="0"><w:nsid w:val="1A2B3C4D"/><w:multiLevelType w:val="hybridMultilevel"/><w:tmpl w:val="0409000F"/>` +
  `<w:lvl w:ilvl="0" w:tplc="0409000F"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl>` +
  `<w:lvl w:ilvl="1" w:tplc="04090019"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="%2."/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="1440" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>` +
  `<w:abstractNum w:abstractNumId="1"><w:nsid w:val="5E6F7081"/><w:multiLevelType w:val="hybridMultilevel"/><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="720" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>` +
  `<w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num><w:num w:numId="2"><w:abstractNumId w:val="1"/></w:num></w:numbering>`;

export const numberedParagraphXml = (numId: number, text: string, level = 0): string =>
  paragraphXml(`<w:pPr><w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="${level}"/><w:numId w:val="${numId}"/></w:numPr></w:pPr>`, text);

/** An inline picture, as Word writes one, of the image behind relationship `relationshipId`. */
export const pictureXml = (relationshipId: string, docPrId: number, name: string): string =>
  `<w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0" wp14:anchorId="1C2D3E4F" wp14:editId="5A6B7C8D"><wp:extent cx="95250" cy="95250"/><wp:effectExtent l="0" t="0" r="0" b="0"/>` +
  `<wp:docPr id="${docPrId}" name="${name}"/><wp:cNvGraphicFramePr><a:graphicFrameLocks noChangeAspect="1"/></wp:cNvGraphicFramePr>` +
  `<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:nvPicPr><pic:cNvPr id="0" name="${name}.png"/><pic:cNvPicPr/></pic:nvPicPr>` +
  `<pic:blipFill><a:blip r:embed="${relationshipId}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="95250" cy="95250"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r>`;

export const hyperlinkXml = (relationshipId: string, text: string): string =>
  `<w:hyperlink r:id="${relationshipId}" w:history="1">${runXml(text, '<w:rStyle w:val="Hyperlink"/>')}</w:hyperlink>`;

const picture = (target: string) => ({ id: 'rId20', type: `${REL}/image`, target });
const link = (url: string) => ({ id: 'rId21', type: `${REL}/hyperlink`, target: url, external: true });

/** The template's look: a blue 16 pt Heading1. */
export const TEMPLATE_HEADING = '<w:b/><w:color w:val="2F5496"/><w:sz w:val="32"/>';
/** The snippet's look: a red 20 pt Heading1, so it differs from the template's. */
export const SNIPPET_HEADING = '<w:b/><w:color w:val="C00000"/><w:sz w:val="40"/>';
export const CLAUSE_STYLE = '<w:style w:type="paragraph" w:customStyle="1" w:styleId="ClauseText"><w:name w:val="Clause Text"/><w:basedOn w:val="Normal"/><w:qFormat/><w:pPr><w:ind w:left="360"/></w:pPr><w:rPr><w:i/></w:rPr></w:style>';

/** A template as Word writes one: its own styles, a numbered list, a picture, a footnote and a bookmark. */
export const templateDocx = (body: string, extras: MinimalDocxExtras = {}): Buffer =>
  minimalDocx(
    paragraphWithStyleXml('Heading1', 'Agreement') +
      paragraphXml('<w:bookmarkStart w:id="0" w:name="Intro"/>', 'Intro', footnoteReferenceXml(1), '<w:bookmarkEnd w:id="0"/>') +
      numberedParagraphXml(1, 'Template item one') +
      paragraphXml(pictureXml('rId20', 1, 'Logo')) +
      body,
    {
      stylesXml: stylesXml({ heading1Run: TEMPLATE_HEADING }),
      numberingXml: numberingXml(),
      footnotes: { 1: paragraphWithStyleXml('FootnoteText', FOOTNOTE_MARK, ' Template note.') },
      parts: { 'word/media/image1.png': PIXEL_PNG },
      documentRelationships: [picture('media/image1.png')],
      ...extras,
    },
  );

/** The body text templateDocx begins with (the picture's paragraph is empty). */
export const TEMPLATE_TEXTS: readonly string[] = ['Agreement', 'Intro', 'Template item one', ''];

/**
 * A snippet as Word writes one: a heading in the same style id as the template's but another look,
 * a paragraph in a style of its own, a numbered list, a picture, a hyperlink, a footnote, a bookmark
 * and a field (`{{client}}`).
 */
export const richSnippetDocx = (): Buffer =>
  minimalDocx(
    paragraphWithStyleXml('Heading1', 'Confidentiality') +
      paragraphXml('<w:pPr><w:pStyle w:val="ClauseText"/></w:pPr>', '<w:bookmarkStart w:id="0" w:name="Confidential"/>', 'Keep it secret, {{client}}.', footnoteReferenceXml(1), '<w:bookmarkEnd w:id="0"/>') +
      numberedParagraphXml(1, 'Snippet item one') +
      numberedParagraphXml(1, 'Snippet item two') +
      paragraphXml(pictureXml('rId20', 1, 'Seal'), hyperlinkXml('rId21', 'See the policy')),
    {
      stylesXml: stylesXml({ heading1Run: SNIPPET_HEADING, extra: CLAUSE_STYLE }),
      numberingXml: numberingXml(),
      footnotes: { 1: paragraphWithStyleXml('FootnoteText', FOOTNOTE_MARK, ' Snippet note for {{client}}.') },
      parts: { 'word/media/image1.png': PIXEL_PNG },
      documentRelationships: [picture('media/image1.png'), link('https://example.com/policy')],
    },
  );

/** The body text of richSnippetDocx filled for the client. */
export const richSnippetTexts = (client: string): readonly string[] => ['Confidentiality', `Keep it secret, ${client}.`, 'Snippet item one', 'Snippet item two', 'See the policy'];

/** A snippet of plain paragraphs (default styles only). */
export const plainSnippetDocx = (...paragraphs: string[]): Buffer => minimalDocx(paragraphs.map((text) => (text.startsWith('<') ? text : paragraphXml(text))).join(''));
