import type { DocxPackage } from '../package/docx-package';
import { inflateRawSync } from 'node:zlib';
import { tagEnd } from '../xml/xml-scanner';
import { deflateHead, type DocxChange, type HeadedPart } from '../package/write-docx';
import { relationshipsPartOf } from '../package/part-names';
import { escapeXmlText } from '../xml/xml-text';
import { mapEntry } from './map-entry';
import { TargetStyles } from './target-styles';
import { packageReader, rootNamespaces, type NotesKind, type PackageReader } from './package-reader';

const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const WML = 'application/vnd.openxmlformats-officedocument.wordprocessingml';
/** What Word declares on the root of its parts: a part made here declares the same. */
const WORD_NAMESPACES =
  'xmlns:wpc="http://schemas.microsoft.com/office/word/2010/wordprocessingCanvas" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" ' +
  'xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math" xmlns:v="urn:schemas-microsoft-com:vml" ' +
  'xmlns:wp14="http://schemas.microsoft.com/office/word/2010/wordprocessingDrawing" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ' +
  'xmlns:w10="urn:schemas-microsoft-com:office:word" xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
  'xmlns:w14="http://schemas.microsoft.com/office/word/2010/wordml" xmlns:w15="http://schemas.microsoft.com/office/word/2012/wordml" ' +
  'xmlns:wpg="http://schemas.microsoft.com/office/word/2010/wordprocessingGroup" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture" mc:Ignorable="w14 w15 wp14"';
const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n';

/** The counters of ids that must be unique in the whole output; shared with the render that fills the target. */
export interface IdCounters {
  drawing: number;
  annotation: number;
  /** The numbers ending VML shape ids and embedded objects' ShapeID/ObjectID (see IdFamily `shape`). */
  shape: number;
}

interface AddedRelationships {
  readonly ids: Set<string>;
  readonly xml: string[];
  counter: number;
}

const NOTES: Readonly<Record<NotesKind, { root: string; type: string; file: string; empty: string }>> = {
  footnotes: {
    root: 'w:footnotes',
    type: 'footnotes',
    file: 'word/footnotes.xml',
    empty:
      '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>' +
      '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:footnote>',
  },
  endnotes: {
    root: 'w:endnotes',
    type: 'endnotes',
    file: 'word/endnotes.xml',
    empty:
      '<w:endnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:endnote>' +
      '<w:endnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/></w:r></w:p></w:endnote>',
  },
  comments: { root: 'w:comments', type: 'comments', file: 'word/comments.xml', empty: '' },
};

const directoryOf = (part: string): string => part.slice(0, Math.max(0, part.lastIndexOf('/')));

/** A relationship target from one part to another: relative below the source's folder, absolute otherwise. */
export const relativeTarget = (fromPart: string, toPart: string): string => {
  const directory = directoryOf(fromPart);
  return directory === '' ? toPart : toPart.startsWith(`${directory}/`) ? toPart.slice(directory.length + 1) : `/${toPart}`;
};

/**
 * The package being written, and everything composing adds to it: parts, relationships, content
 * types, styles, numbering, notes and namespace declarations. Nothing is written until `finish`,
 * which turns the additions into writeDocx changes over the parts as rendered.
 */
export class TargetPackage {
  readonly reader: PackageReader;
  private bookmarkNames: Set<string> | undefined;
  private readonly partNames: Set<string>;
  private readonly addedParts = new Map<string, DocxChange>();
  private readonly defaults = new Map<string, string>();
  private readonly overrides = new Map<string, string>();
  private readonly relationships = new Map<string, AddedRelationships>();
  private readonly namespaceAdditions = new Map<string, Map<string, string>>();
  readonly addedStyles: string[] = [];
  readonly addedAbstracts: string[] = [];
  readonly addedNums: string[] = [];
  private readonly addedNotes = new Map<NotesKind, string[]>();
  private readonly createdParts = new Map<string, string>();
  private stylesOfTarget: TargetStyles | undefined;
  private numId: number;
  private abstractId: number;

