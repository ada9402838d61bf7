import { structureRefusal } from '../../structure/structure-refusal';
import { scanXml, type XmlScanHandler } from '../../xml/xml-scanner';
import type { DocxLimits } from '../docx-limits';
import type { DocxPackage } from '../docx-package';
import type { DocxRefusal } from '../docx-refusal';

const NOTHING_TO_KEEP: XmlScanHandler = { open: () => undefined, close: () => undefined };

/** Checks that a part's XML is well-formed and within the element depth limit, in one scan. */
export const checkXmlPart = (pkg: DocxPackage, name: string, limits: Pick<DocxLimits, 'maxXmlDepth'>): DocxRefusal | undefined => {
  const xml = pkg.text(name);
  const problem = scanXml(xml, NOTHING_TO_KEEP, { maxDepth: limits.maxXmlDepth });
  return problem === undefined ? undefined : structureRefusal(name, xml, problem);
};

/** Checks every XML part but those a caller scans itself, checked, as it reads them (the template parts a compile reads). */
export const checkXmlParts = (
  pkg: DocxPackage,
  xmlParts: readonly string[],
  limits: Pick<DocxLimits, 'maxXmlDepth'>,
  scannedByCaller: (name: string) => boolean = () => false,
): DocxRefusal | undefined => {
  for (const name of xmlParts) {
    if (scannedByCaller(name)) continue;
    const refused = checkXmlPart(pkg, name, limits);
    if (refused !== undefined) return refused;
  }
  return undefined;
};
