import { type BoundedCache, boundedCache } from '../filters/bounded-cache';
import { isHyperlinkRelationship } from '../package/relationships/relationship';
import { mapEntry } from './map-entry';
import { restartingNumTail, type NumberingPart } from './numbering-part';
import type { NotesKind, PackageReader } from './package-reader';
import { planXml, type PlannedXml, type TagRewriting } from './planned-xml';
import { attributeOf, rewriteStartTags, startTag, withAttribute, withoutAttribute } from '../xml/start-tags';
import { comparableStyle, type StyleDefinition } from '../part-model/style-sheet';
import { relativeTarget, type TargetPackage } from './target-package';
import { escapeXmlText } from '../xml/xml-text';

const WML_PART = /\.(header|footer)\+xml$/;

/**
 * The id and name written in a style's shape (its definition compared without them). A private-use
 * character: the source side is escaped as XML text, which drops characters XML forbids (a NUL
 * would become "" there and stay on the target side, so no two styles would ever compare equal).
 */
const SHAPE_PLACEHOLDER = '\uE000';

const sourceShapes = new WeakMap<StyleDefinition, Map<string, string>>();
const targetShapes = boundedCache<string>(4096);
const referencesByDefinition = new WeakMap<StyleDefinition, readonly { readonly tagName: string; readonly value: string }[]>();
/** Source styles as imported, by definition and what determines the text (a few: a snippet lands in a few templates). */
const finalStyles = new WeakMap<StyleDefinition, BoundedCache<string>>();
const FINAL_STYLES_PER_DEFINITION = 16;
/** Source abstract lists renumbered, by numbering part, source id and new id. */
const renumberedAbstracts = new WeakMap<NumberingPart, Map<string, string>>();

/** The `w:next`, `w:link` and `w:numId` (not 0) values of a style definition, in the order written. */
const styleReferences = (definition: StyleDefinition): readonly { readonly tagName: string; readonly value: string }[] => {
  let references = referencesByDefinition.get(definition);
  if (references === undefined) {
    const found: { tagName: string; value: string }[] = [];
    rewriteStartTags(definition.xml, (tagName, attributes, _selfClosing, tag) => {
      const value = attributeOf(attributes, 'w:val');
      if (value !== undefined && (tagName === 'w:next' || tagName === 'w:link' || (tagName === 'w:numId' && value !== '0'))) found.push({ tagName, value });
      return tag;
    });
    references = found;
    referencesByDefinition.set(definition, references);
  }
  return references;
};

/** A target style with placeholder id and name, to compare with a source style's shape (kept for the next renders, a few hundred at most). */
const targetShape = (xml: string): string =>
  targetShapes(xml, () =>
    comparableStyle(
      rewriteStartTags(xml, (tagName, attributes, selfClosing, tag) => {
        if (tagName === 'w:style') return startTag(tagName, withoutAttribute(withAttribute(attributes, 'w:styleId', SHAPE_PLACEHOLDER), 'w:default'), selfClosing);
        if (tagName === 'w:name') return startTag(tagName, withAttribute(attributes, 'w:val', SHAPE_PLACEHOLDER), selfClosing);
        return tag;
      }),
    ),
  );

/** A source abstract list under a new id, kept with the source's (immutable) numbering part for the next renders. */
const renumberedAbstract = (numbering: NumberingPart | undefined, sourceId: string, id: string): string => {
  const byIds = numbering === undefined ? undefined : mapEntry(renumberedAbstracts, numbering, () => new Map<string, string>());
  const key = `${sourceId}\n${id}`;
  let renumbered = byIds?.get(key);
  if (renumbered === undefined) {
    const xml = numbering?.abstracts.get(sourceId) ?? `<w:abstractNum w:abstractNumId="${sourceId}"></w:abstractNum>`;
    // Word tells lists apart by nsid: an imported list without one is its own list.
    renumbered = rewriteStartTags(xml, (tagName, attributes, selfClosing, tag) =>
      tagName === 'w:abstractNum' ? startTag(tagName, withAttribute(attributes, 'w:abstractNumId', id), selfClosing) : tag,
    ).replace(/<w:nsid\b[^>]*\/>/, '');
    if (byIds !== undefined && byIds.size >= 64) byIds.clear();
    byIds?.set(key, renumbered);
  }
  return renumbered;
};

