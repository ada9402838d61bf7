import { SHAPE_ID_ATTRIBUTES } from '../part-model/copy-sites';
import { decodeXmlText, escapeXmlText } from '../xml/xml-text';
import type { PackageImport } from './package-import';
import type { NotesKind } from './package-reader';
import { planXml, type PlannedXml, type TagRewriting, type TagSite } from './planned-xml';
import { attributeOf, removeElements, rewriteStartTags, startTag, withAttribute, withoutAttribute } from '../xml/start-tags';
import { withStyleNumbering } from './style-numbered-paragraphs';

export interface InsertionOptions {
  /** Keep section breaks (merged documents); a snippet is content, not page layout: its section breaks go. */
  readonly keepSections: boolean;
  /** The text of one of the source's notes parts as it is to be imported (a snippet's is rendered with the insertion's data). */
  readonly notesText: (kind: NotesKind, part: string) => string;
  /**
   * Numbering instances by the numId written in the content: insertions that continue one list share
   * it; a fresh map restarts lists. A numId written as `q…` (see restartToken) always gets its own instance.
   */
  readonly lists: Map<string, string>;
}

/** The numId a render writes for a list restarted inside imported content: a new instance when the content is imported. */
export const restartToken = (numId: string, serial: number): string => `q${numId}.${serial}`;

const STYLE_REFERENCES = new Set(['w:pStyle', 'w:rStyle', 'w:tblStyle']);
const NOTE_REFERENCES: Readonly<Record<string, NotesKind>> = {
  'w:footnoteReference': 'footnotes',
  'w:endnoteReference': 'endnotes',
  'w:commentRangeStart': 'comments',
  'w:commentRangeEnd': 'comments',
  'w:commentReference': 'comments',
};
/** Elements whose `w:id` must be unique in the document (revisions and ranges); bookmarks are apart. */
const ANNOTATIONS = new Set([
  'w:ins', 'w:del', 'w:moveFrom', 'w:moveTo', 'w:rPrChange', 'w:pPrChange', 'w:sectPrChange', 'w:tblPrChange', 'w:trPrChange', 'w:tcPrChange',
  'w:tblGridChange', 'w:numberingChange', 'w:cellIns', 'w:cellDel', 'w:cellMerge', 'w:moveFromRangeStart', 'w:moveFromRangeEnd',
  'w:moveToRangeStart', 'w:moveToRangeEnd', 'w:customXmlInsRangeStart', 'w:customXmlInsRangeEnd', 'w:customXmlDelRangeStart',
  'w:customXmlDelRangeEnd', 'w:permStart', 'w:permEnd',
]);
/** Every element rewriteTag changes besides those with relationship attributes. */
const REWRITTEN = new Set([
  ...STYLE_REFERENCES, ...Object.keys(NOTE_REFERENCES), ...ANNOTATIONS,
  ...SHAPE_ID_ATTRIBUTES.keys(), 'w:numId', 'w:bookmarkStart', 'w:bookmarkEnd', 'w:id', 'wp:docPr', 'w:p', 'wp:anchor', 'wp:inline', 'w:pict', 'w:object',
]);
/**
 * Elements whose rewrite differs from one insertion to the next (fresh ids, numbering instances,
 * notes); every other start tag an insertion rewrites depends only on the import (styles,
 * relationships), so one import writes it alike each time (see Insertion.writePlanned).
 */
const PER_INSERTION = new Set([...Object.keys(NOTE_REFERENCES), ...ANNOTATIONS, ...SHAPE_ID_ATTRIBUTES.keys(), 'w:numId', 'w:bookmarkStart', 'w:bookmarkEnd', 'w:id', 'wp:docPr']);
const RELATIONSHIP_ATTRIBUTE = /\s(r:[\w.-]+)\s*=\s*"([^"]*)"/g;
const SECTION_REFERENCES = new Set(['w:headerReference', 'w:footerReference']);

