import type { Paragraph, PartModel, Run, XmlElement } from '../part-model/part-model';
import { openingOf, transition, type Point } from '../program/transitions';
import type { ContentControl } from './find-markers';
import { paragraphFrom, paragraphHolding } from './find-markers';

const NEEDS_A_PARAGRAPH = new Set(['w:tc', 'w:txbxContent', 'w:footnote', 'w:endnote', 'w:comment', 'w:hdr', 'w:ftr']);
const PLACEHOLDER_STYLE = /<w:rStyle\b[^>]*w:val="PlaceholderText"[^>]*\/>/;

/** The XML of a content control's forms that depend on where it sits. */
export interface ControlShape {
  readonly paragraph: Paragraph | undefined;
  readonly fieldOpen: string;
  readonly fieldClose: string;
  readonly runProperties: string;
  readonly placeholderText: string;
  readonly skip: string;
}

const runPropertiesOf = (xml: string, run: Run | undefined): string =>
  run !== undefined && run.element.openEnd > run.element.startTagEnd ? xml.slice(run.element.startTagEnd, run.element.openEnd) : '';

/** The formatting a value takes: the first run's, unless it is the grey placeholder look; then the control's own. */
const valueRunProperties = (xml: string, control: ContentControl, run: Run | undefined): string => {
  const own = runPropertiesOf(xml, run);
  const placeholderLook = control.placeholderFlag !== undefined || PLACEHOLDER_STYLE.test(own);
  if (!placeholderLook) return own;
  if (control.runProperties !== '') return control.runProperties.replace(PLACEHOLDER_STYLE, '');
  return own.replace(PLACEHOLDER_STYLE, '').replace(/^<w:rPr>\s*<\/w:rPr>$/, '');
};

/** Content controls a control holds are not kept around its value: their wrappers are dropped with them. */
const CONTROL_WRAPPERS = new Set(['w:sdt', 'w:sdtContent']);

/** Per element, itself and its ancestors but content-control wrappers, innermost first (read once per paragraph). */
const keptAncestry = new WeakMap<XmlElement, readonly XmlElement[]>();

const keptAncestorsOf = (element: XmlElement): readonly XmlElement[] => {
  let kept = keptAncestry.get(element);
  if (kept === undefined) {
    const list: XmlElement[] = [];
    for (let current: XmlElement | undefined = element; current !== undefined; current = current.parent) if (!CONTROL_WRAPPERS.has(current.name)) list.push(current);
    kept = list;
    keptAncestry.set(element, kept);
  }
  return kept;
};

/**
 * The elements from just inside `container` down to `element`, outermost first, but for the
 * content controls between them: a control keeps a chain of its own size, not of every control
 * inside it, and the chain costs its length (the paragraph's ancestry is read once), so N nested
 * controls around one paragraph compile in O(N), not O(N²).
 */
const chainBelow = (container: XmlElement, element: XmlElement): XmlElement[] => {
  const chain: XmlElement[] = [];
  for (const ancestor of keptAncestorsOf(element)) {
    if (ancestor.start <= container.start) break;
    chain.push(ancestor);
  }
  return chain.reverse();
};

