/*
 * The plain text of a document body (the preview kept with a snippet, SPEC §2): one line per
 * paragraph in document order (table cells included), a tab for `w:tab`, a newline for a line
 * break. Left out: deleted text, field codes, text boxes (their paragraphs sit inside another
 * paragraph) and mc:Fallback copies of mc:Choice content.
 * A single pass over the XML with a regular expression, no DOM; it stops once `max` characters
 * are read, so a 400-page document costs no more than its first pages.
 */

const WORDPROCESSING_ML = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
/** A tag, a comment, a processing instruction, CDATA or a declaration; whatever lies between is character data. */
const MARKUP = /<(\/?)([^\s/>!?]+)((?:"[^"]*"|'[^']*'|[^'">])*)>|<!--[\s\S]*?(?:-->|$)|<\?[\s\S]*?(?:\?>|$)|<!\[CDATA\[([\s\S]*?)(?:\]\]>|$)|<![^>]*>?/g;
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-fA-F]{1,6})|(lt|gt|amp|quot|apos));/g;
const NAMED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

const codePoint = (value: number): string => (value > 0 && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff) ? String.fromCodePoint(value) : '');

const decode = (text: string): string =>
  text.includes('&')
    ? text.replace(ENTITY, (_, decimal?: string, hex?: string, named?: string) =>
        decimal !== undefined ? codePoint(Number(decimal)) : hex !== undefined ? codePoint(parseInt(hex, 16)) : (NAMED[named ?? ''] ?? ''),
      )
    : text;

/** The prefix the document binds WordprocessingML to (`w:` nearly always; '' when it is the default namespace). */
const prefixOf = (xml: string): string => {
  const declared = new RegExp(`xmlns(?::([^\\s=]+))?\\s*=\\s*["']${WORDPROCESSING_ML.replace(/[.]/g, '\\.')}["']`).exec(xml.slice(0, 4096));
  return declared === null ? 'w:' : declared[1] === undefined ? '' : `${declared[1]}:`;
};

/** Cuts at `max` UTF-16 units without splitting a surrogate pair. */
const cut = (text: string, max: number): string => {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return text.slice(0, end);
};

export const documentText = (xml: string, max: number): string => {
  const w = prefixOf(xml);
  const paragraph = `${w}p`;
  const text = `${w}t`;
  const run = `${w}r`;
  const skipped = new Set([`${w}del`, `${w}moveFrom`, `${w}instrText`, `${w}delInstrText`, `${w}delText`, `${w}txbxContent`, 'mc:Fallback']);
  const lines: string[] = [];
  let length = 0;
  let line: string[] | null = null;
  const stack: string[] = [];
  let skipDepth = 0;
  let inText = false;
  let last = 0;
  const add = (piece: string): void => {
    if (line !== null && skipDepth === 0) line.push(piece);
  };
  const endParagraph = (): void => {
    if (line === null) return;
    const joined = line.join('');
    lines.push(joined);
    length += joined.length + 1;
    line = null;
  };
  MARKUP.lastIndex = 0;
  for (let match = MARKUP.exec(xml); match !== null && length <= max; match = MARKUP.exec(xml)) {
    if (inText && match.index > last) add(decode(xml.slice(last, match.index)));
    last = MARKUP.lastIndex;
    if (match[4] !== undefined) {
      if (inText) add(match[4]);
      continue;
    }
    const name = match[2];
    if (name === undefined) continue;
    const closing = match[1] === '/';
    const selfClosing = !closing && (match[3] ?? '').endsWith('/');
    if (closing) {
      const index = stack.lastIndexOf(name);
      if (index === -1) continue;
      for (const open of stack.splice(index)) if (skipped.has(open)) skipDepth--;
      if (name === text) inText = false;
      if (name === paragraph && skipDepth === 0) endParagraph();
      continue;
    }
    const parent = stack[stack.length - 1];
    if (name === paragraph && skipDepth === 0) {
      endParagraph();
      line = [];
      if (selfClosing) endParagraph();
    } else if (parent === run && (name === `${w}tab` || name === `${w}ptab`)) add('\t');
    else if (parent === run && (name === `${w}br` || name === `${w}cr`)) add('\n');
    else if (parent === run && name === `${w}noBreakHyphen`) add('-');
    if (selfClosing) continue;
    stack.push(name);
    if (skipped.has(name)) skipDepth++;
    if (name === text) inText = true;
  }
  endParagraph();
  return cut(lines.join('\n'), max);
};
