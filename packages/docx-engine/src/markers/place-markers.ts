import { outerEnd, outerStart, type PlacedBlock } from '../program/block-placement';
import type { IfBlock } from '../program/block-matcher';
import { templateError, type Diagnostic, type Location } from '../compile/diagnostic';
import type { Paragraph, PartModel, XmlElement } from '../part-model/part-model';
import type { NodeOrigin } from '../program/program';
import { normalizeEdits } from '../program/program-builder';
import type { Edit } from '../program/tag-edits';
import { locationOf } from '../tags/tag-location';
import type { TagOccurrence } from '../tags/tag-occurrence';
import { nameReference, type NameReference, type TagSyntax } from '../tags/tag-syntax';
import type { TagUse } from '../tags/tag-use';
import { mergeFieldNode } from './build-marker-node';
import { paragraphFrom, paragraphHolding, type BookmarkRange, type ContentControl, type FoundMarkers } from './find-markers';
import { bookmarkJoin, bookmarkPoints, controlShape } from './marker-geometry';
import { firstIndex, MarkerTree, repeatTargetOf } from './marker-tree';
import type { MarkerPlacement } from './marker-placement';
import type { MarkerUse } from './marker-use';
import { readMarkerLabel } from './read-marker-label';
import { readMergeField } from './read-merge-field';

export interface PlacedMarkers {
  /** Edits to add: MERGEFIELDs replaced, content control ids made fresh in repeated copies. */
  readonly edits: Edit[];
  readonly uses: TagUse[];
  readonly markerUses: MarkerUse[];
  /** Whether the part has markers to render (ids alone do not make a part change). */
  readonly any: boolean;
}

interface Candidate {
  readonly placed: PlacedBlock;
  readonly placement: MarkerPlacement;
  readonly label: string;
  readonly location: Location;
  readonly shadow: boolean;
  /** What analysis sees: a tag use (written-out meaning) or a marker use (`auto`). */
  readonly syntax: TagSyntax | undefined;
}

