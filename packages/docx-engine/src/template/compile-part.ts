import { matchBlocks, type Block } from './block-matcher';
import { chooseModes, placeBlocks, type PlacedBlock, type PlacementProblem } from './block-placement';
import { excerptAround, templateError, type Diagnostic, type Location } from './diagnostic';
import { highlightRunProperties } from './highlight-run-properties';
import { parseTag } from './parse-tag';
import { buildPartModel, rawOffsetOf, type IdFamily, type Paragraph, type PartModel, type Run } from './part-model';
import { pieceAt } from './paragraph-text';
import { paragraphRole, type ParagraphRole } from './paragraph-roles';
import type { FieldNode, PartProgram, SnippetNode } from './program';
import { buildProgram, normalizeEdits } from './program-builder';
import { findRemovedRuns, paragraphEdits, type Edit } from './tag-edits';
import { tagText, type TagOccurrence } from './tag-occurrence';
import { scanTags } from './tag-scanner';
import type { NameReference } from './tag-syntax';
import type { TagUse } from './tag-use';
import { openingOf } from './transitions';
import { escapeXmlText } from './xml-text';

export interface CompiledPart {
  readonly part: string;
  /** Undefined when the part needs no change (no tags, nothing to drop) or when it has errors. */
  readonly program: PartProgram | undefined;
  readonly diagnostics: readonly Diagnostic[];
  readonly uses: readonly TagUse[];
  readonly maxIds: Readonly<Record<IdFamily, number>>;
}

export interface CompilePartOptions {
  /** docProps/core.xml: tags work in `dc:title` only. */
  readonly titleElement?: boolean;
  /** Ids of the part's external (non-hyperlink) relationships: the elements using them are removed. */
  readonly externalIds?: ReadonlySet<string>;
}

const locationOf = (part: string, paragraph: Paragraph, at: number): Location => ({ part, paragraph: paragraph.index + 1, excerpt: excerptAround(paragraph.text, at) });

/** Compiles one XML part: finds and reads its tags, pairs and places its blocks, and builds its program. */
export const compilePart = (part: string, xml: string, options: CompilePartOptions = {}): CompiledPart => {
  const model = buildPartModel(xml, options);
  const diagnostics: Diagnostic[] = [];
  const occurrences = readTags(part, model, diagnostics);
  const uses = tagUses(part, occurrences);
  const result = (program: PartProgram | undefined): CompiledPart => ({ part, program, diagnostics, uses, maxIds: model.maxIds });
  const report = (problems: readonly PlacementProblem[]): boolean => {
    for (const problem of problems) diagnostics.push(templateError(problem.code, problem.message, locationOf(part, problem.tag.paragraph, problem.tag.start)));
    return diagnostics.length > 0;
  };

  const matched = matchBlocks(occurrences.filter((tag) => tag.syntax.kind !== 'field' && tag.syntax.kind !== 'comment' && tag.syntax.kind !== 'snippet'));
  if (report(matched.problems)) return result(undefined);
  if (occurrences.length === 0 && model.externalReferences.length === 0) return result(undefined);

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

  const chosen = chooseModes(matched.roots, { xml, paragraphs: model.paragraphs, roleOf });
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
  const placement = placeBlocks(matched.roots, { xml, paragraphs: model.paragraphs, roleOf, isRemovedRun, modes: chosen.modes });
  if (report(placement.problems)) return result(undefined);

  const edits: Edit[] = [];
  for (const [paragraph, tags] of tagsOf) {
    edits.push(...paragraphEdits(xml, paragraph, roleOf(paragraph), tags, removedRuns, (tag) => valueNode(part, xml, tag, roleOf(tag.paragraph))));
  }
  for (const reference of model.externalReferences) edits.push({ start: reference.start, end: reference.end, replacement: '', when: 'always' });
  for (const site of model.idSites) {
    const original = xml.slice(site.start, site.end);
    const replacement: Edit['replacement'] = site.kind === 'firstCopyOnly' ? { kind: 'firstCopyOnly', xml: original } : { kind: 'freshId', family: site.family, original };
    edits.push({ start: site.start, end: site.end, replacement, when: 'repeat' });
  }
  for (const site of model.numberingSites) edits.push({ start: site.start, end: site.end, replacement: { kind: 'numbering', numId: site.numId }, when: 'restart' });
  const originOf = (placed: PlacedBlock) => ({ part, paragraph: placed.block.open.paragraph.index + 1 });
  const whenEmpty = (placed: PlacedBlock): string => {
    const paragraph = trailing.get(placed.block);
    return paragraph === undefined ? '' : `${openingOf(xml, paragraph.element)}</w:p>`;
  };
  const nodes = buildProgram(xml, normalizeEdits(edits), placement.placed, originOf, whenEmpty);
  return result({ part, nodes });
};

const readTags = (part: string, model: PartModel, diagnostics: Diagnostic[]): TagOccurrence[] => {
  const occurrences: TagOccurrence[] = [];
  for (const paragraph of model.paragraphs) {
    const text = paragraph.text;
    if (!text.includes('{{') && !text.includes('}}')) continue;
    const scanned = scanTags(text);
    for (const problem of scanned.problems) diagnostics.push(templateError(problem.code, problem.message, locationOf(part, paragraph, problem.start)));
    for (const found of scanned.tags) {
      const parsed = parseTag(found.inner);
      if (!parsed.ok) {
        for (const problem of parsed.problems) diagnostics.push(templateError(problem.code, problem.message, locationOf(part, paragraph, found.start + 2 + problem.offset)));
        continue;
      }
      const rawStart = rawOffsetOf(pieceAt(paragraph, found.start), found.start);
      occurrences.push({ paragraph, start: found.start, end: found.end, rawStart, syntax: parsed.syntax });
    }
  }
  return occurrences.sort((a, b) => a.rawStart - b.rawStart);
};

