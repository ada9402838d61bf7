import { attributeSpan } from '../part-model/attribute-span';
import type { Paragraph, PartModel, Run, XmlElement } from '../part-model/part-model';
import { decodeXmlText } from '../xml/xml-text';

/** Where a content control sits: around runs in a paragraph, around paragraphs/tables, around a table cell or row. */
export type ControlLevel = 'inline' | 'block' | 'cell' | 'row';

export interface ContentControl {
  readonly kind: 'contentControl';
  readonly sdt: XmlElement;
  readonly content: XmlElement;
  readonly level: ControlLevel;
  /** The Tag, else the Title (alias), decoded; undefined when the control has neither. */
  readonly label: { readonly text: string; readonly from: 'Tag' | 'Title' } | undefined;
  /** `<w:showingPlcHdr/>` in the properties: the content is the placeholder. */
  readonly placeholderFlag: { readonly start: number; readonly end: number } | undefined;
  /** `<w:dataBinding …/>`: Word would refill a kept control from custom XML, so a filled control kept loses it. */
  readonly dataBinding: { readonly start: number; readonly end: number } | undefined;
  /** The control's own run properties (`w:sdtPr/w:rPr`), '' when none. */
  readonly runProperties: string;
  /** Kinds of control Quire does not fill (check box, gallery, citation...): named, or undefined for text and picture controls. */
  readonly unsupportedType: string | undefined;
  /** A picture control (`w:picture`): its Tag or Title names the picture from data that takes its picture's place (docs/template-language.md#pictures). */
  readonly picture: boolean;
  /** An item of a Repeating Section (`w15:repeatingSectionItem`): a wrapper removed with its section's marker. */
  readonly repeatingItem: boolean;
}

export interface BookmarkRange {
  readonly kind: 'bookmark';
  readonly name: string;
  readonly start: XmlElement;
  readonly end: XmlElement;
}

export interface MergeField {
  readonly kind: 'mergeField';
  readonly start: number;
  readonly end: number;
  /** The field code, as the instruction text reads once joined. */
  readonly instruction: string;
  /** The runs of the displayed result (or of the field, for a simple field). */
  readonly resultRuns: readonly Run[];
  /** The run holding the field's beginning (complex fields). */
  readonly beginRun: Run | undefined;
  readonly paragraph: Paragraph | undefined;
}

export interface FoundMarkers {
  readonly controls: ContentControl[];
  readonly bookmarks: BookmarkRange[];
  readonly mergeFields: MergeField[];
  /** The `w:id` value span of every content control, whatever its kind: copies made by repeats need fresh ones. */
  readonly controlIds: { readonly start: number; readonly end: number }[];
}

const UNSUPPORTED_TYPES: Readonly<Record<string, string>> = {
  'w14:checkbox': 'a check box',
  'w:docPartObj': 'a building block gallery',
  'w:docPartList': 'a building block gallery',
  'w:citation': 'a citation',
  'w:bibliography': 'a bibliography',
  'w:equation': 'an equation',
  'w:group': 'a group control',
};

const valueOf = (properties: string, element: string): string | undefined => {
  const match = new RegExp(`<${element}\\b[^>]*?\\sw:val="([^"]*)"`).exec(properties);
  return match?.[1] === undefined ? undefined : decodeXmlText(match[1]);
};

const levelOf = (sdt: XmlElement, levels: Map<XmlElement, ControlLevel>): ControlLevel => {
  const parent = sdt.parent?.name;
  if (parent === 'w:tbl') return 'row';
  if (parent === 'w:tr') return 'cell';
  return isInsideParagraph(sdt, levels) ? 'inline' : 'block';
};

/**
 * Whether the element lies in a paragraph (before any cell, body, text box or table). The walk up
 * stops at an enclosing control already placed (controls come outermost first), whose answer is
 * the same: N nested controls cost O(N), not O(N²).
 */
const isInsideParagraph = (element: XmlElement, levels: ReadonlyMap<XmlElement, ControlLevel>): boolean => {
  for (let current = element.parent; current !== undefined; current = current.parent) {
    if (current.name === 'w:p') return true;
    if (current.name === 'w:tc' || current.name === 'w:body' || current.name === 'w:txbxContent' || current.name === 'w:tbl') return false;
    const known = levels.get(current);
    if (known === 'inline') return true;
    if (known === 'block') return false;
  }
  return false;
};

