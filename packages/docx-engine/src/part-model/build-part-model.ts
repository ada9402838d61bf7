import type { StructureProblem } from '../structure/structure-problem';
import { scanXml } from '../xml/xml-scanner';
import { copySiteCollector } from './copy-sites';
import { externalReferenceCollector } from './external-references';
import type { PartModel, PartModelOptions, XmlElement } from './part-model';
import { structureCounter } from './structure-counter';
import { textCollector } from './text-collector';

const PROPERTY_CHILDREN = new Set(['w:pPr', 'w:rPr', 'w:tblPr', 'w:tblGrid', 'w:trPr', 'w:tcPr', 'w:sdtPr', 'w:sdtEndPr', 'w:tblPrEx']);
const MARKER_ELEMENTS = new Set(['w:sdtPr', 'w:sdtContent', 'w:bookmarkStart', 'w:bookmarkEnd', 'w:fldSimple', 'w:fldChar', 'w:instrText']);

const isOnlyWhitespace = (xml: string, from: number, to: number): boolean => {
  for (let index = from; index < to; index++) {
    const code = xml.charCodeAt(index);
    if (code !== 32 && code !== 9 && code !== 10 && code !== 13) return false;
  }
  return true;
};

/**
 * One pass over a part's XML: paragraphs with their text mapped to XML offsets (text-collector),
 * the sites copies change (copy-sites), the references to drop (external-references), Word's
 * marker elements; checked against the structural limits when they are given (structure-counter).
 * Each collector is a closure over the part's text made once per part, as the scan's handlers
 * were before they were split out, kept so for speed: the scan calls them once per element.
 */
export const buildPartModel = (xml: string, options: PartModelOptions = {}): PartModel => {
  const stack: XmlElement[] = [];
  const markerElements: XmlElement[] = [];
  const counted = structureCounter(options.limits);
  const text = textCollector(xml, options.propertyElements, counted);
  const sites = copySiteCollector(xml);
  const external = options.externalIds !== undefined && options.externalIds.size > 0 ? externalReferenceCollector(xml, options.externalIds) : undefined;

  const onClose = (element: XmlElement, closeStart: number): StructureProblem | undefined => {
    const parent = element.parent;
    if (parent !== undefined && PROPERTY_CHILDREN.has(element.name) && isOnlyWhitespace(xml, parent.openEnd, element.start)) parent.openEnd = element.end;
    external?.close(element);
    const tooMany = text.close(element, closeStart);
    sites.close(element);
    return tooMany;
  };

  // Inside properties (pPr, rPr, tblPr...) no element object is made: only names, and the few
  // things that matter there (numbering, section breaks, revision ids) are noted. Most of a
  // part's elements are properties, so this keeps compile-time memory down.
  const propertyNames: string[] = [];
  const insideProperties = (): boolean => PROPERTY_CHILDREN.has(stack[stack.length - 1]?.name ?? '');

  const problem = scanXml(xml, {
    open(name, start, end, selfClosing) {
      if (insideProperties()) {
        const parentName = propertyNames[propertyNames.length - 1] ?? stack[stack.length - 1]?.name;
        sites.property(name, parentName, start, end);
        text.property(name, parentName);
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
      external?.open(element, selfClosing);
      text.open(element, selfClosing);
      sites.open(element, selfClosing);
      if (MARKER_ELEMENTS.has(name)) markerElements.push(element);
      if (selfClosing) {
        const parent = element.parent;
        if (parent !== undefined && PROPERTY_CHILDREN.has(name) && isOnlyWhitespace(xml, parent.openEnd, start)) parent.openEnd = end;
        external?.close(element);
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
  const externalReferences = external?.references ?? [];
  externalReferences.sort((a, b) => a.start - b.start);
  const { paragraphs } = text;
  const { idSites, numberingSites, maxIds } = sites;
  const model = { xml, paragraphs, idSites, numberingSites, maxIds, externalReferences, markerElements };
  return problem === undefined ? model : { ...model, problem };
};
