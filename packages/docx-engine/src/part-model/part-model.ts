import { structureProblem, type StructureProblem } from '../structure/structure-problem';
import { scanXml } from '../xml/xml-scanner';
import { decodeXmlText, decodeXmlTextWithOffsets } from '../xml/xml-text';

/** An element met while scanning, linked to its parent: the chain is the element stack at any point inside it. */
export interface XmlElement {
  readonly name: string;
  readonly start: number;
  readonly startTagEnd: number;
  /** End of the start tag plus the leading property children (pPr, rPr, tblPr + tblGrid, trPr, tcPr, sdtPr): what reopens it. */
  openEnd: number;
  end: number;
  readonly parent: XmlElement | undefined;
  /** The last `w:p` that is a direct child of this element. */
  lastChildParagraph: Paragraph | undefined;
}

export interface Run {
  readonly element: XmlElement;
  /** Anything in the run besides its properties and text (tab, break, drawing, field character...): such a run is never removed. */
  hasOtherContent: boolean;
  readonly pieces: TextPiece[];
}

/** A stretch of a paragraph's text: the content of one `w:t` (or of `dc:title`), or one tab or break. */
export interface TextPiece {
  readonly kind: 'text' | 'break';
  /** Index of the first character in the paragraph's text. */
  readonly textStart: number;
  length: number;
  /** The `w:t` (or `dc:title`) element holding the text; for a break, the `w:tab`/`w:br` element. */
  readonly element: XmlElement;
  readonly run: Run | undefined;
  readonly contentStart: number;
  contentEnd: number;
  /** Raw offset of each character relative to contentStart, when the raw text holds entities. */
  rawOffsets: readonly number[] | undefined;
}

export interface Paragraph {
  /** 0-based, in the order paragraphs start in the part (text-box paragraphs included). */
  readonly index: number;
  readonly element: XmlElement;
  text: string;
  readonly pieces: TextPiece[];
  readonly runs: Run[];
  /** Content that is not plain text: drawings, fields, tabs, breaks, math... A paragraph with such content never disappears. */
  hasOtherContent: boolean;
  hasSectionBreak: boolean;
  /** Inside `mc:Fallback`: a second rendering of content also present in `mc:Choice`. */
  readonly inFallback: boolean;
  /** The pseudo-paragraph of `dc:title` in docProps/core.xml: plain text, no runs. */
  readonly isTitle: boolean;
}

/** A place whose XML must change in the copies a repeat makes, so that ids stay unique. */
export type IdSite =
  | { readonly kind: 'firstCopyOnly'; readonly start: number; readonly end: number }
  | { readonly kind: 'freshId'; readonly family: IdFamily; readonly start: number; readonly end: number };

/**
 * `drawing`: `wp:docPr/@id`; `annotation`: `w:id` of revisions (ins, del, property changes);
 * `shape`: the number ending a VML shape's `id` and `o:spid` (`_x0000_s1026`) and an embedded
 * object's `ShapeID` and `ObjectID`. A shape's ids name each other (an object's ShapeID is its
 * shape's id), so in a copy every occurrence of one number gets the same fresh number.
 */
export type IdFamily = 'drawing' | 'annotation' | 'shape';

export interface PartModel {
  readonly xml: string;
  readonly paragraphs: readonly Paragraph[];
  readonly idSites: readonly IdSite[];
  readonly maxIds: Readonly<Record<IdFamily, number>>;
  /** The `w:val` of each paragraph's `w:numPr/w:numId` (numbered paragraphs), for restarts. */
  readonly numberingSites: readonly { readonly start: number; readonly end: number; readonly numId: string }[];
  /** Elements (or attributes) pointing at an external relationship that must be dropped: ranges to remove. */
  readonly externalReferences: readonly { readonly start: number; readonly end: number }[];
  /** Elements of Word's own markers (content controls, bookmarks, fields), in document order: see markers/find-markers. */
  readonly markerElements: readonly XmlElement[];
  /** Why the scan stopped (checked scans only): the rest of the model is then partial and is not used. */
  readonly problem?: StructureProblem;
}