/**
 * What one source package (a snippet, or a document of a merged packet) brings into a target:
 * its styles, abstract lists, parts and relationships, each imported once under ids free in the
 * target. Per-insertion ids (numbering instances, notes, bookmarks) are the Insertion's.
 */
export class PackageImport {
  private readonly styleIds = new Map<string, string>();
  private readonly abstracts = new Map<string, string>();
  private readonly fixedNums = new Map<string, string>();
  private readonly parts = new Map<string, string>();
  private readonly relationshipIds = new Map<string, string | undefined>();
  private readonly addedIds = new Map<string, string>();
  private readonly parsedNotes = new Map<NotesKind, Map<string, ReadonlyMap<string, string>>>();
  private readonly notePlans = new Map<string, PlannedXml | null>();
  /** Planned slices with what this import writes alike in every insertion filled in, by source and target part (see placing). */
  private readonly placings = new Map<string, Map<string, Map<PlannedXml, PlannedXml>>>();
  /** A new numbering instance's XML after its numId, by source instance and whether it restarts. */
  private readonly numTails = new Map<string, string>();

  constructor(
    readonly source: PackageReader,
    readonly target: TargetPackage,
    /** The rewritten text of a header or footer part imported as `targetPart`. */
    private readonly rewritePart: (sourcePart: string, targetPart: string) => string,
  ) {}

  /** The notes of a notes part's text (as rendered for an insertion), parsed once per text. */
  notesOf(kind: NotesKind, xml: string): ReadonlyMap<string, string> {
    let byText = this.parsedNotes.get(kind);
    if (byText === undefined) {
      byText = new Map();
      this.parsedNotes.set(kind, byText);
    }
    let notes = byText.get(xml);
    if (notes === undefined) {
      notes = this.source.notes(kind, xml);
      byText.set(xml, notes);
    }
    return notes;
  }

  /** A note element read once for every insertion that imports it (see planXml). */
  notePlan(element: string, rewriting: TagRewriting): PlannedXml | undefined {
    let planned = this.notePlans.get(element);
    if (planned === undefined) {
      planned = planXml(element, rewriting) ?? null;
      this.notePlans.set(element, planned);
    }
    return planned ?? undefined;
  }

  /**
   * What insertions of this import from `sourcePart` into `targetPart` share: planned content with
   * what they all write alike filled in (see Insertion.writePlanned). Made on the first, which
   * declares the source part's namespaces on the target part.
   */
  placing(sourcePart: string, targetPart: string): Map<PlannedXml, PlannedXml> {
    return mapEntry(
      mapEntry(this.placings, sourcePart, () => new Map<string, Map<PlannedXml, PlannedXml>>()),
      targetPart,
      () => {
        this.target.declareNamespaces(targetPart, this.source.namespaces(sourcePart));
        return new Map<PlannedXml, PlannedXml>();
      },
    );
  }

  /** The target id of a source style: the same when the definitions agree (or it is new), else a fresh one. */
  styleId(sourceId: string): string {
    const known = this.styleIds.get(sourceId);
    if (known !== undefined) return known;
    const definition = this.source.styles?.byId.get(sourceId);
    const targetStyles = this.target.styles;
    if (definition === undefined) {
      this.styleIds.set(sourceId, sourceId);
      return sourceId;
    }
    if (definition.isDefault) {
      const targetDefault = this.target.reader.styles?.defaults.get(definition.type);
      if (targetDefault !== undefined) {
        this.styleIds.set(sourceId, targetDefault);
        return targetDefault;
      }
    }
    // Provisional, for `next` and `link` chains that come back to this style.
    this.styleIds.set(sourceId, sourceId);
    const basedOn = definition.basedOn === undefined ? undefined : this.styleId(definition.basedOn);
    const shape = this.shapeOf(definition, basedOn);
    const same = targetStyles.sameAs(sourceId, definition.name, (xml) => targetShape(xml) === shape);
    if (same !== undefined) {
      this.styleIds.set(sourceId, same);
      return same;
    }
    const imported = targetStyles.importedAs(shape);
    if (imported !== undefined) {
      this.styleIds.set(sourceId, imported);
      return imported;
    }
    const { id, name } = targetStyles.freeIdAndName(sourceId, definition.name);
    this.styleIds.set(sourceId, id);
    this.declareNamespaces('/styles', this.target.stylesPart());
    targetStyles.add(shape, id, this.finalStyle(definition, id, name ?? '', basedOn));
    return id;
  }