const rememberLevel = (levels: Map<XmlElement, ControlLevel>, sdt: XmlElement): ControlLevel => {
  const level = levelOf(sdt, levels);
  levels.set(sdt, level);
  return level;
};

/** The content controls, bookmarks (hidden ones left out) and MERGEFIELDs of a part. */
export const findMarkers = (model: PartModel): FoundMarkers => {
  const xml = model.xml;
  const controls: ContentControl[] = [];
  const bookmarks: BookmarkRange[] = [];
  const mergeFields: MergeField[] = [];
  const controlIds: { start: number; end: number }[] = [];
  const openBookmarks = new Map<string, { name: string; start: XmlElement }>();
  const fields: { begin: XmlElement; instruction: string; separate: XmlElement | undefined }[] = [];
  const levels = new Map<XmlElement, ControlLevel>();

  for (const element of model.markerElements) {
    switch (element.name) {
      case 'w:sdtPr': {
        const sdt = element.parent;
        if (sdt?.name !== 'w:sdt') break;
        const properties = xml.slice(element.start, element.end);
        const id = /<w:id\b[^>]*?\sw:val="(-?\d+)"/.exec(properties);
        if (id !== null) {
          const start = element.start + id.index + id[0].length - 1 - (id[1]?.length ?? 0);
          controlIds.push({ start, end: start + (id[1]?.length ?? 0) });
        }
        const content = contentOf(model, sdt);
        if (content === undefined) break;
        const tag = valueOf(properties, 'w:tag');
        const title = valueOf(properties, 'w:alias');
        const label = tag !== undefined && tag.trim() !== '' ? { text: tag, from: 'Tag' as const } : title !== undefined && title.trim() !== '' ? { text: title, from: 'Title' as const } : undefined;
        const flag = /<w:showingPlcHdr\b[^>]*\/>/.exec(properties);
        const binding = /<w:dataBinding\b[^>]*\/>/.exec(properties);
        const runProperties = /<w:rPr\b[\s\S]*?<\/w:rPr>|<w:rPr\b[^>]*\/>/.exec(properties)?.[0] ?? '';
        const type = Object.keys(UNSUPPORTED_TYPES).find((name) => properties.includes(`<${name}>`) || properties.includes(`<${name}/>`) || properties.includes(`<${name} `));
        controls.push({
          kind: 'contentControl',
          sdt,
          content,
          level: rememberLevel(levels, sdt),
          label,
          placeholderFlag: flag === null ? undefined : { start: element.start + flag.index, end: element.start + flag.index + flag[0].length },
          dataBinding: binding === null ? undefined : { start: element.start + binding.index, end: element.start + binding.index + binding[0].length },
          runProperties,
          unsupportedType: type === undefined ? undefined : UNSUPPORTED_TYPES[type],
          repeatingItem: properties.includes('<w15:repeatingSectionItem'),
          picture: /<w:picture\s*\/?>/.test(properties),
        });
        break;
      }
      case 'w:bookmarkStart': {
        const name = attributeValue(xml, element, 'w:name');
        const id = attributeValue(xml, element, 'w:id');
        if (name === undefined || id === undefined || name.startsWith('_')) break;
        openBookmarks.set(id, { name, start: element });
        break;
      }
      case 'w:bookmarkEnd': {
        const id = attributeValue(xml, element, 'w:id');
        const open = id === undefined ? undefined : openBookmarks.get(id);
        if (open === undefined || id === undefined) break;
        openBookmarks.delete(id);
        bookmarks.push({ kind: 'bookmark', name: open.name, start: open.start, end: element });
        break;
      }
      case 'w:fldSimple': {
        const instruction = attributeValue(xml, element, 'w:instr') ?? '';
        if (!/^\s*MERGEFIELD\b/i.test(instruction) || fields.length > 0) break;
        const paragraph = paragraphHolding(model.paragraphs, element.start);
        const resultRuns = paragraph?.runs.filter((run) => run.element.start > element.start && run.element.end <= element.end) ?? [];
        mergeFields.push({ kind: 'mergeField', start: element.start, end: element.end, instruction, resultRuns, beginRun: undefined, paragraph });
        break;
      }
      case 'w:fldChar': {
        const type = attributeValue(xml, element, 'w:fldCharType');
        if (type === 'begin') fields.push({ begin: element, instruction: '', separate: undefined });
        else if (type === 'separate') {
          const top = fields[fields.length - 1];
          if (top !== undefined) top.separate = element;
        } else if (type === 'end') {
          const field = fields.pop();
          if (field !== undefined && fields.length === 0) noteComplexField(model, field, element, mergeFields);
        }
        break;
      }
      case 'w:instrText': {
        const top = fields[fields.length - 1];
        if (top !== undefined && top.separate === undefined && fields.length === 1) {
          const close = xml.lastIndexOf('</', element.end - 1);
          if (close > element.startTagEnd) top.instruction += decodeXmlText(xml.slice(element.startTagEnd, close));
        }
        break;
      }
      default:
        break;
    }
  }
  return { controls, bookmarks, mergeFields, controlIds };
};