  constructor(
    readonly pkg: DocxPackage,
    readonly ids: IdCounters,
    /** Numbering instances also made by the render itself (restarted lists) take ids from the same counter. */
    private readonly numIds: { next: (atLeast: number) => number } | undefined = undefined,
  ) {
    this.reader = packageReader(pkg);
    this.partNames = new Set(pkg.names.map((name) => name.toLowerCase()));
    this.numId = this.reader.numbering?.maxNumId ?? 0;
    this.abstractId = this.reader.numbering?.maxAbstractId ?? -1;
  }

  get styles(): TargetStyles {
    this.stylesOfTarget ??= new TargetStyles(this.reader.styles, this.addedStyles);
    return this.stylesOfTarget;
  }

  /** Claims a bookmark name; false when it is taken (an imported bookmark whose name is taken is left out). */
  claimBookmarkName(name: string): boolean {
    this.bookmarkNames ??= new Set(bookmarkNamesOf(this.pkg));
    const lower = name.toLowerCase();
    if (this.bookmarkNames.has(lower)) return false;
    this.bookmarkNames.add(lower);
    return true;
  }

  get mainPart(): string {
    return this.pkg.mainDocumentPart;
  }

  nextNumId(): number {
    this.numId = this.numIds === undefined ? this.numId + 1 : this.numIds.next(this.numId + 1);
    return this.numId;
  }

  nextAbstractId(): number {
    return ++this.abstractId;
  }

  /** A free part name like `preferred` (`word/media/image1.png`, else `word/media/image1_2.png` ...). */
  freePartName(preferred: string): string {
    const dot = preferred.lastIndexOf('.');
    const stem = dot > preferred.lastIndexOf('/') ? preferred.slice(0, dot) : preferred;
    const extension = dot > preferred.lastIndexOf('/') ? preferred.slice(dot) : '';
    let name = preferred;
    for (let counter = 2; this.partNames.has(name.toLowerCase()); counter++) name = `${stem}_${counter}${extension}`;
    this.partNames.add(name.toLowerCase());
    return name;
  }

  /** Adds a part with its content type (a Default for its extension when it has none yet, else an Override). */
  addPart(name: string, change: DocxChange, contentType: string | undefined): void {
    this.addedParts.set(name, change);
    if (contentType === undefined) return;
    const dot = name.lastIndexOf('.');
    const extension = dot > name.lastIndexOf('/') ? name.slice(dot + 1).toLowerCase() : '';
    const byDefault = this.defaults.get(extension) ?? this.pkg.contentTypes.defaults.get(extension);
    if (byDefault === contentType) return;
    if (byDefault === undefined && extension !== '' && !contentType.endsWith('+xml')) this.defaults.set(extension, contentType);
    else this.overrides.set(name, contentType);
  }

  /** Adds a relationship of a part; answers its id (`wantedId` when given: a copied part keeps its own ids). */
  addRelationship(sourcePart: string, type: string, target: string, external: boolean, wantedId?: string): string {
    const key = sourcePart.toLowerCase();
    let added = this.relationships.get(key);
    if (added === undefined) {
      const existing = this.pkg.relationships(sourcePart).map((relationship) => relationship.id);
      added = { ids: new Set(existing), xml: [], counter: 0 };
      this.relationships.set(key, added);
    }
    let id = wantedId ?? '';
    if (id === '' || added.ids.has(id)) {
      do id = `rIdC${++added.counter}`;
      while (added.ids.has(id));
    }
    added.ids.add(id);
    added.xml.push(`<Relationship Id="${id}" Type="${type}" Target="${escapeXmlText(target).replace(/"/g, '&quot;')}"${external ? ' TargetMode="External"' : ''}/>`);
    return id;
  }

  /** Makes sure the root of a target part declares the prefixes the imported content uses. */
  declareNamespaces(targetPart: string, declarations: ReadonlyMap<string, string>): void {
    const own = this.createdParts.has(targetPart.toLowerCase()) ? new Map<string, string>() : this.reader.namespaces(targetPart);
    let additions = this.namespaceAdditions.get(targetPart);
    for (const [prefix, uri] of declarations) {
      if (prefix === 'xmlns' || own.has(prefix) || additions?.has(prefix)) continue;
      if (additions === undefined) {
        additions = new Map();
        this.namespaceAdditions.set(targetPart, additions);
      }
      additions.set(prefix, uri);
    }
  }

