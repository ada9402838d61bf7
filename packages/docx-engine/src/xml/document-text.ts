import { malformed } from '../structure/structure-problem';
import { scanXml } from './xml-scanner';
import { decodeXmlText, withoutInvalidXmlCharacters } from './xml-text';

/*
 * The plain text of a document body (the preview kept with a snippet, docs/resources.md#snippets): one line per
 * paragraph in document order (table cells included), a tab for `w:tab`, a newline for a line
 * break. Left out: deleted text, field codes, text boxes (their paragraphs sit inside another
 * paragraph) and mc:Fallback copies of mc:Choice content.
 * One pass of the engine's XML scanner, no DOM; it stops once `maxLength` characters are read, so
 * a 400-page document costs no more than its first pages.
 */

const WORDPROCESSING_ML = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
/** Answered by the handlers to stop the scan once enough text is read (not a problem: the scan's result is not looked at). */
const ENOUGH = malformed(0, 'enough text read');

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

const decoded = (raw: string): string => (raw.includes('&#') ? withoutInvalidXmlCharacters(decodeXmlText(raw)) : decodeXmlText(raw));

/** The character data between two tags: text decoded, CDATA as written, comments and processing instructions left out. */
const characterData = (raw: string): string => {
  if (!raw.includes('<')) return decoded(raw);
  let text = '';
  let at = 0;
  for (let open = raw.indexOf('<'); open !== -1; open = raw.indexOf('<', at)) {
    text += decoded(raw.slice(at, open));
    const cdata = raw.startsWith('<![CDATA[', open);
    const terminator = cdata ? ']]>' : raw.startsWith('<!--', open) ? '-->' : raw.startsWith('<?', open) ? '?>' : '>';
    const end = raw.indexOf(terminator, open);
    if (cdata) text += raw.slice(open + '<![CDATA['.length, end === -1 ? raw.length : end);
    at = end === -1 ? raw.length : end + terminator.length;
  }
  return text + decoded(raw.slice(at));
};

/** The plain text of a document body part's XML, at most `maxLength` characters (see above). */
export const documentText = (xml: string, maxLength: number): string => {
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
  /** Where the last tag ended: what lies between it and the next is character data. */
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
  const readUpTo = (start: number, end: number): void => {
    if (inText && start > last) add(characterData(xml.slice(last, start)));
    last = end;
  };
  scanXml(xml, {
    open(name, start, end, selfClosing) {
      if (length > maxLength) return ENOUGH;
      readUpTo(start, end);
      const parent = stack[stack.length - 1];
      if (name === paragraph && skipDepth === 0) {
        endParagraph();
        line = [];
        if (selfClosing) endParagraph();
      } else if (parent === run && (name === `${w}tab` || name === `${w}ptab`)) add('\t');
      else if (parent === run && (name === `${w}br` || name === `${w}cr`)) add('\n');
      else if (parent === run && name === `${w}noBreakHyphen`) add('-');
      if (selfClosing) return undefined;
      stack.push(name);
      if (skipped.has(name)) skipDepth++;
      if (name === text) inText = true;
      return undefined;
    },
    close(name, start, end) {
      if (length > maxLength) return ENOUGH;
      readUpTo(start, end);
      const index = stack.lastIndexOf(name);
      if (index === -1) return undefined;
      for (const open of stack.splice(index)) if (skipped.has(open)) skipDepth--;
      if (name === text) inText = false;
      if (name === paragraph && skipDepth === 0) endParagraph();
      return undefined;
    },
  });
  endParagraph();
  return cut(lines.join('\n'), maxLength);
};
