import { checkedTagEnd, XmlCheck, type XmlCheckLimits } from '../structure/xml-check';
import { malformed, type StructureProblem } from '../structure/structure-problem';

/** What the scanner reports; offsets are UTF-16 indexes into the scanned XML text. */
export interface XmlScanHandler {
  /** A start tag `<name ...>` spanning [start, end); `selfClosing` for `<name .../>`. A problem answered stops the scan. */
  open(name: string, start: number, end: number, selfClosing: boolean): StructureProblem | undefined | void;
  /** An end tag `</name>` spanning [start, end). A problem answered stops the scan. */
  close(name: string, start: number, end: number): StructureProblem | undefined | void;
}

const isNameEnd = (code: number): boolean => code === 32 || code === 9 || code === 10 || code === 13 || code === 47 /* / */ || code === 62; /* > */

const UNENDED: Readonly<Record<string, string>> = { '-->': 'a comment never ends', ']]>': 'a CDATA section never ends', '?>': 'a processing instruction never ends', '>': 'a declaration never ends' };

/**
 * A single pass over XML text that reports start and end tags with their offsets and skips
 * comments, processing instructions, CDATA and declarations. No tree is built: the caller keeps
 * what it needs.
 *
 * Unchecked (the render path, over XML the engine wrote or checked), a malformed tail simply
 * stops the scan. Checked (`limits` given: every XML part of an upload), the same pass refuses
 * what is not well-formed (end tags that close another element, elements never closed, attributes
 * without quotes, text outside the root...) and elements nested deeper than the limit, answering
 * the first problem; so does a handler that answers one.
 */
export const scanXml = (xml: string, handler: XmlScanHandler, limits?: XmlCheckLimits): StructureProblem | undefined => {
  const check = limits === undefined ? undefined : new XmlCheck(limits);
  let index = xml.indexOf('<');
  let textStart = 0;
  while (index !== -1 && index < xml.length) {
    if (check !== undefined) {
      const outside = check.outside(xml, textStart, index);
      if (outside !== undefined) return outside;
    }
    const next = xml.charCodeAt(index + 1);
    const start = index;
    if (next === 33 /* ! */) {
      const terminator = xml.startsWith('<!--', index) ? '-->' : xml.startsWith('<![CDATA[', index) ? ']]>' : '>';
      if (check !== undefined && terminator !== '-->' && check.depth === 0) return malformed(start, terminator === '>' ? 'a markup declaration' : 'a CDATA section outside the root element');
      index = endOf(xml, terminator, index);
      if (index === -1) return check === undefined ? undefined : malformed(start, UNENDED[terminator] ?? '');
    } else if (next === 63 /* ? */) {
      index = endOf(xml, '?>', index);
      if (index === -1) return check === undefined ? undefined : malformed(start, UNENDED['?>'] ?? '');
    } else if (next === 47 /* / */) {
      const end = xml.indexOf('>', index);
      if (end === -1) return check === undefined ? undefined : malformed(start, 'an end tag never ends');
      const name = xml.slice(index + 2, end).trim();
      const problem = check?.close(name, start) ?? handler.close(name, index, end + 1);
      if (problem !== undefined) return problem;
      index = end + 1;
    } else {
      let nameEnd = index + 1;
      while (nameEnd < xml.length && !isNameEnd(xml.charCodeAt(nameEnd))) nameEnd++;
      const name = xml.slice(index + 1, nameEnd);
      const end = check === undefined ? tagEnd(xml, nameEnd) : checkedTagEnd(xml, nameEnd, name);
      if (typeof end !== 'number') return end;
      if (end === -1) return undefined;
      const selfClosing = xml.charCodeAt(end - 2) === 47;
      const problem = check?.open(name, index, selfClosing) ?? handler.open(name, index, end, selfClosing);
      if (problem !== undefined) return problem;
      index = end;
    }
    textStart = index;
    index = xml.indexOf('<', index);
  }
  if (check === undefined) return undefined;
  return check.outside(xml, textStart, xml.length) ?? check.end(xml.length);
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
