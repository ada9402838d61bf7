import type { StructureProblem } from '../structure/structure-problem';
import { decodeXmlText } from '../xml/xml-text';

/*
 * The model of one XML part that compile works on: its paragraphs with their text mapped to XML
 * offsets, and the places a render changes besides tags (ids in copies, numbering, external
 * references, Word's markers). Built in one pass by buildPartModel (build-part-model.ts).
 */

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

/** A stretch of a paragraph's text: the content of one `w:t` (or of a document property), or one tab or break. */
export interface TextPiece {
  readonly kind: 'text' | 'break';
  /** Index of the first character in the paragraph's text. */
  readonly textStart: number;
  length: number;
  /** The `w:t` (or document property) element holding the text; for a break, the `w:tab`/`w:br` element. */
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
  /** The pseudo-paragraph of a document property (`dc:title` in docProps/core.xml…): plain text, no runs. */
  readonly isProperty: boolean;
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

export interface PartModelOptions {
  /** Treat the text of these elements (by local name) as plain paragraphs: a document properties part (compile/property-parts.ts). */
  readonly propertyElements?: ReadonlySet<string>;
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
