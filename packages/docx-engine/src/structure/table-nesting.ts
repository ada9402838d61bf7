const OPEN = Buffer.from('<w:tbl');
const CLOSE = Buffer.from('</w:tbl>');
const GREATER = 0x3e;
const SPACE = 0x20;

/**
 * Whether WordprocessingML the engine wrote nests tables (`w:tbl`) more than `limit` deep. The
 * compile holds a template's parts to the limit as it reads them; a render can still pass it by
 * putting a snippet's tables, or a styled value's table, into a table cell, so what it writes is
 * checked too. Two searches through the bytes (the engine writes `<w:tbl>` and `</w:tbl>` itself,
 * never with another prefix or white space), no parse.
 */
export const nestsTablesDeeperThan = (xml: Uint8Array, limit: number): boolean => {
  const bytes = Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength);
  let depth = 0;
  let open = bytes.indexOf(OPEN);
  let close = bytes.indexOf(CLOSE);
  while (open !== -1) {
    if (close !== -1 && close < open) {
      depth--;
      close = bytes.indexOf(CLOSE, close + CLOSE.length);
      continue;
    }
    const next = bytes[open + OPEN.length];
    // `<w:tblPr>`, `<w:tblGrid>`… share the start; only `<w:tbl>` or `<w:tbl …>` opens a table.
    if ((next === GREATER || next === SPACE) && ++depth > limit) return true;
    open = bytes.indexOf(OPEN, open + OPEN.length);
  }
  return false;
};
