/** WordprocessingML as Word writes it: runs with properties and revision ids, proofing marks. */

export const escapeXml = (text: string): string =>
  /[&<>"]/.test(text) ? text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;') : text;

const PLAIN = '<w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:sz w:val="22"/><w:szCs w:val="22"/></w:rPr>';
const BOLD = '<w:rPr><w:rFonts w:ascii="Calibri" w:hAnsi="Calibri" w:cs="Calibri"/><w:b/><w:bCs/><w:sz w:val="22"/><w:szCs w:val="22"/></w:rPr>';

export const run = (text: string, bold = false, revision = '00C41F2A'): string =>
  `<w:r w:rsidR="${revision}"${bold ? '' : ' w:rsidRPr="00C41F2A"'}>${bold ? BOLD : PLAIN}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;

/** A tag as Word leaves it after an edit: three runs with different revision ids and a proofing mark. */
export const splitRuns = (text: string, bold: boolean): string => {
  const first = Math.max(1, Math.floor(text.length / 3));
  const second = Math.max(first + 1, Math.floor((text.length * 2) / 3));
  return (
    run(text.slice(0, first), bold, '00A81B3D') +
    '<w:proofErr w:type="spellStart"/>' +
    run(text.slice(first, second), bold, '00D2E4F1') +
    '<w:proofErr w:type="spellEnd"/>' +
    run(text.slice(second), bold, '00A81B3D')
  );
};

/*
 * Word 2010 and later give every paragraph and row a w14:paraId (below 0x80000000) and a
 * w14:textId; documents from other producers have none. Numbered in building order, so a
 * document is the same on every run.
 */
let lastParagraphId = 0x1a2b0000;
const paragraphIds = (): string => {
  lastParagraphId += 1;
  return `w14:paraId="${lastParagraphId.toString(16).toUpperCase().padStart(8, '0')}" w14:textId="77777777"`;
};

export const paragraphXml = (runs: string, heading = false, withIds = true): string =>
  `<w:p${withIds ? ` ${paragraphIds()}` : ''} w:rsidR="00C41F2A" w:rsidRDefault="00C41F2A" w:rsidP="00B3D8E7"><w:pPr>${heading ? '<w:pStyle w:val="Heading1"/>' : '<w:spacing w:after="120"/><w:jc w:val="both"/>'}</w:pPr>${runs}</w:p>`;

export const cellXml = (paragraph: string, width: number): string => `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${paragraph}</w:tc>`;

export const rowXml = (cells: string, withIds = true): string => `<w:tr w:rsidR="00C41F2A"${withIds ? ` ${paragraphIds()}` : ''}><w:trPr><w:cantSplit/></w:trPr>${cells}</w:tr>`;

export const tableXml = (columns: number, rows: string): string => {
  const width = Math.floor(9000 / columns);
  return (
    `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/><w:tblLook w:val="04A0" w:firstRow="1" w:lastRow="0" w:firstColumn="1" w:lastColumn="0" w:noHBand="0" w:noVBand="1"/></w:tblPr>` +
    `<w:tblGrid>${`<w:gridCol w:w="${width}"/>`.repeat(columns)}</w:tblGrid>${rows}</w:tbl>`
  );
};