  /** The notes (or comments) part, made when the target has none. */
  notesPart(kind: NotesKind): string {
    const existing = this.reader.mainRelated(`/${NOTES[kind].type}`) ?? this.createdParts.get(kind);
    if (existing !== undefined) return existing;
    const part = this.freePartName(NOTES[kind].file);
    this.createdParts.set(kind, part);
    this.createdParts.set(part.toLowerCase(), part);
    this.addPart(part, '', `${WML}.${kind}+xml`);
    this.addRelationship(this.mainPart, `${REL}/${NOTES[kind].type}`, relativeTarget(this.mainPart, part), false);
    return part;
  }

  addNote(kind: NotesKind, xml: string): void {
    this.notesPart(kind);
    const notes = this.addedNotes.get(kind) ?? [];
    notes.push(xml);
    this.addedNotes.set(kind, notes);
  }

  /** The styles part, made when the target has none. */
  stylesPart(): string {
    return this.reader.mainRelated('/styles') ?? this.createPart('styles', 'word/styles.xml', `${WML}.styles+xml`);
  }

  numberingPart(): string {
    return this.reader.mainRelated('/numbering') ?? this.createPart('numbering', 'word/numbering.xml', `${WML}.numbering+xml`);
  }

  private createPart(type: string, preferred: string, contentType: string): string {
    const known = this.createdParts.get(type);
    if (known !== undefined) return known;
    const part = this.freePartName(preferred);
    this.createdParts.set(type, part);
    this.createdParts.set(part.toLowerCase(), part);
    this.addPart(part, '', contentType);
    this.addRelationship(this.mainPart, `${REL}/${type}`, relativeTarget(this.mainPart, part), false);
    return part;
  }

