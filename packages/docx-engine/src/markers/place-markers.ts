import { outerEnd, outerStart, type PlacedBlock } from '../program/block-placement';
import { templateError, type Diagnostic } from '../diagnostic';
import type { PartModel } from '../part-model/part-model';
import type { NodeOrigin } from '../program/program';
import { firstEditFrom, normalizeEdits } from '../program/program-builder';
import type { Edit } from '../program/tag-edits';
import { locationOf } from '../tags/tag-location';
import type { TagOccurrence } from '../tags/tag-occurrence';
import { nameReference, type NameReference } from '../tags/tag-syntax';
import type { TagUse } from '../tags/tag-use';
import { mergeFieldNode } from '../program/build-marker-node';
import { paragraphFrom, paragraphHolding, type FoundMarkers, type MergeField } from './find-markers';
import { bookmarkCandidates, controlCandidates, type Candidate, type MarkerSite } from './marker-candidates';
import { firstIndex, MarkerTree, repeatTargetOf } from './marker-tree';
import type { MarkerUse } from './marker-use';
import { readMergeField } from './read-merge-field';
import type { NameKey } from '../name-key';

export interface PlacedMarkers {
  /** Edits to add: MERGEFIELDs replaced, content control ids made fresh in repeated copies. */
  readonly edits: Edit[];
  readonly uses: TagUse[];
  readonly markerUses: MarkerUse[];
  /** Whether the part has markers to render (ids alone do not make a part change). */
  readonly any: boolean;
}

/**
 * Turns a part's content controls, bookmarks and MERGEFIELDs into blocks of the part's block tree
 * (nested with text-tag blocks by their ranges) and edits, with what analysis needs to know of them.
 */
export const placeMarkers = (
  part: string,
  model: PartModel,
  found: FoundMarkers,
  roots: PlacedBlock[],
  edits: readonly Edit[],
  diagnostics: Diagnostic[],
  nameKey: NameKey,
): PlacedMarkers => {
  const uses: TagUse[] = [];
  const markerUses: MarkerUse[] = [];
  const site = markerSite(part, model, roots, edits, markerUses, nameKey);
  const candidates = [...controlCandidates(model, found.controls, site, diagnostics), ...bookmarkCandidates(model.xml, found.bookmarks, site)];
  let any = nestCandidates(new MarkerTree(roots), candidates, site, { uses, markerUses, diagnostics });
  const added: Edit[] = [];
  for (const field of found.mergeFields) {
    const placed = mergeFieldEdit(part, model, field, site, roots);
    if (placed === undefined) continue;
    added.push(placed.edit);
    uses.push(placed.use);
    any = true;
  }
  for (const id of found.controlIds) {
    added.push({ start: id.start, end: id.end, replacement: { kind: 'freshId', family: 'annotation', original: model.xml.slice(id.start, id.end) }, when: 'repeat' });
  }
  return { edits: added, uses, markerUses, any };
};

/** Where markers are in this part, what is said of one left out, and whether the tags' edits cut a range. */
const markerSite = (part: string, model: PartModel, roots: readonly PlacedBlock[], edits: readonly Edit[], markerUses: MarkerUse[], nameKey: NameKey): MarkerSite => {
  const located: MarkerSite['located'] = (offset) => {
    const paragraph = paragraphHolding(model.paragraphs, offset) ?? paragraphFrom(model.paragraphs, offset);
    return { paragraph, location: paragraph === undefined ? { part, paragraph: 0, excerpt: '' } : locationOf(part, paragraph, 0) };
  };
  const ignore: MarkerSite['ignore'] = (source, label, reason, offset) => {
    const { paragraph, location } = located(offset);
    markerUses.push({ source, status: 'ignored', label, name: nameReference(label, nameKey), reason, location, repeatTargets: repeatTargetsAt(roots, offset), shadow: paragraph?.inFallback ?? false });
  };
  // Outermost edits, in order and apart: the one that may hold an offset is found by binary search.
  const outermost = normalizeEdits(edits);
  const cutByEdit: MarkerSite['cutByEdit'] = (offsets) =>
    offsets.some((offset) => {
      const before = outermost[firstEditFrom(outermost, offset) - 1];
      return before !== undefined && offset < before.end;
    });
  return { located, ignore, cutByEdit, nameKey };
};

const tagTextOf = (tag: TagOccurrence): string => tag.paragraph.text.slice(tag.start, tag.end);

