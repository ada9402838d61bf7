import type { DocxPackage } from '../package/docx-package';
import { readNumberingPart, type NumberingPart } from './numbering-part';
import { readStyleSheet, type StyleSheet } from '../part-model/style-sheet';

export type NotesKind = 'footnotes' | 'endnotes' | 'comments';

/** What composing reads of a package, parsed once and kept with the (immutable) package. */
export interface PackageReader {
  readonly pkg: DocxPackage;
  /** The part related from the main document part with this relationship type suffix (`/styles`), if any. */
  mainRelated(typeSuffix: string): string | undefined;
  readonly styles: StyleSheet | undefined;
  readonly numbering: NumberingPart | undefined;
  /** Namespace declarations (`xmlns:w` → uri) on a part's root element. */
  namespaces(part: string): ReadonlyMap<string, string>;
  /** The notes (or comments) of a notes part's text (its own, or as rendered): id → the whole element. */
  notes(kind: NotesKind, xml: string): ReadonlyMap<string, string>;
}

const readers = new WeakMap<DocxPackage, PackageReader>();

const ROOT = /<([A-Za-z_][\w.-]*(?::[\w.-]+)?)((?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/;

/** The namespace declarations of the first element of an XML text. */
export const rootNamespaces = (xml: string): Map<string, string> => {
  const declarations = new Map<string, string>();
  const root = ROOT.exec(xml.replace(/^(?:\s*<\?[\s\S]*?\?>)*/, ''));
  for (const match of (root?.[2] ?? '').matchAll(/\s(xmlns(?::[\w.-]+)?)\s*=\s*"([^"]*)"/g)) declarations.set(match[1] ?? '', match[2] ?? '');
  return declarations;
};

const NOTE_ELEMENT: Readonly<Record<NotesKind, RegExp>> = {
  footnotes: /<w:footnote\b((?:[^>"']|"[^"]*"|'[^']*')*?)(?:\/>|>[\s\S]*?<\/w:footnote>)/g,
  endnotes: /<w:endnote\b((?:[^>"']|"[^"]*"|'[^']*')*?)(?:\/>|>[\s\S]*?<\/w:endnote>)/g,
  comments: /<w:comment\b((?:[^>"']|"[^"]*"|'[^']*')*?)(?:\/>|>[\s\S]*?<\/w:comment>)/g,
};

export const packageReader = (pkg: DocxPackage): PackageReader => {
  const known = readers.get(pkg);
  if (known !== undefined) return known;
  const related = new Map<string, string | undefined>();
  const mainRelated = (typeSuffix: string): string | undefined => {
    if (related.has(typeSuffix)) return related.get(typeSuffix);
    const part = findMainRelated(typeSuffix);
    related.set(typeSuffix, part);
    return part;
  };
  const findMainRelated = (typeSuffix: string): string | undefined => {
    const relationship = pkg.relationships(pkg.mainDocumentPart).find((candidate) => candidate.targetMode === 'Internal' && candidate.type.endsWith(typeSuffix));
    const target = relationship?.targetPart;
    return target !== undefined && pkg.has(target) ? pkg.partName(target) : undefined;
  };
  let styles: StyleSheet | undefined | null = null;
  let numbering: NumberingPart | undefined | null = null;
  const namespaceCache = new Map<string, ReadonlyMap<string, string>>();
  const reader: PackageReader = {
    pkg,
    mainRelated,
    get styles() {
      if (styles === null) {
        const part = mainRelated('/styles');
        styles = part === undefined ? undefined : readStyleSheet(pkg.text(part));
      }
      return styles;
    },
    get numbering() {
      if (numbering === null) {
        const part = mainRelated('/numbering');
        numbering = part === undefined ? undefined : readNumberingPart(pkg.text(part));
      }
      return numbering;
    },
    namespaces(part) {
      let declarations = namespaceCache.get(part);
      if (declarations === undefined) {
        declarations = pkg.has(part) ? rootNamespaces(pkg.text(part)) : new Map<string, string>();
        namespaceCache.set(part, declarations);
      }
      return declarations;
    },
    notes(kind, xml) {
      const byId = new Map<string, string>();
      for (const match of xml.matchAll(NOTE_ELEMENT[kind])) {
        const id = /\sw:id\s*=\s*"([^"]*)"/.exec(match[1] ?? '')?.[1];
        if (id !== undefined) byId.set(id, match[0]);
      }
      return byId;
    },
  };
  readers.set(pkg, reader);
  return reader;
};
