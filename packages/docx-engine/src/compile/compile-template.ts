import { appendAll } from '../append-all';
import type { DocxLimits } from '../package/docx-limits';
import type { DocxPackage } from '../package/docx-package';
import type { DocxRefusal } from '../package/docx-refusal';
import { externalRelationshipChanges } from '../package/relationships/external-relationship-changes';
import { checkXmlPart, checkXmlParts } from '../package/checks/check-xml-parts';
import { readDocx } from '../package/open-docx';
import { err, ok, type Result } from '../result';
import { structureRefusal } from '../structure/structure-refusal';
import { compilePart, restartsNumbering, type CompiledPart, type CompilePartOptions } from './compile-part';
import { templateError } from '../diagnostic';
import type { CompiledTemplate } from './compiled-template';
import type { Diagnostic } from '../diagnostic';
import { readNumberingDefinitions, type NumberingDefinitions } from './numbering-definitions';
import { mayHoldShapes, SHAPE_ID } from '../part-model/copy-sites';
import type { IdFamily } from '../part-model/part-model';
import type { PartProgram } from '../program/program';
import type { TagUse } from '../tags/tag-use';
import type { MarkerUse } from '../markers/marker-use';
import { templateParts } from './template-parts';
import { numberedParagraphStyles, type StyleNumbering } from './style-numbering';
import { readStyleSheet } from '../part-model/style-sheet';
import { lastSectionRoom } from '../pictures/picture-room';
import type { Extent } from '../program/picture-frame';
import { normalizeName, type NameKey } from '../name-key';

const DOCUMENT_ID = /<wp:docPr\b[^>]*?\sid="(\d+)"/g;
const ANNOTATION_ID = /\sw:id="(\d+)"/g;
/** Content controls, MERGEFIELDs, bookmarks other than Word's hidden ones (`_GoBack`, `_Toc…`). */
const MAY_HOLD_MARKERS = /<w:sdt>|<w:sdt |MERGEFIELD|<w:bookmarkStart\b[^>]*?\sw:name="[^_"]/i;

const maxOf = (xml: string, pattern: RegExp): number => {
  let max = 0;
  for (const match of xml.matchAll(pattern)) max = Math.max(max, Number(match[1]));
  return max;
};

/** The part the main document part relates to with this relationship type suffix (`/numbering`, `/styles`). */
const mainRelatedPart = (pkg: DocxPackage, typeSuffix: string): string | undefined => {
  const relationship = pkg.relationships(pkg.mainDocumentPart).find((candidate) => candidate.type.endsWith(typeSuffix) && candidate.targetMode === 'Internal');
  return relationship?.targetPart === undefined ? undefined : pkg.partName(relationship.targetPart);
};

const numberingOf = (pkg: DocxPackage): NumberingDefinitions | undefined => {
  const part = mainRelatedPart(pkg, '/numbering');
  return part === undefined ? undefined : readNumberingDefinitions(part, pkg.text(part));
};

/** The numbered paragraph styles, read on first use (only parts that restart numbering ask). */
const numberedStylesOf = (pkg: DocxPackage): (() => ReadonlyMap<string, StyleNumbering>) => {
  let numbered: ReadonlyMap<string, StyleNumbering> | undefined;
  return () => {
    if (numbered === undefined) {
      const part = mainRelatedPart(pkg, '/styles');
      numbered = numberedParagraphStyles(part === undefined ? undefined : readStyleSheet(pkg.text(part)));
    }
    return numbered;
  };
};

/**
 * A part whose XML the compiler cannot handle (a bug, or XML too deeply nested for it) becomes a
 * diagnostic, never a crash: the template is then reported as not usable, with the part named.
 */
const compileSafely = (name: string, xml: string, options: CompilePartOptions): CompiledPart => {
  try {
    return compilePart(name, xml, options);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const diagnostic = templateError('unsupported_structure', `This part could not be read as a template (${reason}).`, { part: name, paragraph: 0, excerpt: '' });
    return { part: name, program: undefined, diagnostics: [diagnostic], uses: [], maxIds: { drawing: 0, annotation: 0, shape: 0 } };
  }
};

/** How a template is compiled. */
export interface CompileOptions {
  readonly limits?: Partial<DocxLimits>;
  /**
   * How names are compared (`normalizeName` by default): the template's tags and markers are keyed
   * by it, and its analysis and renders key the vocabulary, the data and the snippets' names by
   * the same function. A service that keeps names unique by a key of its own passes that key.
   */
  readonly nameKey?: NameKey;
}

