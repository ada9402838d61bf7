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
  readonly children: XmlElement[];
}

/**
 * The element tree of a part's XML, built in one pass of the engine's scanner: checked (well-formed,
 * at most `maxDepth` deep) when `maxDepth` is given, as a part read from an upload is, else
 * unchecked (XML already checked). The elements inside a `shallow` one are not kept (the element
 * itself is, with its offsets). The root's children are the document's top element; a checked
 * scan answers the first problem instead.
 */
export const elementTree = <Checked extends number | undefined = undefined>(
  xml: string,
  maxDepth?: Checked,
  shallow?: ReadonlySet<string>,
): Checked extends number ? XmlElement | StructureProblem : XmlElement => {
  const root: XmlElement = { name: '', start: 0, openEnd: 0, innerEnd: xml.length, end: xml.length, children: [] };
  const stack: XmlElement[] = [root];
  /** Inside a `shallow` element: how deep (1: its own level), its content seen but not kept. */
  let skipping = 0;
  const problem = scanXml(
    xml,
    {
      open(name, start, end, selfClosing) {
        if (skipping > 0) {
          if (!selfClosing) skipping++;
          return;
        }
        const element: XmlElement = { name, start, openEnd: end, innerEnd: end, end, children: [] };
        stack[stack.length - 1]?.children.push(element);
        if (selfClosing) return;
        stack.push(element);
        if (shallow?.has(name) === true) skipping = 1;
      },
      close(name, start, end) {
        if (skipping > 1) {
          skipping--;
          return;
        }
        skipping = 0;
        const element = stack.pop();
        if (element === undefined || element.name !== name) return;
        element.innerEnd = start;
        element.end = end;
      },
    },
    maxDepth === undefined ? undefined : { maxDepth },
  );
  return (problem ?? root) as Checked extends number ? XmlElement | StructureProblem : XmlElement;
};

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
