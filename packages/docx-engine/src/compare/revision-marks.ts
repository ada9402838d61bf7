import { childNamed, modelled, type XmlElement } from './element-tree';

/** Who and when every tracked change of one compare is recorded as, and the next free revision id. */
export interface RevisionStamp {
  readonly author: string;
  /** ISO 8601 without fractions (`2026-11-28T19:00:00Z`), as Word writes w:date. */
  readonly date: string;
  nextId: number;
}

export type RevisionKind = 'ins' | 'del';

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The attributes of a w:ins or w:del, with a fresh id. */
export const revisionAttributes = (stamp: RevisionStamp): string => ` w:id="${stamp.nextId++}" w:author="${escapeAttribute(stamp.author)}" w:date="${stamp.date}"`;

/** An empty mark (`<w:ins …/>`) for a paragraph mark or a row. */
export const revisionMark = (kind: RevisionKind, stamp: RevisionStamp): string => `<w:${kind}${revisionAttributes(stamp)}/>`;

/** Content wrapped as inserted or deleted. */
export const wrapRevision = (kind: RevisionKind, content: string, stamp: RevisionStamp): string =>
  content === '' ? '' : `<w:${kind}${revisionAttributes(stamp)}>${content}</w:${kind}>`;

/** The XML of an element with `inner` replacing its content (a self-closing element opened). */
const withContent = (xml: string, element: XmlElement, inner: string): string => {
  if (element.openEnd !== element.end) return `${xml.slice(element.start, element.openEnd)}${inner}${xml.slice(element.innerEnd, element.end)}`;
  const open = xml.slice(element.start, element.end).replace(/\s*\/>$/, '>');
  return `${open}${inner}</${element.name}>`;
};

/** A run's XML with its text as deleted text (w:t → w:delText, w:instrText → w:delInstrText). */
const deletedRun = (xml: string, run: XmlElement): string => {
  let out = xml.slice(run.start, run.openEnd);
  let at = run.openEnd;
  for (const child of run.children) {
    const renamed = child.name === 'w:t' ? 'w:delText' : child.name === 'w:instrText' ? 'w:delInstrText' : undefined;
    if (renamed === undefined) continue;
    out += xml.slice(at, child.start);
    const element = xml.slice(child.start, child.end);
    out += `<${renamed}${element.slice(child.name.length + 1, child.openEnd - child.start)}${xml.slice(child.openEnd, child.innerEnd)}${child.openEnd === child.end ? '' : `</${renamed}>`}`;
    at = child.end;
  }
  return out + xml.slice(at, run.end);
};

/** A paragraph's properties with its mark recorded as inserted or deleted (`mark` goes first in the mark's w:rPr). */
const markedParagraphProperties = (xml: string, properties: XmlElement | undefined, mark: string): string => {
  if (properties === undefined) return `<w:pPr><w:rPr>${mark}</w:rPr></w:pPr>`;
  const markProperties = childNamed(properties, 'w:rPr');
  if (markProperties !== undefined) {
    const inner = markProperties.openEnd === markProperties.end ? mark : `${mark}${xml.slice(markProperties.openEnd, markProperties.innerEnd)}`;
    return `${xml.slice(properties.start, markProperties.start)}${withContent(xml, markProperties, inner)}${xml.slice(markProperties.end, properties.end)}`;
  }
  const before = properties.children.find((child) => child.name === 'w:sectPr' || child.name === 'w:pPrChange');
  const at = before?.start ?? properties.innerEnd;
  if (properties.openEnd === properties.end) return withContent(xml, properties, `<w:rPr>${mark}</w:rPr>`);
  return `${xml.slice(properties.start, at)}<w:rPr>${mark}</w:rPr>${xml.slice(at, properties.end)}`;
};

/** A row's properties with the row recorded as inserted or deleted (the mark goes last, before w:trPrChange). */
const markedRowProperties = (xml: string, properties: XmlElement | undefined, mark: string): string => {
  if (properties === undefined) return `<w:trPr>${mark}</w:trPr>`;
  if (properties.openEnd === properties.end) return withContent(xml, properties, mark);
  const at = childNamed(properties, 'w:trPrChange')?.start ?? properties.innerEnd;
  return `${xml.slice(properties.start, at)}${mark}${xml.slice(at, properties.end)}`;
};

/**
 * A paragraph's start and properties with its mark recorded as inserted or deleted; `content` is
 * what follows the properties up to `</w:p>`.
 */
const markedParagraph = (xml: string, paragraph: XmlElement, kind: RevisionKind, stamp: RevisionStamp, content: string): string => {
  const properties = paragraph.children[0]?.name === 'w:pPr' ? paragraph.children[0] : undefined;
  const open = paragraph.openEnd === paragraph.end ? xml.slice(paragraph.start, paragraph.end).replace(/\s*\/>$/, '>') : xml.slice(paragraph.start, paragraph.openEnd);
  return `${open}${markedParagraphProperties(xml, properties, revisionMark(kind, stamp))}${content}</w:p>`;
};

/** A row's start tag and what precedes its cells, the row recorded as inserted or deleted. */
const markedRowStart = (xml: string, row: XmlElement, kind: RevisionKind, stamp: RevisionStamp): { head: string; contentStart: number } => {
  const exceptions = childNamed(row, 'w:tblPrEx');
  const properties = childNamed(row, 'w:trPr');
  const afterExceptions = exceptions?.end ?? row.openEnd;
  const head = `${xml.slice(row.start, afterExceptions)}${markedRowProperties(xml, properties, revisionMark(kind, stamp))}`;
  return { head, contentStart: properties?.end ?? afterExceptions };
};

/**
 * A whole element (a paragraph, a table, a content control…) recorded as inserted or deleted:
 * every run wrapped (deleted runs' text as w:delText), every paragraph mark and every row marked.
 */
export const markWhole = (xml: string, element: XmlElement, kind: RevisionKind, stamp: RevisionStamp): string => {
  const inner = (node: XmlElement, from: number, to: number, skipFirst: boolean): string => {
    let out = '';
    let at = from;
    node.children.forEach((child, index) => {
      if (skipFirst && index === 0) return;
      if (child.start < from || child.end > to) return;
      out += xml.slice(at, child.start) + mark(child);
      at = child.end;
    });
    return out + xml.slice(at, to);
  };
  const mark = (node: XmlElement): string => {
    if (node.name === 'w:r') return wrapRevision(kind, kind === 'del' ? deletedRun(xml, node) : xml.slice(node.start, node.end), stamp);
    if (node.name === 'mc:Fallback' || node.openEnd === node.end) return node.name === 'w:p' ? markedParagraph(xml, node, kind, stamp, '') : xml.slice(node.start, node.end);
    if (node.name === 'w:p') {
      const properties = node.children[0]?.name === 'w:pPr' ? node.children[0] : undefined;
      return markedParagraph(xml, node, kind, stamp, inner(node, properties?.end ?? node.openEnd, node.innerEnd, properties !== undefined));
    }
    if (node.name === 'w:tr') {
      const { head, contentStart } = markedRowStart(xml, node, kind, stamp);
      return `${head}${inner(node, contentStart, node.innerEnd, false)}</w:tr>`;
    }
    return `${xml.slice(node.start, node.openEnd)}${inner(node, node.openEnd, node.innerEnd, false)}${xml.slice(node.innerEnd, node.end)}`;
  };
  return mark(modelled(xml, element));
};