/** Optional ids Word writes on paragraphs, drawings and legacy pictures and objects, left out of imported content rather than renumbered. */
const OPTIONAL_IDS: Readonly<Record<string, readonly [prefix: string, ...names: string[]]>> = {
  'w:p': ['w14:', 'w14:paraId', 'w14:textId'],
  'wp:anchor': ['wp14:', 'wp14:anchorId', 'wp14:editId'],
  'wp:inline': ['wp14:', 'wp14:anchorId', 'wp14:editId'],
  'w:pict': ['w14:', 'w14:anchorId'],
  'w:object': ['w14:', 'w14:anchorId'],
};

const withoutOptionalIds = (name: string, attributes: string): string => {
  const ids = OPTIONAL_IDS[name];
  if (ids === undefined || !attributes.includes(ids[0])) return attributes;
  let rewritten = attributes;
  for (const id of ids.slice(1)) rewritten = withoutAttribute(rewritten, id);
  return rewritten;
};

/**
 * A start tag as every insertion writes it, when that does not depend on the insertion (a
 * paragraph or drawing without relationship attributes: only its optional ids go); undefined
 * when the insertion must rewrite it (see Insertion.rewriteTag).
 */
export const constantRewrite = (name: string, attributes: string, selfClosing: boolean, tag: string): string | undefined => {
  if (OPTIONAL_IDS[name] === undefined || attributes.includes(' r:')) return undefined;
  const rewritten = withoutOptionalIds(name, attributes);
  return rewritten === attributes ? tag : startTag(name, rewritten, selfClosing);
};

const isRewritten = (name: string): boolean => REWRITTEN.has(name);

const SNIPPET_REWRITING: TagRewriting = { wanted: isRewritten, constant: constantRewrite, removeSections: true };
const MERGE_REWRITING: TagRewriting = { ...SNIPPET_REWRITING, removeSections: false };

/** A static slice of snippet content planned for every insertion (see planXml). */
export const planContent = (xml: string): PlannedXml | undefined => planXml(xml, SNIPPET_REWRITING);

interface SharedMaps {
  readonly bookmarks: Map<string, string>;
  readonly droppedBookmarks: Set<string>;
  readonly annotations: Map<string, string>;
  readonly notes: Map<string, string | null>;
  /** Fresh shape numbers by original (see IdFamily `shape`): one per original in an insertion, as a shape's ids name each other. */
  readonly shapes: Map<string, string>;
}

/**
 * One placing of a source's content into a target part: rewrites the content's XML so that it
 * refers to what the import brought into the target (styles, lists, relationships, notes) and
 * carries ids free in the target (drawings, bookmarks, revisions, content controls, notes).
 * Paragraph ids (`w14:paraId`, `w14:textId`), which are optional, are left out rather than renumbered.
 */
export class Insertion {
  /** Planned content as this import writes it into this part but for per-insertion sites (see writePlanned). */
  private readonly resolved: Map<PlannedXml, PlannedXml>;

  private constructor(
    readonly from: PackageImport,
    readonly sourcePart: string,
    readonly targetPart: string,
    private readonly options: InsertionOptions,
    private readonly maps: SharedMaps,
  ) {
    this.resolved = from.placing(sourcePart, targetPart);
  }

  static start(from: PackageImport, sourcePart: string, targetPart: string, options: InsertionOptions): Insertion {
    return new Insertion(from, sourcePart, targetPart, options, {
      bookmarks: new Map(),
      droppedBookmarks: new Set(),
      annotations: new Map(),
      notes: new Map(),
      shapes: new Map(),
    });
  }

  /** The same insertion's content found in another part (its notes, a header). */
  within(sourcePart: string, targetPart: string): Insertion {
    return new Insertion(this.from, sourcePart, targetPart, this.options, this.maps);
  }

