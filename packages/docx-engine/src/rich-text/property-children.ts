import { scanXml } from '../xml/xml-scanner';

/** One child of a properties element (`w:rPr`, `w:pPr`), as written. */
export interface PropertyChild {
  readonly name: string;
  readonly xml: string;
}

/** The children of `<w:rPr>…</w:rPr>` or `<w:pPr>…</w:pPr>` (the element itself given, or ''), in order. */
export const propertyChildren = (xml: string): PropertyChild[] => {
  const children: PropertyChild[] = [];
  let depth = 0;
  let childStart = -1;
  let childName = '';
  scanXml(xml, {
    open(name, start, end, selfClosing) {
      if (depth === 1) {
        if (selfClosing) children.push({ name, xml: xml.slice(start, end) });
        else {
          childStart = start;
          childName = name;
        }
      }
      if (!selfClosing) depth++;
    },
    close(name, _start, end) {
      depth--;
      if (depth === 1 && name === childName && childStart !== -1) {
        children.push({ name, xml: xml.slice(childStart, end) });
        childStart = -1;
      }
    },
  });
  return children;
};

/** The schema's order of run properties (CT_RPr): Word refuses them out of order. */
const RUN_ORDER = [
  'w:rStyle', 'w:rFonts', 'w:b', 'w:bCs', 'w:i', 'w:iCs', 'w:caps', 'w:smallCaps', 'w:strike', 'w:dstrike', 'w:outline', 'w:shadow', 'w:emboss',
  'w:imprint', 'w:noProof', 'w:snapToGrid', 'w:vanish', 'w:webHidden', 'w:color', 'w:spacing', 'w:w', 'w:kern', 'w:position', 'w:sz', 'w:szCs',
  'w:highlight', 'w:u', 'w:effect', 'w:bdr', 'w:shd', 'w:fitText', 'w:vertAlign', 'w:rtl', 'w:cs', 'w:em', 'w:lang', 'w:eastAsianLayout',
  'w:specVanish', 'w:oMath',
];

/** The schema's order of paragraph properties (CT_PPr). */
const PARAGRAPH_ORDER = [
  'w:pStyle', 'w:keepNext', 'w:keepLines', 'w:pageBreakBefore', 'w:framePr', 'w:widowControl', 'w:numPr', 'w:suppressLineNumbers', 'w:pBdr',
  'w:shd', 'w:tabs', 'w:suppressAutoHyphens', 'w:kinsoku', 'w:wordWrap', 'w:overflowPunct', 'w:topLinePunct', 'w:autoSpaceDE', 'w:autoSpaceDN',
  'w:bidi', 'w:adjustRightInd', 'w:snapToGrid', 'w:spacing', 'w:ind', 'w:contextualSpacing', 'w:mirrorIndents', 'w:suppressOverlap', 'w:jc',
  'w:textDirection', 'w:textAlignment', 'w:textboxTightWrap', 'w:outlineLvl', 'w:divId', 'w:cnfStyle', 'w:rPr', 'w:sectPr', 'w:pPrChange',
];

const rankOf = (order: readonly string[]): ReadonlyMap<string, number> => new Map(order.map((name, index) => [name, index]));
const RUN_RANK = rankOf(RUN_ORDER);
const PARAGRAPH_RANK = rankOf(PARAGRAPH_ORDER);

/** Extension elements (`w14:…`) and anything unknown come after the schema's own, in their order. */
const ordered = (children: readonly PropertyChild[], rank: ReadonlyMap<string, number>): string =>
  children
    .map((child, index) => ({ child, key: (rank.get(child.name) ?? rank.size) * 1000 + index }))
    .sort((a, b) => a.key - b.key)
    .map(({ child }) => child.xml)
    .join('');

/** Run properties in the schema's order; '' when there are none. */
export const runPropertiesXml = (children: readonly PropertyChild[]): string => (children.length === 0 ? '' : `<w:rPr>${ordered(children, RUN_RANK)}</w:rPr>`);

/** Paragraph properties in the schema's order; '' when there are none. */
export const paragraphPropertiesXml = (children: readonly PropertyChild[]): string => (children.length === 0 ? '' : `<w:pPr>${ordered(children, PARAGRAPH_RANK)}</w:pPr>`);
