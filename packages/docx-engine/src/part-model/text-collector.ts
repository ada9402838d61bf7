import type { StructureProblem } from '../structure/structure-problem';
import { decodeXmlTextWithOffsets } from '../xml/xml-text';
import type { Paragraph, Run, TextPiece, XmlElement } from './part-model';
import type { StructureCounter } from './structure-counter';

const QUIET_RUN_CHILDREN = new Set(['w:rPr', 'w:t', 'w:lastRenderedPageBreak']);
const NON_TEXT_PARAGRAPH_CONTENT = new Set(['w:fldSimple', 'm:oMath', 'm:oMathPara', 'w:object', 'w:subDoc']);

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

/** The local part of a qualified element name (`dc:title` → `title`). */
const localName = (name: string): string => {
  const colon = name.indexOf(':');
  return colon === -1 ? name : name.slice(colon + 1);
};

export type TextCollector = ReturnType<typeof textCollector>;

/**
 * Collects a part's paragraphs as the scan meets them: their runs, and their text as pieces
 * mapped to XML offsets (`w:t` content decoded, tabs and breaks as characters), counting the tags
 * that start in it against the part's limit.
 */
export const textCollector = (xml: string, propertyElements: ReadonlySet<string> | undefined, counted: StructureCounter) => {
  const paragraphs: Paragraph[] = [];
  const paragraphStack: Paragraph[] = [];
  const runStack: Run[] = [];
  let fallbackDepth = 0;
  let openText: { piece: TextPiece; paragraph: Paragraph } | undefined;
  /** The paragraph whose text so far ends with `{` (a tag may start across the joint). */
  let braceEnded: Paragraph | undefined;

  const isProperty = (name: string): boolean => propertyElements !== undefined && propertyElements.has(localName(name));
  const isParagraph = (name: string): boolean => name === 'w:p' || isProperty(name);

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

  return {
    paragraphs,
    /** An element opened outside properties. */
    open(element: XmlElement, selfClosing: boolean): void {
      const { name, parent } = element;
      const paragraph = paragraphStack[paragraphStack.length - 1];
      const run = runStack[runStack.length - 1];
      if (isParagraph(name)) {
        const created: Paragraph = {
          index: paragraphs.length, element, text: '', pieces: [], runs: [], hasOtherContent: false, hasSectionBreak: false,
          inFallback: fallbackDepth > 0, isProperty: name !== 'w:p',
        };
        paragraphs.push(created);
        if (parent !== undefined) parent.lastChildParagraph = created;
        if (selfClosing) return;
        paragraphStack.push(created);
        if (created.isProperty) openText = { piece: newPiece('text', created, element, undefined, element.startTagEnd), paragraph: created };
        return;
      }
      if (name === 'mc:Fallback' && !selfClosing) fallbackDepth++;
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
    },
    /** An element opened inside properties: only a section break in the paragraph's properties matters. */
    property(name: string, parentName: string | undefined): void {
      if (name !== 'w:sectPr' || parentName !== 'w:pPr') return;
      const paragraph = paragraphStack[paragraphStack.length - 1];
      if (paragraph !== undefined) paragraph.hasSectionBreak = true;
    },
    /** An element closed, its end tag starting at `closeStart`; a problem when its text passes the tag limit. */
    close(element: XmlElement, closeStart: number): StructureProblem | undefined {
      const { name } = element;
      const tooMany = name === 'w:t' || isProperty(name) ? closeText(closeStart) : undefined;
      if (isParagraph(name)) paragraphStack.pop();
      else if (name === 'w:r' && runStack[runStack.length - 1]?.element === element) runStack.pop();
      else if (name === 'mc:Fallback') fallbackDepth--;
      return tooMany;
    },
  };
};