  /** A source style's definition without its id and name, its basedOn as imported: compared with the target's (cached with the source). */
  private shapeOf(definition: StyleDefinition, basedOn: string | undefined): string {
    let byBase = sourceShapes.get(definition);
    if (byBase === undefined) {
      byBase = new Map();
      sourceShapes.set(definition, byBase);
    }
    let shape = byBase.get(basedOn ?? '');
    if (shape === undefined) {
      shape = comparableStyle(this.rewriteStyle(definition, SHAPE_PLACEHOLDER, SHAPE_PLACEHOLDER, basedOn, false));
      byBase.set(basedOn ?? '', shape);
    }
    return shape;
  }

  /**
   * A source style as imported. What it refers to (`w:next`, `w:link`, `w:numId`) is imported first,
   * in the order the rewrite meets it (so the same is imported in the same order), and the text,
   * determined by the definition, its new id, name and base and those references as imported, is
   * kept with the (immutable) source definition for the next renders.
   */
  private finalStyle(definition: StyleDefinition, id: string, name: string, basedOn: string | undefined): string {
    const references = styleReferences(definition).map(({ tagName, value }) => (tagName === 'w:numId' ? this.fixedNumId(value) : this.styleId(value)));
    const key = [id, name, basedOn ?? SHAPE_PLACEHOLDER, ...references].join('\n');
    const byKey = mapEntry(finalStyles, definition, () => boundedCache<string>(FINAL_STYLES_PER_DEFINITION));
    return byKey(key, () => this.rewriteStyle(definition, id, name, basedOn, true));
  }

  private rewriteStyle(definition: StyleDefinition, id: string, name: string, basedOn: string | undefined, final: boolean): string {
    return rewriteStartTags(definition.xml, (tagName, attributes, selfClosing, tag) => {
      const value = attributeOf(attributes, 'w:val');
      switch (tagName) {
        case 'w:style':
          return startTag(tagName, withoutAttribute(withAttribute(attributes, 'w:styleId', escapeXmlText(id)), 'w:default'), selfClosing);
        case 'w:name':
          return startTag(tagName, withAttribute(attributes, 'w:val', escapeXmlText(name)), selfClosing);
        case 'w:basedOn':
          return basedOn === undefined ? tag : startTag(tagName, withAttribute(attributes, 'w:val', escapeXmlText(basedOn)), selfClosing);
        case 'w:next':
        case 'w:link':
          return value === undefined || !final ? tag : startTag(tagName, withAttribute(attributes, 'w:val', escapeXmlText(this.styleId(value))), selfClosing);
        case 'w:numId':
          return value === undefined || value === '0' || !final ? tag : startTag(tagName, withAttribute(attributes, 'w:val', this.fixedNumId(value)), selfClosing);
        default:
          return tag;
      }
    });
  }

  private declareNamespaces(typeSuffix: string, targetPart: string): void {
    const sourcePart = this.source.mainRelated(typeSuffix);
    if (sourcePart !== undefined) this.target.declareNamespaces(targetPart, this.source.namespaces(sourcePart));
  }

  /** A numbering instance for a style's numbering: one per source instance. */
  fixedNumId(sourceNumId: string): string {
    let numId = this.fixedNums.get(sourceNumId);
    if (numId === undefined) {
      numId = this.newNumId(sourceNumId, false);
      this.fixedNums.set(sourceNumId, numId);
    }
    return numId;
  }

  /** A new numbering instance of a source instance's (imported) list; `restart`: every level starts again. */
  newNumId(sourceNumId: string, restart: boolean): string {
    const instance = this.source.numbering?.nums.get(sourceNumId);
    if (instance === undefined) return '0';
    const key = `${sourceNumId}\n${restart}`;
    let tail = this.numTails.get(key);
    const abstractId = tail === undefined ? this.abstractId(instance.abstractId) : '';
    const numId = this.target.nextNumId();
    if (tail === undefined) {
      const overrides = instance.overrides === '' ? '' : this.rewriteNumberingStyles(instance.overrides);
      const starts = restart ? (this.source.numbering?.levelStarts.get(instance.abstractId) ?? []) : [];
      tail = restartingNumTail(abstractId, starts, overrides);
      this.numTails.set(key, tail);
    }
    this.target.addedNums.push(`<w:num w:numId="${numId}">${tail}`);
    return String(numId);
  }

