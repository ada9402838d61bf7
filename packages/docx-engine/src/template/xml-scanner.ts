/** What the scanner reports; offsets are UTF-16 indexes into the scanned XML text. */
export interface XmlScanHandler {
  /** A start tag `<name ...>` spanning [start, end); `selfClosing` for `<name .../>`. */
  open(name: string, start: number, end: number, selfClosing: boolean): void;
  /** An end tag `</name>` spanning [start, end). */
  close(name: string, start: number, end: number): void;
}

const isNameEnd = (code: number): boolean => code === 32 || code === 9 || code === 10 || code === 13 || code === 47 /* / */ || code === 62; /* > */

/**
 * A single pass over XML text that reports start and end tags with their offsets and skips
 * comments, processing instructions, CDATA and declarations. No tree is built: the caller keeps
 * what it needs. The text is assumed well-formed (the package was checked on open); on a
 * malformed tail the scan simply stops.
 */
export const scanXml = (xml: string, handler: XmlScanHandler): void => {
  let index = xml.indexOf('<');
  while (index !== -1 && index < xml.length) {
    const next = xml.charCodeAt(index + 1);
    if (next === 33 /* ! */) {
      if (xml.startsWith('<!--', index)) index = endOf(xml, '-->', index);
      else if (xml.startsWith('<![CDATA[', index)) index = endOf(xml, ']]>', index);
      else index = endOf(xml, '>', index);
    } else if (next === 63 /* ? */) {
      index = endOf(xml, '?>', index);
    } else if (next === 47 /* / */) {
      const end = xml.indexOf('>', index);
      if (end === -1) return;
      handler.close(xml.slice(index + 2, end).trim(), index, end + 1);
      index = end + 1;
    } else {
      let nameEnd = index + 1;
      while (nameEnd < xml.length && !isNameEnd(xml.charCodeAt(nameEnd))) nameEnd++;
      const end = tagEnd(xml, nameEnd);
      if (end === -1) return;
      const selfClosing = xml.charCodeAt(end - 2) === 47;
      handler.open(xml.slice(index + 1, nameEnd), index, end, selfClosing);
      index = end;
    }
    if (index === -1) return;
    index = xml.indexOf('<', index);
  }
};

const endOf = (xml: string, terminator: string, from: number): number => {
  const at = xml.indexOf(terminator, from);
  return at === -1 ? -1 : at + terminator.length;
};

/** The offset just after the `>` closing a start tag, skipping `>` inside quoted attribute values. */
export const tagEnd = (xml: string, from: number): number => {
  let quote = 0;
  for (let index = from; index < xml.length; index++) {
    const code = xml.charCodeAt(index);
    if (quote !== 0) {
      if (code === quote) quote = 0;
    } else if (code === 34 || code === 39) quote = code;
    else if (code === 62) return index + 1;
  }
  return -1;
};