const tagUses = (part: string, occurrences: readonly TagOccurrence[]): TagUse[] => {
  const targets: NameReference[] = [];
  return occurrences.map((tag) => {
    const use: TagUse = { syntax: tag.syntax, location: locationOf(part, tag.paragraph, tag.start), repeatTargets: [...targets].reverse(), shadow: tag.paragraph.inFallback };
    if (tag.syntax.kind === 'each') targets.push(tag.syntax.target);
    else if (tag.syntax.kind === 'endEach') targets.pop();
    return use;
  });
};

/**
 * A closing tag alone in the last paragraph of a cell (text box, note…): that paragraph must stay
 * for the cell to end with a paragraph, but only when the block leaves nothing. When the block's
 * content ends with a paragraph of the same cell, the closing paragraph is removed and an empty
 * paragraph is written only when the block renders nothing — no blank line after each repeat.
 */
const trailingClosings = (
  roots: readonly Block[],
  modes: ReadonlyMap<Block, string>,
  model: PartModel,
  tagsOf: ReadonlyMap<Paragraph, readonly TagOccurrence[]>,
  roleOf: (paragraph: Paragraph) => ParagraphRole,
): Map<Block, Paragraph> => {
  const found = new Map<Block, Paragraph>();
  const visit = (block: Block): void => {
    const closing = block.close.paragraph;
    const previous = model.paragraphs[closing.index - 1];
    const simple = block.kind === 'each' || block.elses.length === 0;
    if (
      simple &&
      modes.get(block) === 'paragraphs' &&
      roleOf(closing) === 'emptied' &&
      !closing.hasSectionBreak &&
      tagsOf.get(closing)?.length === 1 &&
      previous !== undefined &&
      previous.element.parent === closing.element.parent &&
      (roleOf(previous) === 'text' || roleOf(previous) === 'emptied') &&
      isOnlyWhitespaceBetween(model.xml, previous.element.end, closing.element.start) &&
      previous.element.end > startOfBody(block, roleOf)
    ) {
      found.set(block, closing);
    }
    for (const branch of block.branches) branch.forEach(visit);
  };
  roots.forEach(visit);
  return found;
};

/** Where the content of a paragraph-mode block starts, at the latest: after its opening paragraph when that one disappears. */
const startOfBody = (block: Block, roleOf: (paragraph: Paragraph) => ParagraphRole): number => {
  const opening = block.open.paragraph;
  return roleOf(opening) === 'removed' || roleOf(opening) === 'emptied' ? opening.element.end : opening.element.start;
};

const isOnlyWhitespaceBetween = (xml: string, from: number, to: number): boolean => from <= to && xml.slice(from, to).trim() === '';

/** Runs that hold both ends of one branch (`{{#if x}}{{/if}}` in one run) stay, so the branch's points keep their order. */
const pinnedRuns = (roots: readonly Block[], modes: ReadonlyMap<Block, string>): Set<Run> => {
  const pinned = new Set<Run>();
  const visit = (block: Block): void => {
    if (modes.get(block) !== 'rows') {
      const boundaries = [block.open, ...(block.kind === 'if' ? block.elses : []), block.close];
      for (let index = 0; index + 1 < boundaries.length; index++) {
        const before = boundaries[index];
        const after = boundaries[index + 1];
        if (before === undefined || after === undefined || before.paragraph !== after.paragraph) continue;
        const lastRun = pieceAt(before.paragraph, before.end - 1).run;
        if (lastRun !== undefined && lastRun === pieceAt(after.paragraph, after.start).run) pinned.add(lastRun);
      }
    }
    for (const branch of block.branches) branch.forEach(visit);
  };
  roots.forEach(visit);
  return pinned;
};

const valueNode = (part: string, xml: string, tag: TagOccurrence, role: ParagraphRole): FieldNode | SnippetNode => {
  const origin = { part, paragraph: tag.paragraph.index + 1 };
  if (tag.syntax.kind === 'snippet') return { kind: 'snippet', name: tag.syntax.name, placement: role === 'snippet' ? 'paragraph' : 'inline', origin };
  if (tag.syntax.kind !== 'field') throw new Error('Internal error: a value for a tag that has none');
  const run = pieceAt(tag.paragraph, tag.start).run;
  const runProperties = run !== undefined && run.element.openEnd > run.element.startTagEnd ? xml.slice(run.element.startTagEnd, run.element.openEnd) : '';
  return {
    kind: 'field',
    name: tag.syntax.name,
    filters: tag.syntax.filters,
    context: run === undefined ? 'plain' : 'run',
    highlightOpen: run === undefined ? '' : `</w:t></w:r><w:r>${highlightRunProperties(runProperties)}<w:t xml:space="preserve">`,
    highlightClose: run === undefined ? '' : `</w:t></w:r>${openingOf(xml, run.element)}<w:t xml:space="preserve">`,
    keptXml: escapeXmlText(tagText(tag)),
    origin,
  };
};