  /**
   * Writes every addition into `changes`, over the parts as they stand there (rendered) or in
   * the package. Answers the parts it wrote that were not in `changes` before and hold no notes
   * (their content depends on what was imported, not on a render's data), each with a key: what
   * was added to the package's own part, which with the part's name determines its content.
   */
  finish(changes: Map<string, DocxChange>): ReadonlyMap<string, readonly string[]> {
    const before = new Set([...changes.keys()].map((name) => name.toLowerCase()));
    const written = new Map<string, { readonly name: string; readonly additions: string[] }>();
    const current = (name: string): string | undefined => currentText(this.pkg, changes, name);
    const put = (name: string, xml: string | Uint8Array | HeadedPart, addition: string): void => {
      const existing = [...changes.keys()].find((key) => key.toLowerCase() === name.toLowerCase());
      changes.set(existing ?? name, xml);
      if (before.has(name.toLowerCase())) return;
      const entry = written.get(name.toLowerCase()) ?? { name: existing ?? name, additions: [] };
      entry.additions.push(addition);
      written.set(name.toLowerCase(), entry);
    };
    for (const [name, change] of this.addedParts) if (!this.createdParts.has(name.toLowerCase())) changes.set(name, change);

    const splice = (name: string, root: string, additions: string, before?: RegExp): void => {
      const created = this.createdParts.has(name.toLowerCase()) && typeof currentText(this.pkg, changes, name) !== 'string';
      const xml = created ? `${DECLARATION}<${root} ${WORD_NAMESPACES}>${root === 'w:footnotes' ? NOTES.footnotes.empty : root === 'w:endnotes' ? NOTES.endnotes.empty : ''}</${root}>` : (current(name) ?? '');
      const close = xml.lastIndexOf(`</${root}>`);
      let at = close === -1 ? xml.length : close;
      if (before !== undefined) {
        const match = before.exec(xml);
        if (match !== null && match.index < at) at = match.index;
      }
      put(name, xml.slice(0, at) + additions + xml.slice(at), additions);
    };
    if (this.addedStyles.length > 0) splice(this.stylesPart(), 'w:styles', this.addedStyles.join(''));
    if (this.addedAbstracts.length > 0 || this.addedNums.length > 0) {
      const part = this.numberingPart();
      if (this.addedAbstracts.length > 0) splice(part, 'w:numbering', this.addedAbstracts.join(''), /<w:num[\s>]|<w:numIdMacAtCleanup\b/);
      if (this.addedNums.length > 0) splice(part, 'w:numbering', this.addedNums.join(''), /<w:numIdMacAtCleanup\b/);
    }
    for (const [kind, notes] of this.addedNotes) splice(this.notesPart(kind), NOTES[kind].root, notes.join(''));
    for (const [part, additions] of this.namespaceAdditions) {
      const undeclared = (declared: ReadonlyMap<string, string>): string =>
        [...additions].filter(([prefix]) => !declared.has(prefix)).map(([prefix, uri]) => ` ${prefix}="${uri}"`).join('');
      const rendered = renderedBytes(changes, part);
      if (rendered !== undefined) {
        // A rendered part: only its root start tag is read, the rest copied.
        const root = renderedRoot(this.pkg, part, rendered);
        if (root === undefined) continue;
        // The rest is written as rendered (not copied): only the root's name and the declarations are new bytes.
        const declarations = undeclared(root.declared);
        put(part, { ...declaredHead(root, declarations), rest: rendered.subarray(root.at) }, declarations);
        continue;
      }
      const xml = current(part);
      if (xml === undefined) continue;
      const head = xml.length > ROOT_READ ? xml.slice(0, ROOT_READ) : xml;
      const root = rootStart(head);
      if (root === undefined) continue;
      const declarations = undeclared(rootNamespaces(tagEnd(head, root.at) !== -1 ? head : xml));
      put(part, xml.slice(0, root.at) + declarations + xml.slice(root.at), declarations);
    }
    for (const [key, added] of this.relationships) {
      if (added.xml.length === 0) continue;
      const source = this.pkg.partName(key) ?? this.createdParts.get(key) ?? [...this.addedParts.keys()].find((name) => name.toLowerCase() === key) ?? key;
      const relsPart = relationshipsPartOf(source);
      const xml = current(relsPart) ?? `${DECLARATION}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>`;
      const at = xml.lastIndexOf('</Relationships>');
      put(relsPart, at === -1 ? xml : xml.slice(0, at) + added.xml.join('') + xml.slice(at), added.xml.join(''));
    }
    if (this.defaults.size > 0 || this.overrides.size > 0) {
      const xml = current('[Content_Types].xml') ?? '';
      const defaults = [...this.defaults].map(([extension, type]) => `<Default Extension="${extension}" ContentType="${type}"/>`).join('');
      const overrides = [...this.overrides].map(([name, type]) => `<Override PartName="/${name}" ContentType="${type}"/>`).join('');
      const firstOverride = xml.indexOf('<Override');
      const close = xml.lastIndexOf('</Types>');
      const at = firstOverride === -1 ? close : firstOverride;
      put('[Content_Types].xml', xml.slice(0, at) + defaults + xml.slice(at, close) + overrides + xml.slice(close), `${defaults}\u0000${overrides}`);
    }
    // Notes carry a render's data: never answered, even when written again for namespace declarations.
    for (const kind of this.addedNotes.keys()) written.delete(this.notesPart(kind).toLowerCase());
    return new Map([...written.values()].map(({ name, additions }) => [name, [name, ...additions]]));
  }
}

/** How much of a rendered part is read to find its root element's start tag. */
const ROOT_READ = 16 * 1024;

/** Where the root element's name ends in the start of a part (declarations go there), if it has one. */
const rootStart = (head: string): { readonly at: number } | undefined => {
  const root = /<[A-Za-z_][\w.-]*:[\w.-]+(?=[\s>])/.exec(head.replace(/^(?:\s*<\?[\s\S]*?\?>)*/, ''));
  return root === null ? undefined : { at: head.indexOf(root[0]) + root[0].length };
};

interface RootTag {
  /** The part's bytes up to the end of its root start tag. */
  readonly bytes: Buffer;
  readonly at: number;
  readonly declared: ReadonlyMap<string, string>;
  /** The part's start up to `at` with declarations added, by the declarations (a few: what the snippets met add). */
  readonly heads: Map<string, Pick<HeadedPart, 'head' | 'deflatedHead'>>;
}

/** Declared heads kept per root tag: a template's renders add the same few sets of declarations. */
const MAX_HEADS = 8;