const PROPERTY_CHILDREN = new Set(['w:pPr', 'w:rPr', 'w:tblPr', 'w:tblGrid', 'w:trPr', 'w:tcPr', 'w:sdtPr', 'w:sdtEndPr', 'w:tblPrEx']);
const QUIET_RUN_CHILDREN = new Set(['w:rPr', 'w:t', 'w:lastRenderedPageBreak']);
const NON_TEXT_PARAGRAPH_CONTENT = new Set(['w:fldSimple', 'm:oMath', 'm:oMathPara', 'w:object', 'w:subDoc']);
const FIRST_COPY_ONLY = new Set(['w:bookmarkStart', 'w:bookmarkEnd', 'w:commentRangeStart', 'w:commentRangeEnd', 'w:commentReference', 'w:permStart', 'w:permEnd']);
const REVISIONS = new Set([
  'w:ins', 'w:del', 'w:moveFrom', 'w:moveTo', 'w:rPrChange', 'w:pPrChange', 'w:sectPrChange', 'w:tblPrChange', 'w:trPrChange',
  'w:tcPrChange', 'w:tblGridChange', 'w:numberingChange', 'w:cellIns', 'w:cellDel', 'w:cellMerge', 'w:moveFromRangeStart',
  'w:moveFromRangeEnd', 'w:moveToRangeStart', 'w:moveToRangeEnd', 'w:customXmlInsRangeStart', 'w:customXmlInsRangeEnd',
  'w:customXmlDelRangeStart', 'w:customXmlDelRangeEnd',
]);
const MARKER_ELEMENTS = new Set(['w:sdtPr', 'w:sdtContent', 'w:bookmarkStart', 'w:bookmarkEnd', 'w:fldSimple', 'w:fldChar', 'w:instrText']);
const EXTERNAL_REFERENCE = /\br:([A-Za-z]+)\s*=\s*"([^"]*)"/g;
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

/** The value span [start, end) of an attribute in the start tag [tagStart, tagEnd), if present. */
export const attributeSpan = (xml: string, tagStart: number, tagEnd: number, name: string): { start: number; end: number } | undefined => {
  // Searched within the tag only: a search over the rest of the part, range-checked after, makes a
  // part whose tags lack the attribute (paragraphs without w14:paraId) quadratic to read.
  const marker = ` ${name}="`;
  for (let at = tagStart, last = tagEnd - marker.length; at <= last; at++) {
    if (xml.charCodeAt(at) !== 32 || !xml.startsWith(marker, at)) continue;
    const start = at + marker.length;
    const end = xml.indexOf('"', start);
    return end === -1 || end >= tagEnd ? undefined : { start, end };
  }
  return undefined;
};

export interface PartModelOptions {
  /** Treat `dc:title` as a text paragraph (docProps/core.xml). */
  readonly titleElement?: boolean;
  /** Ids of external relationships of this part: every reference to them is to be removed. */
  readonly externalIds?: ReadonlySet<string>;
  /** Check the XML while scanning it: well-formed, and within these limits (ADR 0043). */
  readonly limits?: PartModelLimits;
}

/** The structural limits a checked scan holds a part to. */
export interface PartModelLimits {
  readonly maxXmlDepth: number;
  readonly maxControlNesting: number;
  readonly maxTableNesting: number;
  /** Counted as the text is read, by its `{{`: a tag-dense part stops before its model is built. */
  readonly maxTagsPerPart: number;
}

/** How many tags may start in a piece of text (`{{`, and one across the joint when the text before ended with `{`). */
const tagOpenings = (text: string, afterBrace: boolean): number => {
  let count = afterBrace && text.startsWith('{') ? 1 : 0;
  for (let at = text.indexOf('{{'); at !== -1; at = text.indexOf('{{', at + 2)) count++;
  return count;
};

/** Counts content controls and tables open at once, and tags, against their limits. */
const structureCounter = (limits: PartModelLimits | undefined) => {
  let controls = 0;
  let tables = 0;
  let tags = 0;
  return {
    text(text: string, afterBrace: boolean, at: number): StructureProblem | undefined {
      if (limits === undefined) return undefined;
      tags += tagOpenings(text, afterBrace);
      return tags > limits.maxTagsPerPart ? structureProblem('too_many_tags', at, `holds more than ${limits.maxTagsPerPart} tags, the limit for one part`) : undefined;
    },
    open(name: string, start: number): StructureProblem | undefined {
      if (limits === undefined) return undefined;
      if (name === 'w:sdt' && ++controls > limits.maxControlNesting) {
        return structureProblem('too_deeply_nested_controls', start, `nests content controls more than ${limits.maxControlNesting} deep, the limit`);
      }
      if (name === 'w:tbl' && ++tables > limits.maxTableNesting) {
        return structureProblem('too_deeply_nested_tables', start, `nests tables more than ${limits.maxTableNesting} deep, the limit`);
      }
      return undefined;
    },
    close(name: string): void {
      if (name === 'w:sdt') controls--;
      else if (name === 'w:tbl') tables--;
    },
  };
};

