import { appendAll } from '../append-all';
import { matchBlocks } from '../program/block-matcher';
import { chooseModes, placeBlocks, type PlacedBlock } from '../program/block-placement';
import type { PlacementProblem } from '../program/placement-problem';
import { templateError, type Diagnostic } from '../diagnostic';
import { buildPartModel } from '../part-model/build-part-model';
import type { IdFamily, Paragraph, PartModelLimits, Run } from '../part-model/part-model';
import type { StructureProblem } from '../structure/structure-problem';
import { paragraphRole, type ParagraphRole } from '../program/paragraph-roles';
import { pinnedRuns } from '../program/pinned-runs';
import { blockOnlyRows } from '../program/block-only-rows';
import { placeTables } from '../program/table-blocks';
import { planColumnRepeats } from '../program/columns/column-repeats';
import type { PartProgram } from '../program/program';
import { buildProgram, normalizeEdits } from '../program/program-builder';
import { readTags } from '../tags/read-tags';
import { findRemovedRuns, paragraphEdits, type Edit } from '../program/tag-edits';
import { locationOf } from '../tags/tag-location';
import type { TagOccurrence } from '../tags/tag-occurrence';
import type { TagUse } from '../tags/tag-use';
import { tagUses } from '../tags/tag-uses';
import { trailingClosings } from '../program/trailing-closings';
import { openingOf } from '../program/transitions';
import { valueNode } from '../program/value-node';
import { findMarkers } from '../markers/find-markers';
import type { MarkerUse } from '../markers/marker-use';
import { placeMarkers } from '../markers/place-markers';
import { styleNumberingSite, type StyleNumbering } from './style-numbering';
import { findPlaceholders } from '../pictures/find-placeholders';
import { lastSectionRoom } from '../pictures/picture-room';
import type { Extent } from '../program/picture-frame';
import type { NameKey } from '../name-key';

export interface CompiledPart {
  readonly part: string;
  /** Undefined when the part needs no change (no tags, nothing to drop) or when it has errors. */
  readonly program: PartProgram | undefined;
  readonly diagnostics: readonly Diagnostic[];
  readonly uses: readonly TagUse[];
  readonly maxIds: Readonly<Record<IdFamily, number>>;
  /** Content controls and bookmarks named with a bare name: analysis judges them against the vocabulary. */
  readonly markers?: readonly MarkerUse[];
  /** The part is malformed or passes a structural limit: the template is refused (nothing else here is meaningful). */
  readonly problem?: StructureProblem;
}

export interface CompilePartOptions {
  /** How the names of tags and markers are keyed (the template's `nameKey`). */
  readonly nameKey: NameKey;
  /** A document properties part (docProps/core.xml, app.xml, custom.xml): tags work in the text of these elements (by local name). */
  readonly propertyElements?: ReadonlySet<string>;
  /** Ids of the part's external (non-hyperlink) relationships: the elements using them are removed. */
  readonly externalIds?: ReadonlySet<string>;
  /** The paragraph styles that number their paragraphs (read when the part restarts numbering). */
  readonly numberedStyles?: () => ReadonlyMap<string, StyleNumbering>;
  /** Check the part's XML as it is scanned, and hold it to these limits (ADR 0043). */
  readonly limits?: PartModelLimits & { readonly maxTagsPerPart: number };
  /** The text column of the document's last section, where pictures in headers, footers and notes go (read on first use). */
  readonly pageRoom?: () => Extent;
}

const NO_IDS: Readonly<Record<IdFamily, number>> = { drawing: 0, annotation: 0, shape: 0 };

/** A part refused for its structure: nothing else of it is kept. */
const refusedPart = (part: string, problem: StructureProblem): CompiledPart => ({ part, program: undefined, diagnostics: [], uses: [], maxIds: NO_IDS, problem });

/** Whether a tag repeats with numbering restarting per item. */
export const restartsNumbering = (use: TagUse): boolean => use.syntax.kind === 'each' && use.syntax.restart;

/** Paragraphs numbered through their style: inside a restarting repeat they are given their own `w:numPr`, restarted like any other. */
const styleNumberingEdits = (xml: string, paragraphs: readonly Paragraph[], styles: ReadonlyMap<string, StyleNumbering>): Edit[] => {
  const edits: Edit[] = [];
  if (styles.size === 0) return edits;
  for (const { element } of paragraphs) {
    if (element.openEnd === element.startTagEnd) continue;
    const site = styleNumberingSite(xml.slice(element.startTagEnd, element.openEnd), styles);
    if (site === undefined) continue;
    const at = element.startTagEnd + site.at;
    edits.push({ start: at, end: at, replacement: { kind: 'numbering', numId: site.numId, before: site.before, after: site.after }, when: 'restart' });
  }
  return edits;
};