/**
 * A rendered part's start up to the end of its root's name, with declarations added, and the
 * same deflated ahead: made once per root tag and declarations (neither depends on the data).
 */
const declaredHead = (root: RootTag, declarations: string): Pick<HeadedPart, 'head' | 'deflatedHead'> => {
  const known = root.heads.get(declarations);
  if (known !== undefined) return known;
  const head = Buffer.concat([root.bytes.subarray(0, root.at), Buffer.from(declarations, 'utf8')]);
  const made = { head, deflatedHead: deflateHead(head) };
  if (root.heads.size >= MAX_HEADS) root.heads.delete(root.heads.keys().next().value ?? '');
  root.heads.set(declarations, made);
  return made;
};

/** The root start tag of a template's rendered parts, by part: the same in every render (it is the start of the program's first slice). */
const rootTags = new WeakMap<DocxPackage, Map<string, RootTag>>();

/**
 * The root start tag of a rendered part: where its name ends and what it declares; undefined
 * when the part has none within its first ROOT_READ bytes. Read once per template and part,
 * and reused while a render starts with the same bytes.
 */
const renderedRoot = (pkg: DocxPackage, part: string, rendered: Uint8Array): RootTag | undefined => {
  const byPart = mapEntry(rootTags, pkg, () => new Map<string, RootTag>());
  const known = byPart.get(part);
  if (known !== undefined && rendered.length >= known.bytes.length && known.bytes.equals(rendered.subarray(0, known.bytes.length))) return known;
  // Read as bytes, one a character: offsets in the text are offsets in the bytes.
  const head = Buffer.from(rendered.buffer, rendered.byteOffset, Math.min(rendered.length, ROOT_READ)).toString('latin1');
  const root = rootStart(head);
  const end = root === undefined ? -1 : tagEnd(head, root.at);
  if (root === undefined || end === -1) return undefined;
  const found: RootTag = { bytes: Buffer.from(rendered.subarray(0, end)), at: root.at, declared: rootNamespaces(head), heads: new Map() };
  byPart.set(part, found);
  return found;
};

/** A part as the render wrote it (bytes), if it is one. */
const renderedBytes = (changes: ReadonlyMap<string, DocxChange>, name: string): Uint8Array | undefined => {
  const change = changes.get(name);
  return change instanceof Uint8Array && change.length > ROOT_READ ? change : undefined;
};

const currentText = (pkg: DocxPackage, changes: ReadonlyMap<string, DocxChange>, name: string): string | undefined => {
  let change = changes.get(name);
  if (change === undefined) {
    const lower = name.toLowerCase();
    for (const [key, value] of changes) if (key.toLowerCase() === lower) change = value;
  }
  if (change === null) return undefined;
  if (typeof change === 'string') return change;
  if (change instanceof Uint8Array) return Buffer.from(change.buffer, change.byteOffset, change.byteLength).toString('utf8');
  if (change !== undefined && 'copyFrom' in change) return change.copyFrom.text(change.part);
  if (change !== undefined && 'rest' in change) return Buffer.concat([change.head, change.rest]).toString('utf8');
  if (change !== undefined && 'stored' in change) return Buffer.from(change.stored).toString('utf8');
  if (change !== undefined) return Buffer.from(inflateRawSync(change.deflated)).toString('utf8');
  return pkg.has(name) ? pkg.text(name) : undefined;
};

const BOOKMARK_NAME = /<w:bookmarkStart\b[^>]*?\sw:name\s*=\s*"([^"]*)"/g;

const bookmarkNameCache = new WeakMap<DocxPackage, ReadonlySet<string>>();

const bookmarkNamesOf = (pkg: DocxPackage): ReadonlySet<string> => {
  const cached = bookmarkNameCache.get(pkg);
  if (cached !== undefined) return cached;
  const names = new Set<string>();
  for (const name of pkg.names) {
    if (!/^word\/[^/]*\.xml$/i.test(name)) continue;
    const xml = pkg.text(name);
    if (!xml.includes('<w:bookmarkStart')) continue;
    for (const match of xml.matchAll(BOOKMARK_NAME)) names.add((match[1] ?? '').toLowerCase());
  }
  bookmarkNameCache.set(pkg, names);
  return names;
};