  /**
   * Planned content (see planContent) as this insertion writes it. The first insertion of an
   * import writes every site, in order, and keeps the slice with the sites that every insertion
   * of that import writes alike filled in (see PER_INSERTION); the next ones rewrite only the rest.
   */
  writePlanned(planned: PlannedXml): string {
    const resolved = this.resolved.get(planned);
    if (resolved !== undefined) {
      let xml = resolved.pieces[0] ?? '';
      for (const [index, site] of resolved.sites.entries()) xml += this.rewriteTag(site.name, site.attributes, site.selfClosing, site.tag) + (resolved.pieces[index + 1] ?? '');
      return xml;
    }
    const pieces: string[] = [];
    const sites: TagSite[] = [];
    let piece = planned.pieces[0] ?? '';
    let xml = piece;
    for (const [index, site] of planned.sites.entries()) {
      const written = this.rewriteTag(site.name, site.attributes, site.selfClosing, site.tag);
      const next = planned.pieces[index + 1] ?? '';
      xml += written + next;
      if (PER_INSERTION.has(site.name)) {
        pieces.push(piece);
        sites.push(site);
        piece = next;
      } else piece += written + next;
    }
    pieces.push(piece);
    this.resolved.set(planned, { kind: 'planned', pieces, sites });
    return xml;
  }

  rewrite(xml: string): string {
    const content = withStyleNumbering(this.options.keepSections || !xml.includes('<w:sectPr') ? xml : removeElements(xml, 'w:sectPr'), this.from.source.styles);
    return rewriteStartTags(content, (name, attributes, selfClosing, tag) => this.rewriteTag(name, attributes, selfClosing, tag), isRewritten);
  }

  /** One start tag of the content as this insertion writes it ('' drops a self-closing element). */
  rewriteTag(name: string, attributes: string, selfClosing: boolean, tag: string): string {
    const hasRelationships = attributes.includes(' r:');
    let rewritten = attributes;
    if (hasRelationships) {
      let dropped = false;
      rewritten = attributes.replace(RELATIONSHIP_ATTRIBUTE, (_whole, attribute: string, id: string) => {
        const mapped = this.from.relationship(this.sourcePart, this.targetPart, decodeXmlText(id));
        if (mapped !== undefined) return ` ${attribute}="${mapped}"`;
        dropped = true;
        return '';
      });
      if (dropped && selfClosing && SECTION_REFERENCES.has(name)) return '';
    }
    const noteKind = NOTE_REFERENCES[name];
    if (STYLE_REFERENCES.has(name)) {
      const style = attributeOf(rewritten, 'w:val');
      if (style !== undefined) rewritten = withAttribute(rewritten, 'w:val', escapeXmlText(this.from.styleId(decodeXmlText(style))));
    } else if (name === 'w:numId') {
      const numId = attributeOf(rewritten, 'w:val');
      if (numId !== undefined && numId !== '0') rewritten = withAttribute(rewritten, 'w:val', this.numId(numId));
    } else if (noteKind !== undefined) {
      const id = attributeOf(rewritten, 'w:id');
      if (id === undefined) return startTag(name, rewritten, selfClosing);
      const mapped = this.note(noteKind, id);
      if (mapped === undefined) return selfClosing ? '' : startTag(name, rewritten, selfClosing);
      rewritten = withAttribute(rewritten, 'w:id', mapped);
    } else if (name === 'w:bookmarkStart' || name === 'w:bookmarkEnd') {
      const id = attributeOf(rewritten, 'w:id');
      if (id === undefined) return startTag(name, rewritten, selfClosing);
      if (name === 'w:bookmarkStart' && !this.maps.bookmarks.has(id)) {
        const bookmarkName = decodeXmlText(attributeOf(rewritten, 'w:name') ?? '');
        if (selfClosing && !this.from.target.claimBookmarkName(bookmarkName)) {
          this.maps.droppedBookmarks.add(id);
          return '';
        }
      }
      if (this.maps.droppedBookmarks.has(id)) return selfClosing ? '' : startTag(name, rewritten, selfClosing);
      rewritten = withAttribute(rewritten, 'w:id', this.fresh(this.maps.bookmarks, id));
    } else if (ANNOTATIONS.has(name)) {
      const id = attributeOf(rewritten, 'w:id');
      if (id !== undefined) rewritten = withAttribute(rewritten, 'w:id', this.fresh(this.maps.annotations, id));
    } else if (name === 'w:id') {
      // A content control's id: nothing refers to it, so each control gets its own (repeated ids in the source are not copied).
      if (attributeOf(rewritten, 'w:val') !== undefined) rewritten = withAttribute(rewritten, 'w:val', String(++this.from.target.ids.annotation));
    } else if (name === 'wp:docPr') {
      rewritten = withAttribute(rewritten, 'id', String(++this.from.target.ids.drawing));
    } else if (SHAPE_ID_ATTRIBUTES.has(name)) {
      rewritten = this.withFreshShapeIds(name, rewritten);
    } else if (OPTIONAL_IDS[name] !== undefined) {
      rewritten = withoutOptionalIds(name, rewritten);
    }
    return rewritten === attributes ? tag : startTag(name, rewritten, selfClosing);
  }

