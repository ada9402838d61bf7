import { type ContentTypes, contentTypeOf } from './content-types';
import type { DocxPackage } from './docx-package';
import { parseRelationships } from './relationships/parse-relationships';
import { relationshipsPartOf, sourcePartOf } from './part-names';
import { type ExternalRelationship, isHyperlinkRelationship, type Relationship } from './relationships/relationship';
import { attachZipSource } from './zip-source';
import { inflateZipEntry } from './zip/inflate-zip-entry';
import type { ZipEntry } from './zip/zip-entry';

export interface CheckedPackage {
  readonly archive: Buffer;
  /** The part entries (no directories), in archive order, already verified. */
  readonly entries: readonly ZipEntry[];
  /** Decoded text of every XML part, by lower-case name. */
  readonly xmlTexts: ReadonlyMap<string, string>;
  readonly contentTypes: ContentTypes;
  readonly mainDocumentPart: string;
}

const safeDecodeUri = (name: string): string => {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
};

/** Builds the package over an archive whose every check has passed. */
export const createDocxPackage = (checked: CheckedPackage): DocxPackage => {
  const { archive, entries, xmlTexts, contentTypes, mainDocumentPart } = checked;
  const byLowerName = new Map(entries.map((entry) => [entry.name.toLowerCase(), entry]));
  const relationshipCache = new Map<string, readonly Relationship[]>();

  const entryOf = (name: string): ZipEntry | undefined => {
    const lower = name.replace(/^\//, '').toLowerCase();
    return byLowerName.get(lower) ?? byLowerName.get(safeDecodeUri(lower));
  };
  const requireEntry = (name: string): ZipEntry => {
    const entry = entryOf(name);
    if (entry === undefined) throw new Error(`The package has no part named ${name}`);
    return entry;
  };
  const partName = (name: string): string | undefined => entryOf(name)?.name;
  const bytes = (name: string): Uint8Array => {
    const entry = requireEntry(name);
    const outcome = inflateZipEntry(archive, entry, entry.uncompressedSize);
    if (outcome.kind !== 'inflated') throw new Error(`The part ${entry.name} no longer inflates as it did when checked`);
    return Uint8Array.prototype.slice.call(outcome.bytes);
  };
  const text = (name: string): string => {
    const entry = requireEntry(name);
    return xmlTexts.get(entry.name.toLowerCase()) ?? Buffer.from(bytes(entry.name)).toString('utf8');
  };
  /** By the name asked for (a part without relationships too: composing asks again for each picture it copies). */
  const relationshipsOf = new Map<string, readonly Relationship[]>();
  const relationships = (source: string): readonly Relationship[] => {
    const known = relationshipsOf.get(source);
    if (known !== undefined) return known;
    const relsPart = partName(relationshipsPartOf(source));
    let parsed: readonly Relationship[] = [];
    if (relsPart !== undefined) {
      parsed = relationshipCache.get(relsPart) ?? parseRelationships(text(relsPart), source.replace(/^\//, ''), (resolved) => partName(resolved) ?? resolved);
      relationshipCache.set(relsPart, parsed);
    }
    relationshipsOf.set(source, parsed);
    return parsed;
  };

  const base = {
    names: entries.map((entry) => entry.name),
    contentTypes,
    size: archive.length,
    has: (name: string) => entryOf(name) !== undefined,
    partName,
    contentTypeOf: (name: string) => contentTypeOf(contentTypes, partName(name) ?? name),
    text,
    bytes,
    relationships,
  };
  const externalRelationships: ExternalRelationship[] = base.names.flatMap((relationshipsPart) => {
    const sourcePart = sourcePartOf(relationshipsPart);
    if (sourcePart === undefined) return [];
    return relationships(sourcePart)
      .filter((relationship) => relationship.targetMode === 'External' && !isHyperlinkRelationship(relationship.type))
      .map(({ id, type, target }) => ({ sourcePart, relationshipsPart, id, type, target }));
  });
  const pkg: DocxPackage = { ...base, mainDocumentPart, externalRelationships };
  attachZipSource(pkg, { archive, entries });
  return pkg;
};
