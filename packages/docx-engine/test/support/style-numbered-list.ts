import { NAMESPACES } from '@quire/testing/docx/minimal-docx';
import { paragraphXml } from '@quire/testing/docx/wordml';

/*
 * A list numbered through a paragraph style, as Word writes Home › Styles › "List Number": the
 * style's w:pPr holds w:numPr (numId only; the level is 0), the list's first level names the
 * style back, and the paragraphs carry only <w:pStyle w:val="ListNumber"/>. "ClauseNumber" is
 * based on it without numbering of its own, so its paragraphs are numbered through the chain.
 */

const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';

/** The numId of the style's list. */
export const LIST_NUMBER_NUM_ID = 3;

export const listNumberStylesXml = (): string =>
  `${DECLARATION}<w:styles ${NAMESPACES}>` +
  `<w:docDefaults><w:rPrDefault><w:rPr><w:sz w:val="22"/><w:lang w:val="en-US"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="259" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>` +
  `<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>` +
  `<w:style w:type="character" w:default="1" w:styleId="DefaultParagraphFont"><w:name w:val="Default Paragraph Font"/><w:uiPriority w:val="1"/><w:semiHidden/><w:unhideWhenUsed/></w:style>` +
  `<w:style w:type="numbering" w:default="1" w:styleId="NoList"><w:name w:val="No List"/><w:uiPriority w:val="99"/><w:semiHidden/><w:unhideWhenUsed/></w:style>` +
  `<w:style w:type="paragraph" w:styleId="ListNumber"><w:name w:val="List Number"/><w:basedOn w:val="Normal"/><w:uiPriority w:val="99"/><w:unhideWhenUsed/><w:rsid w:val="00C41F2A"/>` +
  `<w:pPr><w:numPr><w:numId w:val="${LIST_NUMBER_NUM_ID}"/></w:numPr><w:contextualSpacing/></w:pPr></w:style>` +
  `<w:style w:type="paragraph" w:customStyle="1" w:styleId="ClauseNumber"><w:name w:val="Clause Number"/><w:basedOn w:val="ListNumber"/><w:qFormat/><w:pPr><w:keepNext/></w:pPr><w:rPr><w:b/></w:rPr></w:style>` +
  `</w:styles>`;

export const listNumberNumberingXml = (): string =>
  `${DECLARATION}<w:numbering ${NAMESPACES}>` +
  `<w:abstractNum w:abstractNumId="5" w15:restartNumberingAfterBreak="0"><w:nsid w:val="FFFFFF7C"/><w:multiLevelType w:val="singleLevel"/><w:tmpl w:val="9E1E88A2"/>` +
  `<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:pStyle w:val="ListNumber"/><w:lvlText w:val="%1."/><w:lvlJc w:val="left"/>` +
  `<w:pPr><w:tabs><w:tab w:val="num" w:pos="360"/></w:tabs><w:ind w:left="360" w:hanging="360"/></w:pPr></w:lvl></w:abstractNum>` +
  `<w:num w:numId="${LIST_NUMBER_NUM_ID}"><w:abstractNumId w:val="5"/></w:num>` +
  `</w:numbering>`;

/** A paragraph numbered only through its style (no w:numPr of its own). */
export const listNumberParagraphXml = (text: string, styleId = 'ListNumber'): string =>
  paragraphXml(`<w:pPr><w:pStyle w:val="${styleId}"/><w:spacing w:after="0"/></w:pPr>`, text);