  private abstractId(sourceId: string): string {
    let id = this.abstracts.get(sourceId);
    if (id !== undefined) return id;
    id = String(this.target.nextAbstractId());
    this.abstracts.set(sourceId, id);
    const renumbered = renumberedAbstract(this.source.numbering, sourceId, id);
    this.declareNamespaces('/numbering', this.target.numberingPart());
    this.target.addedAbstracts.push(this.rewriteNumberingStyles(renumbered));
    return id;
  }

  private rewriteNumberingStyles(xml: string): string {
    if (!xml.includes('Style') && !xml.includes('styleLink')) return xml;
    return rewriteStartTags(xml, (tagName, attributes, selfClosing, tag) => {
      if (tagName !== 'w:pStyle' && tagName !== 'w:rStyle' && tagName !== 'w:numStyleLink' && tagName !== 'w:styleLink') return tag;
      const value = attributeOf(attributes, 'w:val');
      return value === undefined ? tag : startTag(tagName, withAttribute(attributes, 'w:val', escapeXmlText(this.styleId(value))), selfClosing);
    });
  }

  /**
   * A relationship from the target part to a part the render added to the target (a picture from
   * data placed inside the content), under an id no relationship of the source part has, which the
   * content's rewrite then keeps as it is. Made once per source part, target part and part.
   */
  addedRelationship(sourcePart: string, targetPart: string, type: string, part: string, declarations: ReadonlyMap<string, string>): string {
    const key = `${sourcePart}\n${targetPart}\n\u0000${type}\n${part}`;
    let id = this.addedIds.get(key);
    if (id === undefined) {
      const sourceIds = new Set(this.source.pkg.relationships(sourcePart).map((relationship) => relationship.id));
      do id = this.target.addRelationship(targetPart, type, relativeTarget(targetPart, part), false);
      while (sourceIds.has(id));
      this.target.declareNamespaces(targetPart, declarations);
      this.relationshipIds.set(`${sourcePart}\n${targetPart}\n${id}`, id);
      this.addedIds.set(key, id);
    }
    return id;
  }

  /**
   * The target relationship id for a source part's relationship, the target it points to imported
   * first; undefined when it cannot be kept (unknown, or external and not a hyperlink).
   */
  relationship(sourcePart: string, targetPart: string, id: string): string | undefined {
    const key = `${sourcePart}\n${targetPart}\n${id}`;
    if (this.relationshipIds.has(key)) return this.relationshipIds.get(key);
    const relationship = this.source.pkg.relationships(sourcePart).find((candidate) => candidate.id === id);
    let result: string | undefined;
    if (relationship === undefined) result = undefined;
    else if (relationship.targetMode === 'External') {
      result = isHyperlinkRelationship(relationship.type) ? this.target.addRelationship(targetPart, relationship.type, relationship.target, true) : undefined;
    } else if (relationship.targetPart !== undefined && this.source.pkg.has(relationship.targetPart)) {
      const imported = this.part(relationship.targetPart);
      result = this.target.addRelationship(targetPart, relationship.type, relativeTarget(targetPart, imported), false);
    }
    this.relationshipIds.set(key, result);
    return result;
  }

  /** Imports a part of the source: headers and footers rewritten, anything else copied with its own relationships. */
  part(sourcePart: string): string {
    const lower = sourcePart.toLowerCase();
    const known = this.parts.get(lower);
    if (known !== undefined) return known;
    const name = this.target.freePartName(sourcePart);
    this.parts.set(lower, name);
    const contentType = this.source.pkg.contentTypeOf(sourcePart);
    if (contentType !== undefined && WML_PART.test(contentType)) {
      this.target.addPart(name, this.rewritePart(sourcePart, name), contentType);
      return name;
    }
    this.target.addPart(name, { copyFrom: this.source.pkg, part: sourcePart }, contentType);
    for (const relationship of this.source.pkg.relationships(sourcePart)) {
      if (relationship.targetMode === 'External') {
        if (isHyperlinkRelationship(relationship.type)) this.target.addRelationship(name, relationship.type, relationship.target, true, relationship.id);
      } else if (relationship.targetPart !== undefined && this.source.pkg.has(relationship.targetPart)) {
        this.target.addRelationship(name, relationship.type, relativeTarget(name, this.part(relationship.targetPart)), false, relationship.id);
      }
    }
    return name;
  }
}
