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
 * The element tree of a part's XML, built in one pass of the engine's scanner (the part was
 * checked when the package was opened, so the scan is unchecked here). The root's children are
 * the document's top element.
 */
export const elementTree = (xml: string): XmlElement => {
  const root: XmlElement = { name: '', start: 0, openEnd: 0, innerEnd: xml.length, end: xml.length, children: [] };
  const stack: XmlElement[] = [root];
  scanXml(xml, {
    open(name, start, end, selfClosing) {
      const element: XmlElement = { name, start, openEnd: end, innerEnd: end, end, children: [] };
      stack[stack.length - 1]?.children.push(element);
      if (!selfClosing) stack.push(element);
    },
    close(name, start, end) {
      const element = stack.pop();
      if (element === undefined || element.name !== name) return;
      element.innerEnd = start;
      element.end = end;
    },
  });
  return root;
};

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