const attributeValue = (xml: string, element: XmlElement, name: string): string | undefined => {
  const span = attributeSpan(xml, element.start, element.startTagEnd, name);
  return span === undefined ? undefined : decodeXmlText(xml.slice(span.start, span.end));
};

/** The `w:sdtContent` child of a `w:sdt`: the marker element right after its properties. */
const contentOf = (model: PartModel, sdt: XmlElement): XmlElement | undefined => {
  const elements = model.markerElements;
  let low = 0;
  let high = elements.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((elements[middle]?.start ?? Infinity) <= sdt.start) low = middle + 1;
    else high = middle;
  }
  for (let index = low; index < elements.length; index++) {
    const element = elements[index];
    if (element === undefined || element.start >= sdt.end) return undefined;
    if (element.name === 'w:sdtContent' && element.parent === sdt) return element;
  }
  return undefined;
};

/** The paragraph whose element holds `offset`, if any. */
export const paragraphHolding = (paragraphs: readonly Paragraph[], offset: number): Paragraph | undefined => {
  let low = 0;
  let high = paragraphs.length - 1;
  let found: Paragraph | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const paragraph = paragraphs[middle];
    if (paragraph === undefined) break;
    if (paragraph.element.start <= offset) {
      if (paragraph.element.end >= offset) found = paragraph;
      low = middle + 1;
    } else high = middle - 1;
  }
  // A nested paragraph (text box) started later than its anchor paragraph: the innermost one holding the offset wins.
  return found;
};

/** The first paragraph that starts at or after `offset`. */
export const paragraphFrom = (paragraphs: readonly Paragraph[], offset: number): Paragraph | undefined => {
  let low = 0;
  let high = paragraphs.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((paragraphs[middle]?.element.start ?? Infinity) < offset) low = middle + 1;
    else high = middle;
  }
  return paragraphs[low];
};

const noteComplexField = (
  model: PartModel,
  field: { begin: XmlElement; instruction: string; separate: XmlElement | undefined },
  end: XmlElement,
  mergeFields: MergeField[],
): void => {
  if (!/^\s*MERGEFIELD\b/i.test(field.instruction)) return;
  const beginRunElement = field.begin.parent;
  const endRunElement = end.parent;
  if (beginRunElement?.name !== 'w:r' || endRunElement?.name !== 'w:r' || beginRunElement.parent !== endRunElement.parent) return;
  const paragraph = paragraphHolding(model.paragraphs, beginRunElement.start);
  if (paragraph === undefined || paragraph.element.end < endRunElement.end) return;
  const beginRun = paragraph.runs.find((run) => run.element === beginRunElement);
  const resultFrom = field.separate?.end ?? endRunElement.start;
  const resultRuns = paragraph.runs.filter((run) => run.element.start >= resultFrom && run.element.end <= endRunElement.start);
  mergeFields.push({ kind: 'mergeField', start: beginRunElement.start, end: endRunElement.end, instruction: field.instruction, resultRuns, beginRun, paragraph });
};
