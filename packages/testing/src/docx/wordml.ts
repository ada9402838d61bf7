/** Tiny WordprocessingML builders for tests: paragraphs, runs and tables as XML text. */

export const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A run: `<w:r>` with optional run properties XML (e.g. '<w:b/>') and its text, spaces preserved. */
export const runXml = (text: string, runProperties = ''): string =>
  `<w:r>${runProperties === '' ? '' : `<w:rPr>${runProperties}</w:rPr>`}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;

/** A paragraph of runs: plain strings become plain runs, strings starting with '<' are taken as XML. */
export const paragraphXml = (...content: string[]): string =>
  `<w:p>${content.map((part) => (part.startsWith('<') ? part : runXml(part))).join('')}</w:p>`;

/** A paragraph with a style, e.g. paragraphWithStyleXml('Heading1', 'Title'). */
export const paragraphWithStyleXml = (styleId: string, ...content: string[]): string =>
  paragraphXml(`<w:pPr><w:pStyle w:val="${styleId}"/></w:pPr>`, ...content);

/** A table of rows of cells; a cell is text (one paragraph) or XML (starting with '<', cell content). */
export const tableXml = (rows: readonly (readonly string[])[]): string => {
  const columns = Math.max(1, ...rows.map((row) => row.length));
  const grid = `<w:tblGrid>${'<w:gridCol w:w="2000"/>'.repeat(columns)}</w:tblGrid>`;
  const cell = (content: string): string =>
    `<w:tc><w:tcPr><w:tcW w:w="2000" w:type="dxa"/></w:tcPr>${content.startsWith('<') ? content : paragraphXml(content)}</w:tc>`;
  return `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/></w:tblPr>${grid}${rows
    .map((row) => `<w:tr>${row.map(cell).join('')}</w:tr>`)
    .join('')}</w:tbl>`;
};