/** Where a content control's value goes and what is left when its content is dropped. */
export const controlShape = (model: PartModel, control: ContentControl): ControlShape => {
  const xml = model.xml;
  const { sdt, content } = control;
  const inside = (start: number): boolean => start >= content.startTagEnd && start < content.end;
  const paragraph = control.level === 'inline' ? paragraphHolding(model.paragraphs, sdt.start) : firstInside(model, content);
  const runs = paragraph?.runs.filter((run) => inside(run.element.start)) ?? [];
  const run = runs.find((candidate) => candidate.pieces.length > 0) ?? runs[0];
  const runProperties = valueRunProperties(xml, control, run);
  const placeholderText = paragraph === undefined ? '' : paragraph.pieces.filter((piece) => piece.run !== undefined && runs.includes(piece.run)).map((piece) => paragraph.text.slice(piece.textStart, piece.textStart + piece.length)).join('');
  const runOpen = `<w:r>${runProperties}<w:t xml:space="preserve">`;
  if (control.level === 'inline') return { paragraph, fieldOpen: runOpen, fieldClose: '</w:t></w:r>', runProperties, placeholderText, skip: '' };
  const chain = paragraph === undefined ? [] : chainBelow(content, paragraph.element);
  const opening = chain.length === 0 ? '<w:p>' : chain.map((element) => openingOf(xml, element)).join('');
  const closing = chain.length === 0 ? '</w:p>' : chain.map((element) => `</${element.name}>`).reverse().join('');
  let skip = '';
  const parent = sdt.parent;
  if (control.level === 'cell') {
    const cell = chain.find((element) => element.name === 'w:tc');
    skip = cell === undefined ? '' : `${openingOf(xml, cell)}<w:p/></w:tc>`;
  } else if (control.level === 'block' && parent !== undefined && NEEDS_A_PARAGRAPH.has(parent.name)) {
    const last = parent.lastChildParagraph;
    if (last === undefined || last.element.start < sdt.start) skip = '<w:p/>';
  }
  return { paragraph, fieldOpen: opening + runOpen, fieldClose: `</w:t></w:r>${closing}`, runProperties, placeholderText, skip };
};

const firstInside = (model: PartModel, content: XmlElement): Paragraph | undefined => {
  const paragraph = paragraphFrom(model.paragraphs, content.startTagEnd);
  return paragraph !== undefined && paragraph.element.start < content.end ? paragraph : undefined;
};

const QUIET = /<w:(?:bookmarkStart|bookmarkEnd|proofErr|permStart|permEnd|commentRangeStart|commentRangeEnd)\b[^>]*\/>|\s+/g;
const isQuiet = (xml: string, from: number, to: number): boolean => from <= to && xml.slice(from, to).replace(QUIET, '') === '';
const INLINE_WRAPPERS = new Set(['w:p', 'w:r', 'w:hyperlink', 'w:ins', 'w:del', 'w:moveTo', 'w:moveFrom', 'w:smartTag', 'w:customXml', 'w:fldSimple', 'w:dir', 'w:bdo']);

const containerOf = (element: XmlElement): XmlElement | undefined => {
  let current: XmlElement | undefined = element;
  while (current !== undefined && INLINE_WRAPPERS.has(current.name)) current = current.parent;
  return current;
};

/**
 * The range a bookmark governs. Started where its paragraph starts (nothing before it but other
 * bookmarks or proofing marks) and ended where a paragraph ends, it takes whole paragraphs, so a
 * dropped range leaves no empty paragraph; otherwise it is cut at the bookmark, as text tags are.
 * Undefined when the range cannot be cut out (its ends in different cells, text boxes or notes; empty).
 */
export const bookmarkPoints = (xml: string, start: XmlElement, end: XmlElement): { from: Point; to: Point } | undefined => {
  const startParent = start.parent;
  const endParent = end.parent;
  if (startParent === undefined || endParent === undefined || end.start < start.end) return undefined;
  let from: Point = { offset: start.start, element: startParent };
  if (startParent.name === 'w:p' && startParent.parent !== undefined && isQuiet(xml, startParent.openEnd, start.start)) from = { offset: startParent.start, element: startParent.parent };
  let to: Point = { offset: end.end, element: endParent };
  if (endParent.name === 'w:p' && endParent.parent !== undefined && isQuiet(xml, end.end, xml.lastIndexOf('</', endParent.end - 1))) to = { offset: endParent.end, element: endParent.parent };
  if (containerOf(from.element) !== containerOf(to.element) || isQuiet(xml, start.end, end.start)) return undefined;
  return { from, to };
};

/** The XML joining two bookmark points when what lies between is left out. */
export const bookmarkJoin = (xml: string, from: Point, to: Point): string => transition(xml, from, to);
