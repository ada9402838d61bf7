import { decodeXmlText } from '../xml/xml-text';
import { modelled, type XmlElement } from './element-tree';

/*
 * A paragraph of plain runs as the word diff sees it: its text in runs of one formatting each
 * (a tab and a line break as characters), and the markers that sit between runs (bookmarks),
 * placed by their offset. A paragraph with anything else (a field, a hyperlink, a picture, a
 * content control…) has no pieces: the compare then records it deleted and inserted as a whole.
 */

export interface TextPiece {
  /** The run's w:rPr as written ('' for none). */
  readonly runProperties: string;
  readonly text: string;
}

export interface Marker {
  readonly offset: number;
  readonly xml: string;
}

export interface ParagraphPieces {
  readonly pieces: readonly TextPiece[];
  readonly markers: readonly Marker[];
  readonly text: string;
}

const PARAGRAPH_CHILDREN = new Set(['w:pPr', 'w:r', 'w:bookmarkStart', 'w:bookmarkEnd', 'w:proofErr', 'w:permStart', 'w:permEnd']);
const KEPT_MARKERS = new Set(['w:bookmarkStart', 'w:bookmarkEnd', 'w:permStart', 'w:permEnd']);
const RUN_CHILDREN = new Set(['w:rPr', 'w:t', 'w:tab', 'w:br', 'w:cr', 'w:lastRenderedPageBreak']);

/** The pieces of a paragraph of plain runs; undefined for any other paragraph. */
export const paragraphPieces = (xml: string, element: XmlElement): ParagraphPieces | undefined => {
  const paragraph = modelled(xml, element);
  if (!paragraph.children.every((child) => PARAGRAPH_CHILDREN.has(child.name))) return undefined;
  const pieces: TextPiece[] = [];
  const markers: Marker[] = [];
  let text = '';
  for (const child of paragraph.children) {
    if (KEPT_MARKERS.has(child.name)) markers.push({ offset: text.length, xml: xml.slice(child.start, child.end) });
    if (child.name !== 'w:r') continue;
    let runProperties = '';
    let runText = '';
    for (const part of child.children) {
      if (!RUN_CHILDREN.has(part.name)) return undefined;
      if (part.name === 'w:rPr') runProperties = xml.slice(part.start, part.end);
      else if (part.name === 'w:t') runText += decodeXmlText(xml.slice(part.openEnd, part.innerEnd));
      else if (part.name === 'w:tab') runText += '\t';
      else if (part.name === 'w:br' || part.name === 'w:cr') {
        // A page or column break is more than a line break: such a paragraph is compared whole.
        if (/\bw:type\s*=/.test(xml.slice(part.start, part.openEnd))) return undefined;
        runText += '\n';
      }
    }
    if (runText !== '') pieces.push({ runProperties, text: runText });
    text += runText;
  }
  return { pieces, markers, text };
};