  /** A shape's or object's ids with their ending numbers renumbered (`_x0000_s1026` → `_x0000_s1031`), the same number alike. */
  private withFreshShapeIds(name: string, attributes: string): string {
    let rewritten = attributes;
    for (const attribute of SHAPE_ID_ATTRIBUTES.get(name) ?? []) {
      const value = attributeOf(rewritten, attribute);
      const number = value === undefined ? undefined : /\d+$/.exec(value);
      if (value === undefined || number == null) continue;
      let fresh = this.maps.shapes.get(number[0]);
      if (fresh === undefined) {
        fresh = String(++this.from.target.ids.shape);
        this.maps.shapes.set(number[0], fresh);
      }
      rewritten = withAttribute(rewritten, attribute, value.slice(0, number.index) + fresh);
    }
    return rewritten;
  }

  private fresh(map: Map<string, string>, id: string): string {
    let mapped = map.get(id);
    if (mapped === undefined) {
      mapped = String(++this.from.target.ids.annotation);
      map.set(id, mapped);
    }
    return mapped;
  }

  private numId(written: string): string {
    let numId = this.options.lists.get(written);
    if (numId === undefined) {
      const restarted = /^q(\d+)\.\d+$/.exec(written);
      numId = this.from.newNumId(restarted?.[1] ?? written, true);
      this.options.lists.set(written, numId);
    }
    return numId;
  }

  /** The target id of a note (or comment) of the source, imported on first reference; undefined when the source has no such note. */
  private note(kind: NotesKind, id: string): string | undefined {
    const key = `${kind}\n${id}`;
    const known = this.maps.notes.get(key);
    if (known !== undefined) return known ?? undefined;
    const sourcePart = this.from.source.mainRelated(`/${kind}`);
    const notes = sourcePart === undefined ? undefined : this.from.notesOf(kind, this.options.notesText(kind, sourcePart));
    const element = notes?.get(id);
    if (sourcePart === undefined || element === undefined) {
      this.maps.notes.set(key, null);
      return undefined;
    }
    const mapped = String(++this.from.target.ids.annotation);
    this.maps.notes.set(key, mapped);
    const targetPart = this.from.target.notesPart(kind);
    const within = this.within(sourcePart, targetPart);
    // The note's own start tag is never rewritten, so its id is set after.
    const planned = this.from.notePlan(element, this.options.keepSections ? MERGE_REWRITING : SNIPPET_REWRITING);
    const rewritten = planned === undefined ? within.rewrite(element) : within.writePlanned(planned);
    this.from.target.addNote(kind, rewritten.replace(/(\sw:id\s*=\s*)"[^"]*"/, `$1"${mapped}"`));
    return mapped;
  }
}