/**
 * Opens a .docx (refusing unsafe packages) and compiles every part where tags work. Template
 * errors are not a refusal: they are diagnostics, and a template with errors cannot render.
 */
export const compileTemplate = (bytes: Uint8Array, options: CompileOptions = {}): Result<CompiledTemplate, DocxRefusal> => {
  const nameKey = options.nameKey ?? normalizeName;
  const read = readDocx(bytes, options.limits);
  if (!read.ok) return read;
  const { pkg, xmlParts, limits } = read.value;
  const parts = templateParts(pkg);
  // Template parts are checked by the scan that reads them; every other XML part first, on its own.
  const scannedHere = new Set(parts.map((part) => part.name.toLowerCase()));
  const relsChanges = externalRelationshipChanges(pkg);
  const externalIdsByPart = new Map<string, Set<string>>();
  for (const change of relsChanges.values()) {
    const key = change.sourcePart.toLowerCase();
    const ids = externalIdsByPart.get(key) ?? new Set<string>();
    change.droppedIds.forEach((id) => ids.add(id));
    externalIdsByPart.set(key, ids);
  }
  for (const key of externalIdsByPart.keys()) scannedHere.add(key);
  const otherParts = checkXmlParts(pkg, xmlParts, limits, (name) => scannedHere.has(name.toLowerCase()));
  if (otherParts !== undefined) return err(otherParts);

  const programs: PartProgram[] = [];
  const diagnostics: Diagnostic[] = [];
  const uses: TagUse[] = [];
  const markers: MarkerUse[] = [];
  const maxIds: Record<IdFamily, number> = { drawing: 0, annotation: 0, shape: 0 };
  const numberedStyles = numberedStylesOf(pkg);
  let room: Extent | undefined;
  const pageRoom = (): Extent => (room ??= lastSectionRoom(pkg.text(pkg.mainDocumentPart)));
  const compiled = new Set<string>();
  for (const { name, properties } of parts) {
    const xml = pkg.text(name);
    const externalIds = externalIdsByPart.get(name.toLowerCase());
    compiled.add(name.toLowerCase());
    maxIds.drawing = Math.max(maxIds.drawing, maxOf(xml, DOCUMENT_ID));
    maxIds.annotation = Math.max(maxIds.annotation, maxOf(xml, ANNOTATION_ID));
    if (mayHoldShapes(xml)) maxIds.shape = Math.max(maxIds.shape, maxOf(xml, SHAPE_ID));
    if (!xml.includes('{') && !xml.includes('}') && externalIds === undefined && !MAY_HOLD_MARKERS.test(xml)) {
      const refused = checkXmlPart(pkg, name, limits);
      if (refused !== undefined) return err(refused);
      continue;
    }
    const part = compileSafely(name, xml, { nameKey, numberedStyles, limits, pageRoom, ...(properties === undefined ? {} : { propertyElements: properties }), ...(externalIds === undefined ? {} : { externalIds }) });
    if (part.problem !== undefined) return err(structureRefusal(name, xml, part.problem));
    appendAll(diagnostics, part.diagnostics);
    appendAll(uses, part.uses);
    appendAll(markers, part.markers ?? []);
    if (part.program !== undefined) programs.push(part.program);
  }
  // Other parts that point at dropped external relationships (settings.xml's attached template...).
  for (const [key, externalIds] of externalIdsByPart) {
    if (key === '' || compiled.has(key)) continue;
    const name = pkg.partName(key);
    if (name === undefined) continue;
    const xml = pkg.text(name);
    const part = compileSafely(name, xml, { nameKey, externalIds, limits });
    if (part.problem !== undefined) return err(structureRefusal(name, xml, part.problem));
    if (part.program !== undefined) programs.push(part.program);
  }
  const numbering = uses.some(restartsNumbering) ? numberingOf(pkg) : undefined;
  const fixedChanges = new Map<string, string>();
  for (const [relsPart, change] of relsChanges) fixedChanges.set(relsPart, change.xml);
  return ok(
    Object.freeze({
      package: pkg,
      programs: Object.freeze(programs),
      fixedChanges,
      diagnostics: Object.freeze(diagnostics),
      uses: Object.freeze(uses),
      markers: Object.freeze(markers),
      externalRelationships: pkg.externalRelationships,
      maxIds: Object.freeze(maxIds),
      numbering,
      nameKey,
    }),
  );
};
