import type { StructureProblem } from '../structure/structure-problem';
import { scanXml } from '../xml/xml-scanner';

/**
 * An element of a part as offsets into its XML: the compare stage reads the structure it needs
 * (paragraphs, runs, tables, rows, cells) from these spans and copies everything else as text.
 */
export interface XmlElement {
  readonly name: string;
  readonly start: number;
  /** Just after the start tag's `>`. */
  readonly openEnd: number;
  /** Where the end tag starts (`openEnd` for a self-closing element). */
  innerEnd: number;
  /** Just after the element. */
  end: number;
  children: XmlElement[];
  /**
   * Whether every element inside it that the compare reads is in `children` (and theirs): false
   * for an element of a tree kept only to some depth, until `expanded` builds the rest.
   */
  complete: boolean;
}

export interface ElementTreeOptions {
  /** Elements whose content is never read (formatting, pictures): kept themselves, their content not. */
  readonly shallow?: ReadonlySet<string>;
  /** Keep elements only this deep (1: the root element): a part's blocks, their content built when read. */
  readonly keepDepth?: number;
  /** Element names to look out for anywhere (kept or not): `seen.any` is set when one occurs. */
  readonly watch?: { readonly names: ReadonlySet<string>; any: boolean };
}

/** Builds the elements of xml[from, to) into `root`'s children; offsets stay those of the whole text. */
const build = (xml: string, root: XmlElement, options: ElementTreeOptions, maxDepth: number | undefined, from: number, to: number): StructureProblem | undefined => {
  const { shallow, keepDepth, watch } = options;
  const text = from === 0 && to === xml.length ? xml : xml.slice(from, to);
  const stack: XmlElement[] = [root];
  /** Inside an element whose content is not kept: how deep (1: its own level). */
  let skipping = 0;
  return scanXml(
    text,
    {
      open(name, start, end, selfClosing) {
        if (watch !== undefined && !watch.any && watch.names.has(name)) watch.any = true;
        if (skipping > 0) {
          if (!selfClosing) skipping++;
          return;
        }
        const isShallow = shallow?.has(name) === true;
        const cut = keepDepth !== undefined && stack.length >= keepDepth;
        const element: XmlElement = { name, start: start + from, openEnd: end + from, innerEnd: end + from, end: end + from, children: [], complete: selfClosing || isShallow || keepDepth === undefined };
        stack[stack.length - 1]?.children.push(element);
        if (selfClosing) return;
        stack.push(element);
        if (isShallow || cut) skipping = 1;
      },
      close(name, start, end) {
        if (skipping > 1) {
          skipping--;
          return;
        }
        skipping = 0;
        const element = stack.pop();
        if (element === undefined || element.name !== name) return;
        element.innerEnd = start + from;
        element.end = end + from;
      },
    },
    maxDepth === undefined ? undefined : { maxDepth },
  );
};

/**
 * The element tree of a part's XML, built in one pass of the engine's scanner: checked (well-formed,
 * at most `maxDepth` deep) when `maxDepth` is given, as a part read from an upload is, else
 * unchecked (XML already checked). The elements inside a `shallow` one are not kept (the element
 * itself is, with its offsets); with `keepDepth`, nor those deeper than it (`expanded` builds them
 * when they are read). The root's children are the document's top element; a checked scan
 * answers the first problem instead.
 */
export const elementTree = <Checked extends number | undefined = undefined>(
  xml: string,
  maxDepth?: Checked,
  options: ElementTreeOptions = {},
): Checked extends number ? XmlElement | StructureProblem : XmlElement => {
  const root: XmlElement = { name: '', start: 0, openEnd: 0, innerEnd: xml.length, end: xml.length, children: [], complete: options.keepDepth === undefined };
  const problem = build(xml, root, options, maxDepth, 0, xml.length);
  return (problem ?? root) as Checked extends number ? XmlElement | StructureProblem : XmlElement;
};

/**
 * The element with every element inside it built (but inside `shallow` ones), from its XML, which
 * a checked scan has read already: a block of a part kept to its blocks' depth, once it is read.
 */
export const expanded = (xml: string, element: XmlElement, shallow?: ReadonlySet<string>): XmlElement => {
  if (element.complete) return element;
  element.children = [];
  build(xml, element, shallow === undefined ? {} : { shallow }, undefined, element.openEnd, element.innerEnd);
  element.complete = true;
  return element;
};

/**
 * The element with its children built but not what is inside them (`expanded` builds that for
 * each child read): a changed table's rows, most of which are found equal by their XML.
 */
export const withChildren = (xml: string, element: XmlElement): XmlElement => {
  if (element.complete || element.children.length > 0) return element;
  build(xml, element, { keepDepth: 1 }, undefined, element.openEnd, element.innerEnd);
  return element;
};

/**
 * What the compare never looks into: formatting, section and table properties, pictures and
 * objects (the elements themselves are kept, with their offsets, as their XML is copied whole).
 */
export const NOT_MODELLED = new Set(['w:rPr', 'w:tcPr', 'w:tblPr', 'w:tblGrid', 'w:tblPrEx', 'w:sectPr', 'w:numPr', 'w:tabs', 'w:drawing', 'w:pict', 'w:object', 'w:sdtPr', 'w:fldData']);

/** An element of a compared part, with everything inside it the compare reads (see `expanded`). */
export const modelled = (xml: string, element: XmlElement): XmlElement => expanded(xml, element, NOT_MODELLED);

/** A problem a checked scan answered, rather than a tree. */
export const isProblem = (tree: XmlElement | StructureProblem): tree is StructureProblem => 'code' in tree;

/** The first child of that name, if any. */
export const childNamed = (element: XmlElement, name: string): XmlElement | undefined => element.children.find((child) => child.name === name);

/** The element's XML. */
export const outerXml = (xml: string, element: XmlElement): string => xml.slice(element.start, element.end);

/** The first element of that name in document order (the element itself included). */
export const findFirst = (element: XmlElement, name: string): XmlElement | undefined => {
  if (element.name === name) return element;
  for (const child of element.children) {
    const found = findFirst(child, name);
    if (found !== undefined) return found;
  }
  return undefined;
};