/**
 * Nests each candidate into the block tree; one that overlaps a block without holding it or lying
 * inside it is left out (a bookmark) or an error (a content control). Whether any was nested.
 */
const nestCandidates = (
  tree: MarkerTree,
  candidates: readonly Candidate[],
  site: MarkerSite,
  out: { readonly uses: TagUse[]; readonly markerUses: MarkerUse[]; readonly diagnostics: Diagnostic[] },
): boolean => {
  let any = false;
  for (const candidate of candidates) {
    const conflict = tree.insert(candidate.placed);
    if (conflict !== undefined) {
      const other = conflict.marker === undefined ? `"${tagTextOf(conflict.block.open)}" … "${tagTextOf(conflict.block.close)}"` : `the ${conflict.marker.source === 'bookmark' ? 'bookmark' : 'content control'} "${conflict.marker.name.text}"`;
      if (candidate.placement.source === 'bookmark') {
        site.ignore('bookmark', candidate.label, `its range overlaps ${other} without holding it or lying inside it`, candidate.placement.outerStart);
      } else {
        out.diagnostics.push(
          templateError(
            'blocks_overlap',
            `The content control "${candidate.label}" and ${other} overlap: a block must lie wholly inside the control or wholly outside it.`,
            candidate.location,
          ),
        );
      }
      continue;
    }
    any = true;
    if (candidate.placement.intent === 'unwrap') continue;
    const repeatTargets = tree.repeatTargetsOfLast();
    if (candidate.syntax !== undefined) out.uses.push({ syntax: candidate.syntax, location: candidate.location, repeatTargets, shadow: candidate.shadow });
    else {
      out.markerUses.push({
        source: candidate.placement.source, status: 'auto', label: candidate.label, name: candidate.placement.name, reason: '', location: candidate.location, repeatTargets, shadow: candidate.shadow,
      });
    }
  }
  return any;
};

/** A MERGEFIELD replaced by a field's value, and its use; undefined when its instruction names no field. */
const mergeFieldEdit = (part: string, model: PartModel, field: MergeField, site: MarkerSite, roots: readonly PlacedBlock[]): { edit: Edit; use: TagUse } | undefined => {
  const xml = model.xml;
  const read = readMergeField(field.instruction);
  const { paragraph, location } = site.located(field.start);
  if (read === undefined || paragraph === undefined) return undefined;
  const name = nameReference(read.name, site.nameKey);
  const resultRun = field.resultRuns.find((run) => run.pieces.length > 0) ?? field.beginRun;
  const runProperties = resultRun !== undefined && resultRun.element.openEnd > resultRun.element.startTagEnd ? xml.slice(resultRun.element.startTagEnd, resultRun.element.openEnd) : '';
  const placeholderText = field.resultRuns.flatMap((run) => run.pieces.map((piece) => paragraph.text.slice(piece.textStart, piece.textStart + piece.length))).join('');
  const origin: NodeOrigin = { part, paragraph: paragraph.index + 1 };
  const node = mergeFieldNode({ name, filters: read.filters, runProperties, placeholderText, origin }, xml.slice(field.start, field.end));
  return {
    edit: { start: field.start, end: field.end, replacement: node, when: 'always' },
    use: { syntax: { kind: 'field', name, filters: read.filters }, location, repeatTargets: repeatTargetsAt(roots, field.start), shadow: paragraph.inFallback },
  };
};

/** The targets of the repeats (`{{#each}}`, `each:` and bare-named markers) around an offset, innermost first. */
const repeatTargetsAt = (roots: readonly PlacedBlock[], offset: number): NameReference[] => {
  const targets: NameReference[] = [];
  let level: readonly PlacedBlock[] = roots;
  for (;;) {
    let next: readonly PlacedBlock[] | undefined;
    for (let index = firstIndex(level, (block) => outerEnd(block) > offset); index < level.length; index++) {
      const placed = level[index];
      if (placed === undefined || outerStart(placed) > offset) break;
      if (placed.elided) continue;
      const branch = placed.starts.findIndex((point, index) => point.offset <= offset && offset < (placed.ends[index]?.offset ?? -1));
      if (branch === -1) continue;
      const target = repeatTargetOf(placed);
      if (target !== undefined) targets.push(target);
      next = placed.children[branch];
      break;
    }
    if (next === undefined) return targets.reverse();
    level = next;
  }
};
