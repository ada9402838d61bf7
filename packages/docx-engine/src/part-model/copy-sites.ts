import { attributeSpan } from './attribute-span';
import type { IdFamily, IdSite, XmlElement } from './part-model';

/*
 * The places a repeat's copies must change so that ids stay unique (IdSite), and the numbering
 * sites a restarting repeat renumbers; with the highest id of each family the part uses.
 */

const FIRST_COPY_ONLY = new Set(['w:bookmarkStart', 'w:bookmarkEnd', 'w:commentRangeStart', 'w:commentRangeEnd', 'w:commentReference', 'w:permStart', 'w:permEnd']);
const REVISIONS = new Set([
  'w:ins', 'w:del', 'w:moveFrom', 'w:moveTo', 'w:rPrChange', 'w:pPrChange', 'w:sectPrChange', 'w:tblPrChange', 'w:trPrChange',
  'w:tcPrChange', 'w:tblGridChange', 'w:numberingChange', 'w:cellIns', 'w:cellDel', 'w:cellMerge', 'w:moveFromRangeStart',
  'w:moveFromRangeEnd', 'w:moveToRangeStart', 'w:moveToRangeEnd', 'w:customXmlInsRangeStart', 'w:customXmlInsRangeEnd',
  'w:customXmlDelRangeStart', 'w:customXmlDelRangeEnd',
]);
/**
 * Attributes holding a shape id, by element: VML shapes (legacy pictures, text-box fallbacks,
 * embedded objects' pictures; not `v:shapetype`, a definition shapes refer to) and embedded objects.
 */
export const SHAPE_ID_ATTRIBUTES = new Map<string, readonly string[]>([
  ...['v:shape', 'v:rect', 'v:roundrect', 'v:oval', 'v:line', 'v:polyline', 'v:arc', 'v:curve', 'v:group', 'v:image'].map((shape): [string, readonly string[]] => [shape, ['id', 'o:spid']]),
  ['o:OLEObject', ['ShapeID', 'ObjectID']],
]);
/**
 * The number ending a shape id (see IdFamily `shape`), in any part: copies and imported content
 * number their shapes above every one. Embedded objects' ObjectIDs (ten digits, `_1234567890`)
 * are left out so that shape numbers stay small; an ObjectID taken from the same counter cannot meet one of them.
 */
export const SHAPE_ID = /\s(?:id|o:spid|ShapeID)="[^"]*?(\d+)"/g;
/** Whether a part may hold shape ids (VML or embedded objects), before looking for SHAPE_ID. */
export const mayHoldShapes = (xml: string): boolean => xml.includes('<v:') || xml.includes('<o:OLEObject');
/** Optional ids Word 2010+ writes on paragraphs and legacy pictures and objects: kept in the first copy only. */
const FIRST_COPY_ATTRIBUTES = new Map<string, readonly string[]>([
  ['w:p', ['w14:paraId', 'w14:textId']],
  ['w:pict', ['w14:anchorId']],
  ['w:object', ['w14:anchorId']],
]);

/** The digits ending an attribute value's span (`1026` of `_x0000_s1026`), if any. */
const trailingDigits = (xml: string, span: { start: number; end: number }): { start: number; end: number } | undefined => {
  let start = span.end;
  while (start > span.start && xml.charCodeAt(start - 1) >= 48 && xml.charCodeAt(start - 1) <= 57) start--;
  return start === span.end ? undefined : { start, end: span.end };
};

type NumberingSite = { start: number; end: number; numId: string };

export type CopySiteCollector = ReturnType<typeof copySiteCollector>;

/** Notes the id and numbering sites of a part's elements as the scan meets them. */
export const copySiteCollector = (xml: string) => {
  const idSites: IdSite[] = [];
  const numberingSites: NumberingSite[] = [];
  const maxIds: Record<IdFamily, number> = { drawing: 0, annotation: 0, shape: 0 };

  const noteId = (family: IdFamily, span: { start: number; end: number } | undefined): void => {
    if (span === undefined) return;
    const value = Number(xml.slice(span.start, span.end));
    if (Number.isFinite(value) && value > maxIds[family]) maxIds[family] = value;
  };
  const noteNumbering = (start: number, end: number): void => {
    const span = attributeSpan(xml, start, end, 'w:val');
    const numId = span === undefined ? '0' : xml.slice(span.start, span.end);
    if (span !== undefined && numId !== '0') numberingSites.push({ ...span, numId });
  };
  const noteRevision = (start: number, end: number): void => {
    const span = attributeSpan(xml, start, end, 'w:id');
    noteId('annotation', span);
    if (span !== undefined) idSites.push({ kind: 'freshId', family: 'annotation', start: span.start, end: span.end });
  };

  return {
    idSites,
    numberingSites,
    maxIds,
    /** An element opened outside properties. */
    open(element: XmlElement, selfClosing: boolean): void {
      const { name, parent } = element;
      for (const attribute of FIRST_COPY_ATTRIBUTES.get(name) ?? []) {
        const span = attributeSpan(xml, element.start, element.startTagEnd, attribute);
        if (span !== undefined) idSites.push({ kind: 'firstCopyOnly', start: span.start - attribute.length - 3, end: span.end + 1 });
      }
      for (const attribute of SHAPE_ID_ATTRIBUTES.get(name) ?? []) {
        const span = attributeSpan(xml, element.start, element.startTagEnd, attribute);
        const digits = span === undefined ? undefined : trailingDigits(xml, span);
        noteId('shape', digits);
        if (digits !== undefined) idSites.push({ kind: 'freshId', family: 'shape', start: digits.start, end: digits.end });
      }
      if (name === 'w:numId' && parent?.name === 'w:numPr') noteNumbering(element.start, element.startTagEnd);
      else if (name === 'wp:docPr') {
        const span = attributeSpan(xml, element.start, element.startTagEnd, 'id');
        noteId('drawing', span);
        if (span !== undefined) idSites.push({ kind: 'freshId', family: 'drawing', start: span.start, end: span.end });
      } else if (FIRST_COPY_ONLY.has(name)) {
        noteId('annotation', attributeSpan(xml, element.start, element.startTagEnd, 'w:id'));
        if (selfClosing) idSites.push({ kind: 'firstCopyOnly', start: element.start, end: element.end });
      } else if (REVISIONS.has(name)) noteRevision(element.start, element.startTagEnd);
    },
    /** An element opened inside properties (pPr, rPr...), where only numbering and revision ids matter: [start, end) is its start tag. */
    property(name: string, parentName: string | undefined, start: number, end: number): void {
      if (name === 'w:numId' && parentName === 'w:numPr') noteNumbering(start, end);
      else if (REVISIONS.has(name)) noteRevision(start, end);
    },
    close(element: XmlElement): void {
      if (FIRST_COPY_ONLY.has(element.name)) idSites.push({ kind: 'firstCopyOnly', start: element.start, end: element.end });
    },
  };
};