const controlName = (control: ContentControl): string => `The content control ${control.label?.from === 'Title' ? 'titled' : 'tagged'} "${control.label?.text ?? ''}"`;

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
): PlacedMarkers => {
  const xml = model.xml;
  const added: Edit[] = [];
  const uses: TagUse[] = [];
  const markerUses: MarkerUse[] = [];
  const located = (offset: number): { paragraph: Paragraph | undefined; location: Location } => {
    const paragraph = paragraphHolding(model.paragraphs, offset) ?? paragraphFrom(model.paragraphs, offset);
    return { paragraph, location: paragraph === undefined ? { part, paragraph: 0, excerpt: '' } : locationOf(part, paragraph, 0) };
  };
  const ignore = (source: MarkerUse['source'], label: string, reason: string, offset: number): void => {
    const { paragraph, location } = located(offset);
    markerUses.push({ source, status: 'ignored', label, name: nameReference(label), reason, location, repeatTargets: repeatTargetsAt(roots, offset), shadow: paragraph?.inFallback ?? false });
  };
  // Outermost edits, in order and apart: the one that may hold an offset is found by binary search.
  const outermost = normalizeEdits(edits);
  const cutByEdit = (offsets: readonly number[]): boolean =>
    offsets.some((offset) => {
      let low = 0;
      let high = outermost.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((outermost[middle]?.start ?? Infinity) < offset) low = middle + 1;
        else high = middle;
      }
      const before = outermost[low - 1];
      return before !== undefined && offset < before.end;
    });

  const candidates: Candidate[] = [];
  const markerControls = new Set<XmlElement>();
  for (const control of found.controls) {
    if (control.label === undefined) {
      const section = control.sdt.parent?.parent;
      if (control.repeatingItem && section !== undefined && markerControls.has(section)) {
        const unwrapped = unwrapCandidate(xml, control, located(control.sdt.start));
        if (unwrapped !== undefined) candidates.push(unwrapped);
      }
      continue;
    }
    const label = control.label.text;
    if (control.unsupportedType !== undefined) {
      ignore('contentControl', label, `it is ${control.unsupportedType}; Quire fills plain and rich text controls`, control.sdt.start);
      continue;
    }
    const meaning = readMarkerLabel(label);
    if (meaning.intent === 'none') {
      ignore('contentControl', label, meaning.reason, control.sdt.start);
      continue;
    }
    const shape = controlShape(model, control);
    const { paragraph, location } = located(shape.paragraph?.element.start ?? control.sdt.start);
    if (meaning.intent === 'invalid') {
      for (const problem of meaning.problems) diagnostics.push(templateError(problem.code, `${controlName(control)}: ${problem.message}`, location));
      continue;
    }
    if (paragraph === undefined) continue;
    const name =
      meaning.intent === 'each' ? meaning.target : meaning.intent === 'field' || meaning.intent === 'auto' ? meaning.name : meaning.intent === 'snippet' ? nameReference(meaning.name) : nameReference(label);
    const placement: MarkerPlacement = {
      source: 'contentControl',
      intent: meaning.intent,
      name,
      filters: meaning.intent === 'field' ? meaning.filters : [],
      condition: meaning.intent === 'if' ? meaning.condition : { kind: 'name', name },
      restart: meaning.intent === 'each' && meaning.restart,
      snippetName: meaning.intent === 'snippet' ? meaning.name : '',
      outerStart: control.sdt.start,
      outerEnd: control.sdt.end,
      contentStart: { offset: control.content.openEnd, element: control.content },
      contentEnd: { offset: xml.lastIndexOf('</', control.content.end - 1), element: control.content },
      filledRemovals: [control.placeholderFlag, control.dataBinding].filter((span) => span !== undefined).sort((a, b) => a.start - b.start),
      fieldOpen: shape.fieldOpen,
      fieldClose: shape.fieldClose,
      runProperties: shape.runProperties,
      placeholderText: shape.placeholderText,
      skip: shape.skip,
      between: '',
      snippetPlacement: control.level === 'inline' ? 'inline' : 'paragraph',
    };
    if (cutByEdit([placement.outerStart, placement.contentStart.offset, placement.contentEnd.offset, placement.outerEnd])) {
      ignore('contentControl', label, 'it lies in text that tags around it remove', control.sdt.start);
      continue;
    }
    const syntax: TagSyntax | undefined =
      meaning.intent === 'field'
        ? { kind: 'field', name: meaning.name, filters: meaning.filters }
        : meaning.intent === 'if'
          ? { kind: 'if', condition: meaning.condition }
          : meaning.intent === 'each'
            ? { kind: 'each', target: meaning.target, restart: meaning.restart }
            : meaning.intent === 'snippet'
              ? { kind: 'snippet', name: meaning.name }
              : undefined;
    candidates.push({ placed: markerBlock(placement, paragraph), placement, label, location, shadow: paragraph.inFallback, syntax });
    markerControls.add(control.sdt);
  }
  for (const bookmark of found.bookmarks) {
    const candidate = bookmarkCandidate(xml, bookmark, located);
    if (candidate === undefined) continue;
    if (cutByEdit([candidate.placement.outerStart, candidate.placement.outerEnd])) {
      ignore('bookmark', bookmark.name, 'it starts or ends in text that tags around it remove', bookmark.start.start);
      continue;
    }
    candidates.push(candidate);
  }

  let any = false;
  const tree = new MarkerTree(roots);
  for (const candidate of candidates) {
    const conflict = tree.insert(candidate.placed);
    if (conflict !== undefined) {
      const other = conflict.marker === undefined ? `"${tagTextOf(conflict.block.open)}" … "${tagTextOf(conflict.block.close)}"` : `the ${conflict.marker.source === 'bookmark' ? 'bookmark' : 'content control'} "${conflict.marker.name.text}"`;
      if (candidate.placement.source === 'bookmark') {
        ignore('bookmark', candidate.label, `its range overlaps ${other} without holding it or lying inside it`, candidate.placement.outerStart);
      } else {
        diagnostics.push(
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
    if (candidate.syntax !== undefined) uses.push({ syntax: candidate.syntax, location: candidate.location, repeatTargets, shadow: candidate.shadow });
    else {
      markerUses.push({
        source: candidate.placement.source, status: 'auto', label: candidate.label, name: candidate.placement.name, reason: '', location: candidate.location, repeatTargets, shadow: candidate.shadow,
      });
    }
  }

  for (const field of found.mergeFields) {
    const read = readMergeField(field.instruction);
    const { paragraph, location } = located(field.start);
    if (read === undefined || paragraph === undefined) continue;
    const name = nameReference(read.name);
    const resultRun = field.resultRuns.find((run) => run.pieces.length > 0) ?? field.beginRun;
    const runProperties = resultRun !== undefined && resultRun.element.openEnd > resultRun.element.startTagEnd ? xml.slice(resultRun.element.startTagEnd, resultRun.element.openEnd) : '';
    const placeholderText = field.resultRuns.flatMap((run) => run.pieces.map((piece) => paragraph.text.slice(piece.textStart, piece.textStart + piece.length))).join('');
    const origin: NodeOrigin = { part, paragraph: paragraph.index + 1 };
    const node = mergeFieldNode({ name, filters: read.filters, runProperties, placeholderText, origin }, xml.slice(field.start, field.end));
    added.push({ start: field.start, end: field.end, replacement: node, when: 'always' });
    uses.push({ syntax: { kind: 'field', name, filters: read.filters }, location, repeatTargets: repeatTargetsAt(roots, field.start), shadow: paragraph.inFallback });
    any = true;
  }
  for (const id of found.controlIds) {
    added.push({ start: id.start, end: id.end, replacement: { kind: 'freshId', family: 'annotation', original: xml.slice(id.start, id.end) }, when: 'repeat' });
  }
  return { edits: added, uses, markerUses, any };
};

/** A Repeating Section's item, whose wrapper goes with its section's marker. */
const unwrapCandidate = (xml: string, control: ContentControl, at: { paragraph: Paragraph | undefined; location: Location }): Candidate | undefined => {
  if (at.paragraph === undefined) return undefined;
  const name = nameReference('');
  const placement: MarkerPlacement = {
    source: 'contentControl', intent: 'unwrap', name, filters: [], condition: { kind: 'name', name }, restart: false, snippetName: '',
    outerStart: control.sdt.start, outerEnd: control.sdt.end,
    contentStart: { offset: control.content.openEnd, element: control.content },
    contentEnd: { offset: xml.lastIndexOf('</', control.content.end - 1), element: control.content },
    filledRemovals: [], fieldOpen: '', fieldClose: '', runProperties: '', placeholderText: '', skip: '', between: '', snippetPlacement: 'paragraph',
  };
  return { placed: markerBlock(placement, at.paragraph), placement, label: '', location: at.location, shadow: at.paragraph.inFallback, syntax: undefined };
};

const tagTextOf = (tag: TagOccurrence): string => tag.paragraph.text.slice(tag.start, tag.end);

const bookmarkCandidate = (
  xml: string,
  bookmark: BookmarkRange,
  located: (offset: number) => { paragraph: Paragraph | undefined; location: Location },
): Candidate | undefined => {
  const points = bookmarkPoints(xml, bookmark.start, bookmark.end);
  if (points === undefined) return undefined;
  const { paragraph, location } = located(bookmark.start.start);
  if (paragraph === undefined) return undefined;
  const name = nameReference(bookmark.name);
  const placement: MarkerPlacement = {
    source: 'bookmark',
    intent: 'auto',
    name,
    filters: [],
    condition: { kind: 'name', name },
    restart: false,
    snippetName: '',
    outerStart: points.from.offset,
    outerEnd: points.to.offset,
    contentStart: points.from,
    contentEnd: points.to,
    filledRemovals: [],
    fieldOpen: '',
    fieldClose: '',
    runProperties: '',
    placeholderText: '',
    skip: bookmarkJoin(xml, points.from, points.to),
    between: bookmarkJoin(xml, points.to, points.from),
    snippetPlacement: 'paragraph',
  };
  return { placed: markerBlock(placement, paragraph), placement, label: bookmark.name, location, shadow: paragraph.inFallback, syntax: undefined };
};

/** A placed block carrying a marker; its block is a stand-in that only gives the marker's paragraph. */
const markerBlock = (placement: MarkerPlacement, paragraph: Paragraph): PlacedBlock => {
  const tag: TagOccurrence = { paragraph, start: 0, end: 0, rawStart: placement.outerStart, syntax: { kind: 'comment' } };
  const block: IfBlock = { kind: 'if', open: tag, close: tag, branches: [[]], conditions: [undefined], elses: [] };
  return { block, mode: 'paragraphs', elided: false, starts: [placement.contentStart], ends: [placement.contentEnd], children: [[]], table: undefined, marker: placement };
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