/** One pass over a part's XML: paragraphs with their text mapped to XML offsets, and the id sites. */
export const buildPartModel = (xml: string, options: PartModelOptions = {}): PartModel => {
  const paragraphs: Paragraph[] = [];
  const idSites: IdSite[] = [];
  const numberingSites: { start: number; end: number; numId: string }[] = [];
  const externalReferences: { start: number; end: number }[] = [];
  const markerElements: XmlElement[] = [];
  const maxIds: Record<IdFamily, number> = { drawing: 0, annotation: 0, shape: 0 };
  const stack: XmlElement[] = [];
  const paragraphStack: Paragraph[] = [];
  const runStack: Run[] = [];
  const pendingRemovals = new Map<XmlElement, true>();
  let fallbackDepth = 0;
  let openText: { piece: TextPiece; paragraph: Paragraph } | undefined;
  const counted = structureCounter(options.limits);
  /** The paragraph whose text so far ends with `{` (a tag may start across the joint). */
  let braceEnded: Paragraph | undefined;

  const noteId = (family: IdFamily, span: { start: number; end: number } | undefined): void => {
    if (span === undefined) return;
    const value = Number(xml.slice(span.start, span.end));
    if (Number.isFinite(value) && value > maxIds[family]) maxIds[family] = value;
  };

  const onOpen = (element: XmlElement, selfClosing: boolean): void => {
    const { name, parent } = element;
    const paragraph = paragraphStack[paragraphStack.length - 1];
    const run = runStack[runStack.length - 1];
    if (options.externalIds !== undefined && options.externalIds.size > 0) noteExternalReference(element, selfClosing);
    if (name === 'w:p' || (name === 'dc:title' && options.titleElement === true)) {
      const created: Paragraph = {
        index: paragraphs.length, element, text: '', pieces: [], runs: [], hasOtherContent: false, hasSectionBreak: false,
        inFallback: fallbackDepth > 0, isTitle: name === 'dc:title',
      };
      paragraphs.push(created);
      if (parent !== undefined) parent.lastChildParagraph = created;
      noteFirstCopyAttributes(element);
      if (selfClosing) return;
      paragraphStack.push(created);
      if (created.isTitle) openText = { piece: newPiece('text', created, element, undefined, element.startTagEnd), paragraph: created };
      return;
    }
    if (name === 'mc:Fallback' && !selfClosing) fallbackDepth++;
    noteFirstCopyAttributes(element);
    for (const attribute of SHAPE_ID_ATTRIBUTES.get(name) ?? []) {
      const span = attributeSpan(xml, element.start, element.startTagEnd, attribute);
      const digits = span === undefined ? undefined : trailingDigits(xml, span);
      noteId('shape', digits);
      if (digits !== undefined) idSites.push({ kind: 'freshId', family: 'shape', start: digits.start, end: digits.end });
    }
    if (parent?.name === 'w:r' && run !== undefined && paragraph !== undefined) {
      if (!QUIET_RUN_CHILDREN.has(name)) {
        run.hasOtherContent = true;
        paragraph.hasOtherContent = true;
      }
      if (name === 'w:t' && !selfClosing) openText = { piece: newPiece('text', paragraph, element, run, element.startTagEnd), paragraph };
      else if (name === 'w:tab' || name === 'w:ptab') appendBreak(paragraph, run, element, '\t');
      else if (name === 'w:br' || name === 'w:cr') appendBreak(paragraph, run, element, '\n');
    }
    if (name === 'w:r' && paragraph !== undefined && !selfClosing) {
      const created: Run = { element, hasOtherContent: false, pieces: [] };
      paragraph.runs.push(created);
      runStack.push(created);
    } else if (paragraph !== undefined && NON_TEXT_PARAGRAPH_CONTENT.has(name)) paragraph.hasOtherContent = true;
    else if (name === 'w:sectPr' && parent?.name === 'w:pPr' && paragraph !== undefined) paragraph.hasSectionBreak = true;
    else if (name === 'w:numId' && parent?.name === 'w:numPr') {
      const span = attributeSpan(xml, element.start, element.startTagEnd, 'w:val');
      const numId = span === undefined ? '0' : xml.slice(span.start, span.end);
      if (span !== undefined && numId !== '0') numberingSites.push({ ...span, numId });
    } else if (name === 'wp:docPr') {
      const span = attributeSpan(xml, element.start, element.startTagEnd, 'id');
      noteId('drawing', span);
      if (span !== undefined) idSites.push({ kind: 'freshId', family: 'drawing', start: span.start, end: span.end });
    } else if (FIRST_COPY_ONLY.has(name)) {
      noteId('annotation', attributeSpan(xml, element.start, element.startTagEnd, 'w:id'));
      if (selfClosing) idSites.push({ kind: 'firstCopyOnly', start: element.start, end: element.end });
    } else if (REVISIONS.has(name)) {
      const span = attributeSpan(xml, element.start, element.startTagEnd, 'w:id');
      noteId('annotation', span);
      if (span !== undefined) idSites.push({ kind: 'freshId', family: 'annotation', start: span.start, end: span.end });
    }
  };

  const noteFirstCopyAttributes = (element: XmlElement): void => {
    for (const attribute of FIRST_COPY_ATTRIBUTES.get(element.name) ?? []) {
      const span = attributeSpan(xml, element.start, element.startTagEnd, attribute);
      if (span !== undefined) idSites.push({ kind: 'firstCopyOnly', start: span.start - attribute.length - 3, end: span.end + 1 });
    }
  };

  const noteExternalReference = (element: XmlElement, selfClosing: boolean): void => {
    const tag = xml.slice(element.start, element.startTagEnd);
    if (!tag.includes(' r:')) return;
    for (const match of tag.matchAll(EXTERNAL_REFERENCE)) {
      if (!options.externalIds?.has(match[2] ?? '')) continue;
      // A linked image that is also embedded keeps its embedded copy: only the link goes.
      if (match[1] === 'link' && /\br:embed\s*=/.test(tag)) {
        const start = element.start + (match.index ?? 0);
        externalReferences.push({ start: start - 1, end: start + match[0].length });
      } else if (selfClosing) externalReferences.push({ start: element.start, end: element.end });
      else pendingRemovals.set(element, true);
      return;
    }
  };

  const newPiece = (kind: 'text' | 'break', paragraph: Paragraph, element: XmlElement, run: Run | undefined, contentStart: number): TextPiece => {
    const piece: TextPiece = { kind, textStart: paragraph.text.length, length: 0, element, run, contentStart, contentEnd: contentStart, rawOffsets: undefined };
    return piece;
  };

  const appendBreak = (paragraph: Paragraph, run: Run, element: XmlElement, character: string): void => {
    const piece = newPiece('break', paragraph, element, run, element.start);
    piece.length = 1;
    piece.contentEnd = element.start;
    paragraph.pieces.push(piece);
    run.pieces.push(piece);
    paragraph.text += character;
  };

  const closeText = (contentEnd: number): StructureProblem | undefined => {
    if (openText === undefined) return undefined;
    const { piece, paragraph } = openText;
    openText = undefined;
    piece.contentEnd = contentEnd;
    const raw = xml.slice(piece.contentStart, contentEnd);
    let text = raw;
    if (raw.includes('&')) {
      const decoded = decodeXmlTextWithOffsets(raw);
      text = decoded.text;
      piece.rawOffsets = decoded.rawOffsets;
    }
    if (text.length === 0) return undefined;
    piece.length = text.length;
    paragraph.pieces.push(piece);
    piece.run?.pieces.push(piece);
    // Not paragraph.text.endsWith: that would flatten the text built so far, at every piece.
    const tooMany = counted.text(text, braceEnded === paragraph, piece.contentStart);
    braceEnded = text.endsWith('{') ? paragraph : undefined;
    paragraph.text += text;
    return tooMany;
  };

  const onClose = (element: XmlElement, closeStart: number): StructureProblem | undefined => {
    const { name, parent } = element;
    if (parent !== undefined && PROPERTY_CHILDREN.has(name) && isOnlyWhitespace(xml, parent.openEnd, element.start)) parent.openEnd = element.end;
    if (pendingRemovals.has(element)) externalReferences.push({ start: element.start, end: element.end });
    const tooMany = name === 'w:t' || (name === 'dc:title' && options.titleElement === true) ? closeText(closeStart) : undefined;
    if (name === 'w:p' || (name === 'dc:title' && options.titleElement === true)) paragraphStack.pop();
    else if (name === 'w:r' && runStack[runStack.length - 1]?.element === element) runStack.pop();
    else if (name === 'mc:Fallback') fallbackDepth--;
    else if (FIRST_COPY_ONLY.has(name)) idSites.push({ kind: 'firstCopyOnly', start: element.start, end: element.end });
    return tooMany;
  };

  // Inside properties (pPr, rPr, tblPr...) no element object is made: only names, and the few
  // things that matter there (numbering, section breaks, revision ids) are noted. Most of a
  // part's elements are properties, so this keeps compile-time memory down.
  const propertyNames: string[] = [];
  const insideProperties = (): boolean => PROPERTY_CHILDREN.has(stack[stack.length - 1]?.name ?? '');
  const onPropertyOpen = (name: string, start: number, end: number): void => {
    const parentName = propertyNames[propertyNames.length - 1] ?? stack[stack.length - 1]?.name;
    const paragraph = paragraphStack[paragraphStack.length - 1];
    if (name === 'w:numId' && parentName === 'w:numPr') {
      const span = attributeSpan(xml, start, end, 'w:val');
      const numId = span === undefined ? '0' : xml.slice(span.start, span.end);
      if (span !== undefined && numId !== '0') numberingSites.push({ ...span, numId });
    } else if (name === 'w:sectPr' && parentName === 'w:pPr' && paragraph !== undefined) paragraph.hasSectionBreak = true;
    else if (REVISIONS.has(name)) {
      const span = attributeSpan(xml, start, end, 'w:id');
      noteId('annotation', span);
      if (span !== undefined) idSites.push({ kind: 'freshId', family: 'annotation', start: span.start, end: span.end });
    }
  };

  const problem = scanXml(xml, {
    open(name, start, end, selfClosing) {
      if (insideProperties()) {
        onPropertyOpen(name, start, end);
        if (!selfClosing) propertyNames.push(name);
        return undefined;
      }
      if (!selfClosing) {
        const tooDeep = counted.open(name, start);
        if (tooDeep !== undefined) return tooDeep;
      }
      const element: XmlElement = {
        name, start, startTagEnd: end, openEnd: end, end: selfClosing ? end : -1, parent: stack[stack.length - 1], lastChildParagraph: undefined,
      };
      onOpen(element, selfClosing);
      if (MARKER_ELEMENTS.has(name)) markerElements.push(element);
      if (selfClosing) {
        const parent = element.parent;
        if (parent !== undefined && PROPERTY_CHILDREN.has(name) && isOnlyWhitespace(xml, parent.openEnd, start)) parent.openEnd = end;
        if (pendingRemovals.has(element)) externalReferences.push({ start, end });
      } else stack.push(element);
      return undefined;
    },
    close(name, start, end) {
      if (propertyNames.length > 0) {
        propertyNames.pop();
        return undefined;
      }
      // Pop to the matching element; tolerate a stray end tag by ignoring it.
      for (let depth = stack.length - 1; depth >= 0; depth--) {
        if (stack[depth]?.name !== name) continue;
        while (stack.length > depth) {
          const element = stack.pop();
          if (element === undefined) break;
          element.end = end;
          counted.close(element.name);
          const problem = onClose(element, start);
          if (problem !== undefined) return problem;
        }
        return undefined;
      }
      return undefined;
    },
  }, options.limits === undefined ? undefined : { maxDepth: options.limits.maxXmlDepth });
  externalReferences.sort((a, b) => a.start - b.start);
  const model = { xml, paragraphs, idSites, numberingSites, maxIds, externalReferences, markerElements };
  return problem === undefined ? model : { ...model, problem };
};

const isOnlyWhitespace = (xml: string, from: number, to: number): boolean => {
  for (let index = from; index < to; index++) {
    const code = xml.charCodeAt(index);
    if (code !== 32 && code !== 9 && code !== 10 && code !== 13) return false;
  }
  return true;
};

/** The decoded text of a piece's raw content (kept for callers that need it without the paragraph). */
export const pieceText = (xml: string, piece: TextPiece): string => decodeXmlText(xml.slice(piece.contentStart, piece.contentEnd));

/** The raw offset of the character at `textIndex` of the paragraph text, which lies in `piece`. */
export const rawOffsetOf = (piece: TextPiece, textIndex: number): number => {
  const local = textIndex - piece.textStart;
  if (piece.kind === 'break') return local <= 0 ? piece.element.start : piece.element.end;
  return piece.contentStart + (piece.rawOffsets === undefined ? local : (piece.rawOffsets[local] ?? piece.contentEnd - piece.contentStart));
};

/** Whether the element is the last paragraph among its parent's children. */
export const isLastParagraphOfParent = (paragraph: Paragraph): boolean => paragraph.element.parent?.lastChildParagraph === paragraph;