/** Compiles one XML part: finds and reads its tags, pairs and places its blocks, and builds its program. */
export const compilePart = (part: string, xml: string, options: CompilePartOptions): CompiledPart => {
  const model = buildPartModel(xml, options);
  if (model.problem !== undefined) return refusedPart(part, model.problem);
  const diagnostics: Diagnostic[] = [];
  const read = readTags(part, model, diagnostics, options.nameKey, options.limits?.maxTagsPerPart);
  if (!read.ok) return refusedPart(part, read.error);
  const occurrences = read.value;
  const uses = tagUses(part, occurrences);
  const markers = findMarkers(model);
  const pictureControls = markers.controls.flatMap((control) =>
    control.picture && control.label !== undefined ? [{ contentStart: control.content.openEnd, contentEnd: control.content.end, label: control.label.text }] : [],
  );
  const placeholders = findPlaceholders(part, xml, model, occurrences, pictureControls, options.nameKey);
  appendAll(uses, placeholders.uses);
  const markerUses: MarkerUse[] = [];
  const result = (program: PartProgram | undefined): CompiledPart => ({ part, program, diagnostics, uses, maxIds: model.maxIds, markers: markerUses });
  const report = (problems: readonly PlacementProblem[]): boolean => {
    for (const problem of problems) diagnostics.push(templateError(problem.code, problem.message, locationOf(part, problem.tag.paragraph, problem.tag.start)));
    return diagnostics.length > 0;
  };

  const matched = matchBlocks(occurrences.filter((tag) => tag.syntax.kind !== 'field' && tag.syntax.kind !== 'comment' && tag.syntax.kind !== 'snippet'));
  if (report(matched.problems)) return result(undefined);
  const hasMarkers = markers.controls.some((control) => control.label !== undefined) || markers.bookmarks.length > 0 || markers.mergeFields.length > 0;
  const hasPlaceholders = placeholders.edits.length > 0;
  if (occurrences.length === 0 && model.externalReferences.length === 0 && !hasMarkers && !hasPlaceholders) return result(undefined);

  const tagsOf = new Map<Paragraph, TagOccurrence[]>();
  for (const tag of occurrences) {
    const list = tagsOf.get(tag.paragraph);
    if (list === undefined) tagsOf.set(tag.paragraph, [tag]);
    else list.push(tag);
  }
  for (const list of tagsOf.values()) list.sort((a, b) => a.start - b.start);
  const roles = new Map<Paragraph, ParagraphRole>();
  for (const [paragraph, tags] of tagsOf) roles.set(paragraph, paragraphRole(paragraph, tags));
  const roleOf = (paragraph: Paragraph): ParagraphRole => roles.get(paragraph) ?? 'text';

  const removedRows = blockOnlyRows(model.paragraphs, tagsOf.keys(), roleOf);
  const chosen = chooseModes(matched.roots, { xml, paragraphs: model.paragraphs, roleOf, removedRows });
  if (report(chosen.problems)) return result(undefined);

  const trailing = trailingClosings(matched.roots, chosen.modes, model, tagsOf, roleOf);
  for (const paragraph of trailing.values()) roles.set(paragraph, 'removed');
  const pinned = pinnedRuns(matched.roots, chosen.modes);
  const removedRuns = new Set<Run>();
  for (const [paragraph, tags] of tagsOf) {
    const role = roleOf(paragraph);
    if (role === 'text' || role === 'emptied') for (const run of findRemovedRuns(paragraph, tags, pinned)) removedRuns.add(run);
  }
  const isRemovedRun = (run: Run): boolean => removedRuns.has(run);
  const placement = placeBlocks(matched.roots, { xml, paragraphs: model.paragraphs, roleOf, removedRows, isRemovedRun, modes: chosen.modes, columnCells: chosen.columnCells });
  if (report(placement.problems)) return result(undefined);
  const columns = planColumnRepeats(xml, [...chosen.columnCells].map(([block, cell]) => ({ block, cell })));
  if (report(columns.problems)) return result(undefined);
  placeTables(placement.placed, model.paragraphs, removedRows, columns.tables);

  const edits: Edit[] = [...placeholders.edits];
  const pageRoom = options.pageRoom ?? (() => lastSectionRoom(xml));
  for (const [paragraph, tags] of tagsOf) {
    appendAll(edits, paragraphEdits(xml, paragraph, roleOf(paragraph), tags, removedRuns, (tag) => valueNode(part, xml, tag, roleOf(tag.paragraph), pageRoom)));
  }
  for (const row of removedRows) edits.push({ start: row.start, end: row.end, replacement: '', when: 'always' });
  appendAll(edits, columns.edits);
  for (const reference of model.externalReferences) edits.push({ start: reference.start, end: reference.end, replacement: '', when: 'always' });
  for (const site of model.idSites) {
    const original = xml.slice(site.start, site.end);
    const replacement: Edit['replacement'] = site.kind === 'firstCopyOnly' ? { kind: 'firstCopyOnly', xml: original } : { kind: 'freshId', family: site.family, original };
    edits.push({ start: site.start, end: site.end, replacement, when: 'repeat' });
  }
  for (const site of model.numberingSites) edits.push({ start: site.start, end: site.end, replacement: { kind: 'numbering', numId: site.numId, before: '', after: '' }, when: 'restart' });
  const placedMarkers = placeMarkers(part, model, markers, placement.placed, edits, diagnostics, options.nameKey);
  appendAll(uses, placedMarkers.uses);
  appendAll(markerUses, placedMarkers.markerUses);
  if (options.numberedStyles !== undefined && uses.some(restartsNumbering)) appendAll(edits, styleNumberingEdits(xml, model.paragraphs, options.numberedStyles()));
  if (diagnostics.length > 0) return result(undefined);
  if (occurrences.length === 0 && model.externalReferences.length === 0 && !placedMarkers.any && !hasPlaceholders) return result(undefined);
  appendAll(edits, placedMarkers.edits);
  const originOf = (placed: PlacedBlock) => ({ part, paragraph: placed.block.open.paragraph.index + 1 });
  const whenEmpty = (placed: PlacedBlock): string => {
    const paragraph = trailing.get(placed.block);
    return paragraph === undefined ? '' : `${openingOf(xml, paragraph.element)}</w:p>`;
  };
  const nodes = buildProgram(xml, normalizeEdits(edits), placement.placed, originOf, whenEmpty);
  return result({ part, nodes });
};

