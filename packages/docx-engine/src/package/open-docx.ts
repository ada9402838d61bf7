import { checkXmlParts } from './checks/check-xml-parts';
import { checkZipEntries } from './checks/check-zip-entries';
import { tagOpeningsExceed } from './checks/count-tag-openings';
import { contentTypeOf, type ContentTypes, parseContentTypes } from './content-types';
import { createDocxPackage } from './create-docx-package';
import { decodeXmlPart } from './decode-xml-part';
import { type DocxLimits, resolveDocxLimits } from './docx-limits';
import type { DocxPackage } from './docx-package';
import { type DocxRefusal, refusal } from './docx-refusal';
import { findMacros } from './checks/find-macros';
import { findMainDocumentPart } from './relationships/find-main-document-part';
import { type InflateBudget, inflateAndVerify } from './inflate-and-verify';
import { tooManyTagOpenings } from './checks/limit-refusals';
import { parseRelationships } from './relationships/parse-relationships';
import { err, ok, type Result } from '../result';
import { isXmlPart } from './xml-part-names';
import { readZipDirectory } from './zip/read-zip-directory';
import type { ZipEntry } from './zip/zip-entry';

const CONTENT_TYPES_PART = '[content_types].xml';
const PACKAGE_RELATIONSHIPS_PART = '_rels/.rels';

const isDirectory = (entry: ZipEntry): boolean => entry.name.endsWith('/');

/** Inflates and verifies every entry; returns the decoded, checked text of the XML parts. */
const inflateParts = (
  archive: Buffer,
  parts: readonly ZipEntry[],
  limits: DocxLimits,
): Result<{ xmlTexts: Map<string, string>; contentTypes: ContentTypes }, DocxRefusal> => {
  const budget: InflateBudget = { remaining: limits.maxTotalUncompressed };
  const contentTypesEntry = parts.find((entry) => entry.name.toLowerCase() === CONTENT_TYPES_PART);
  if (contentTypesEntry === undefined) {
    return err(refusal('missing_document_part', 'The package has no [Content_Types].xml, so it is not a Word document.'));
  }
  const xmlTexts = new Map<string, string>();
  let contentTypes: ContentTypes | undefined;
  for (const entry of [contentTypesEntry, ...parts.filter((part) => part !== contentTypesEntry)]) {
    const inflated = inflateAndVerify(archive, entry, limits, budget);
    if (!inflated.ok) return inflated;
    if (!isXmlPart(entry.name, contentTypes === undefined ? undefined : contentTypeOf(contentTypes, entry.name))) continue;
    if (tagOpeningsExceed(inflated.value, limits.maxTagsPerPart)) return err(tooManyTagOpenings(entry, limits));
    const text = decodeXmlPart(inflated.value, entry.name);
    if (!text.ok) return text;
    xmlTexts.set(entry.name.toLowerCase(), text.value);
    contentTypes ??= parseContentTypes(text.value);
  }
  return contentTypes === undefined ? err(refusal('missing_document_part', 'The package has no [Content_Types].xml.')) : ok({ xmlTexts, contentTypes });
};

/** A package read and checked but for the syntax of its XML parts, which the caller checks (see openDocx). */
export interface ReadPackage {
  readonly pkg: DocxPackage;
  /** The XML parts, in archive order, as the package spells them. */
  readonly xmlParts: readonly string[];
  readonly limits: DocxLimits;
}

/**
 * Reads a .docx safely: reads the zip directory, refuses what docs/limits.md#uploads-refused refuses (each with
 * its own code and a message for the person who uploaded it), inflates and verifies every part
 * within the limits, and decodes every XML part. What it leaves is checking that XML is
 * well-formed: compileTemplate does that in the scan that reads a template part anyway.
 */
export const readDocx = (bytes: Uint8Array, limits?: Partial<DocxLimits>): Result<ReadPackage, DocxRefusal> => {
  const resolved = resolveDocxLimits(limits);
  const archive = Buffer.from(bytes);
  const directory = readZipDirectory(archive, resolved.maxEntries);
  if (!directory.ok) return directory;
  const problem = checkZipEntries(directory.value, resolved);
  if (problem !== undefined) return err(problem);
  const parts = directory.value.filter((entry) => !isDirectory(entry));

  const inflated = inflateParts(archive, parts, resolved);
  if (!inflated.ok) return inflated;
  const { xmlTexts, contentTypes } = inflated.value;

  const byLowerName = new Map(parts.map((entry) => [entry.name.toLowerCase(), entry.name]));
  const partName = (name: string): string | undefined => byLowerName.get(name.toLowerCase());
  const typeOf = (name: string): string | undefined => contentTypeOf(contentTypes, name);
  const packageRelationshipsXml = xmlTexts.get(PACKAGE_RELATIONSHIPS_PART);
  const packageRelationships =
    packageRelationshipsXml === undefined ? [] : parseRelationships(packageRelationshipsXml, '', (name) => partName(name) ?? name);
  const mainDocumentPart = findMainDocumentPart(packageRelationships, partName, typeOf);
  if (!mainDocumentPart.ok) return mainDocumentPart;

  const pkg = createDocxPackage({ archive, entries: parts, xmlTexts, contentTypes, mainDocumentPart: mainDocumentPart.value });
  const macros = findMacros(pkg);
  if (macros !== undefined) return err(macros);
  const xmlParts = parts.filter((entry) => xmlTexts.has(entry.name.toLowerCase())).map((entry) => entry.name);
  return ok({ pkg, xmlParts, limits: resolved });
};

/**
 * Opens a .docx safely: everything readDocx checks, and every XML part well-formed and within
 * the element depth limit. All of this happens here, once, so that holding a DocxPackage means
 * the file is safe; compiled templates are cached, so the render path never opens the same file
 * twice.
 *
 * The input bytes are copied: the package may outlive the caller's buffer.
 */
export const openDocx = (bytes: Uint8Array, limits?: Partial<DocxLimits>): Result<DocxPackage, DocxRefusal> => {
  const read = readDocx(bytes, limits);
  if (!read.ok) return read;
  const refused = checkXmlParts(read.value.pkg, read.value.xmlParts, read.value.limits);
  return refused === undefined ? ok(read.value.pkg) : err(refused);
};
