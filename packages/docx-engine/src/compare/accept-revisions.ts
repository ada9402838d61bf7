import { elementTree, type XmlElement } from './element-tree';

/*
 * Tracked changes already in a compared file are taken as accepted: a compare shows what the
 * texts say now, and its own marks would not nest inside another author's. Insertions and moves
 * in are unwrapped, deletions and moves out dropped, rows deleted dropped, and the records of
 * former formatting (w:rPrChange and its kind) removed.
 */

const DROPPED = new Set([
  'w:del',
  'w:moveFrom',
  'w:moveFromRangeStart',
  'w:moveFromRangeEnd',
  'w:moveToRangeStart',
  'w:moveToRangeEnd',
  'w:cellIns',
  'w:cellDel',
  'w:cellMerge',
  'w:rPrChange',
  'w:pPrChange',
  'w:sectPrChange',
  'w:tblPrChange',
  'w:tblPrExChange',
  'w:trPrChange',
  'w:tcPrChange',
  'w:tblGridChange',
  'w:numberingChange',
]);
const UNWRAPPED = new Set(['w:ins', 'w:moveTo']);

/** Every element that records a tracked change: a part holding none is compared as it is. */
export const REVISION_ELEMENTS: ReadonlySet<string> = new Set([...DROPPED, ...UNWRAPPED]);

const isDeletedRow = (row: XmlElement): boolean => row.children.some((child) => child.name === 'w:trPr' && child.children.some((mark) => mark.name === 'w:del'));

/** The XML with every tracked change (`REVISION_ELEMENTS`) accepted. */
export const acceptRevisions = (xml: string): string => {
  const out: string[] = [];
  const emitChildren = (element: XmlElement, from: number, to: number): void => {
    let at = from;
    for (const child of element.children) {
      out.push(xml.slice(at, child.start));
      emit(child);
      at = child.end;
    }
    out.push(xml.slice(at, to));
  };
  const emit = (element: XmlElement): void => {
    if (DROPPED.has(element.name) || (element.name === 'w:tr' && isDeletedRow(element))) return;
    // An insertion mark on a paragraph mark or a row (an empty w:ins) is dropped; one around runs unwrapped.
    if (UNWRAPPED.has(element.name)) {
      if (element.openEnd !== element.end) emitChildren(element, element.openEnd, element.innerEnd);
      return;
    }
    if (element.openEnd === element.end) {
      out.push(xml.slice(element.start, element.end));
      return;
    }
    out.push(xml.slice(element.start, element.openEnd));
    emitChildren(element, element.openEnd, element.innerEnd);
    out.push(xml.slice(element.innerEnd, element.end));
  };
  emitChildren(elementTree(xml), 0, xml.length);
  return out.join('');
};
