import { appendAll } from '../append-all';
import { jsdiff } from './jsdiff';
import type { Block, CellModel, RowModel, TableBlock } from './block-model';
import type { CompareChange } from './compare-change';
import { modelled } from './element-tree';
import { paragraphPieces } from './paragraph-pieces';
import { markWhole, type RevisionStamp } from './revision-marks';
import { CompareTimeout, diffWords, tokens } from './word-diff';

/*
 * Blocks matched by a longest common subsequence of their keys (jsdiff's diffArrays, Myers'
 * algorithm); what lies between two matched blocks is a gap of deleted and inserted blocks, in
 * which a deleted and an inserted block of the same kind that share enough of their words are
 * paired as one changed block: a paragraph's words are compared, a table's rows (matched the
 * same way), a row's cells block by block.
 */

/** What a diff of one part needs: both XML texts, the stamp, the time left, where changes go. */
export interface DiffContext {
  readonly originalXml: string;
  readonly revisedXml: string;
  readonly stamp: RevisionStamp;
  readonly deadline: number;
  readonly now: () => number;
  readonly area: CompareChange['area'];
  readonly originalPart: string;
  readonly revisedPart: string;
  readonly changes: CompareChange[];
  /** The words of the texts compared so far, counted (see likeness). */
  readonly words: Map<string, WordCounts>;
}

/** How far ahead in a gap a deleted block looks for its inserted counterpart. */
const PAIRING_WINDOW = 24;
/** Share of words (Dice coefficient) from which two paragraphs are one changed paragraph. */
const PARAGRAPH_LIKENESS = 0.4;
/** A likeness from which a deleted item and the next inserted one are paired without scoring the others. */
const CLEARLY_PAIRED = 0.8;
/** Share of cell texts from which two tables or rows are one changed table or row. */
const ROW_LIKENESS = 0.3;

const checkTime = (context: Pick<DiffContext, 'deadline' | 'now'>): number => {
  const left = context.deadline - context.now();
  if (left <= 0) throw new CompareTimeout();
  return left;
};

/** A text's words (spaces left out) counted, and how many there are. */
type WordCounts = { readonly counts: ReadonlyMap<string, number>; readonly total: number };

const wordCounts = (text: string): WordCounts => {
  const counts = new Map<string, number>();
  let total = 0;
  for (const token of tokens(text)) {
    if (token.trim() === '') continue;
    counts.set(token, (counts.get(token) ?? 0) + 1);
    total++;
  }
  return { counts, total };
};

/** Each text's words counted once for a whole compare: a gap compares each deleted block with many inserted ones. */
const countsOf = (text: string, context: DiffContext): WordCounts => {
  let counted = context.words.get(text);
  if (counted === undefined) {
    counted = wordCounts(text);
    context.words.set(text, counted);
  }
  return counted;
};

/** The Dice coefficient of two multisets of strings. */
const shared = (a: readonly string[], b: readonly string[]): number => {
  if (a.length + b.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const item of a) counts.set(item, (counts.get(item) ?? 0) + 1);
  let both = 0;
  for (const item of b) {
    const left = counts.get(item) ?? 0;
    if (left === 0) continue;
    counts.set(item, left - 1);
    both++;
  }
  return (2 * both) / (a.length + b.length);
};

/** The Dice coefficient of two texts' multisets of words. */
const likeness = (a: string, b: string, context: DiffContext): number => {
  const [left, right] = [countsOf(a, context), countsOf(b, context)];
  if (left.total + right.total === 0) return 1;
  const [small, large] = left.counts.size <= right.counts.size ? [left.counts, right.counts] : [right.counts, left.counts];
  let shared = 0;
  for (const [word, count] of small) shared += Math.min(count, large.get(word) ?? 0);
  return (2 * shared) / (left.total + right.total);
};

const elementOf = (block: Block): CompareChange['element'] => (block.kind === 'other' ? 'block' : block.kind);

/** How many different keys of one sample are compared one by one before they are hashed. */
const SAMPLE_SHARERS = 8;

/** A number from a text's length and some of its characters: equal texts have equal samples. */
const sampleOf = (text: string): number => {
  const length = text.length;
  let sample = length;
  const step = Math.max(1, length >> 4);
  for (let at = length - 1; at >= 0 && at >= length - 24; at--) sample = (Math.imul(sample, 31) + text.charCodeAt(at)) | 0;
  for (let at = 0; at < length; at += step) sample = (Math.imul(sample, 31) + text.charCodeAt(at)) | 0;
  return sample;
};

/** One step of an edit script: `count` items kept, removed from the original or added by the revision. */
type Step = { readonly count: number; readonly removed: boolean; readonly added: boolean };

const runOf = (steps: Step[], count: number, kind: 'equal' | 'removed' | 'added'): void => {
  if (count === 0) return;
  const last = steps[steps.length - 1];
  const removed = kind === 'removed';
  const added = kind === 'added';
  if (last !== undefined && last.removed === removed && last.added === added) steps[steps.length - 1] = { count: last.count + count, removed, added };
  else steps.push({ count, removed, added });
};

/** jsdiff's edit script of a against b, run into `steps`. */
const myers = (a: number[], b: number[], steps: Step[], context: Pick<DiffContext, 'deadline' | 'now'>): void => {
  if (a.length === 0 || b.length === 0) {
    runOf(steps, a.length, 'removed');
    runOf(steps, b.length, 'added');
    return;
  }
  const changes = jsdiff().diffArrays(a, b, { timeout: checkTime(context) });
  if (changes === undefined) throw new CompareTimeout();
  for (const change of changes) runOf(steps, change.value.length, change.removed ? 'removed' : change.added ? 'added' : 'equal');
};

/**
 * The longest run of `pairs` (sorted by their first index) whose second indexes increase: the
 * longest increasing subsequence, by patience sorting.
 */
const increasingRun = (pairs: ReadonlyArray<readonly [number, number]>): Array<readonly [number, number]> => {
  const tails: number[] = [];
  const previous = new Array<number>(pairs.length).fill(-1);
  for (let index = 0; index < pairs.length; index++) {
    const value = pairs[index]?.[1] ?? 0;
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((pairs[tails[middle] ?? 0]?.[1] ?? 0) < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1] ?? -1;
    tails[low] = index;
  }
  const run: Array<readonly [number, number]> = [];
  for (let at = tails[tails.length - 1] ?? -1; at !== -1; at = previous[at] ?? -1) run.push(pairs[at] as readonly [number, number]);
  return run.reverse();
};

/**
 * An edit script of two sequences of ids. The ids found once in each are anchors first (those in
 * the same order on both sides: patience diff); jsdiff (Myers) matches what lies between two
 * anchors, short stretches instead of the whole part, and the whole when nothing is unique.
 */
export const diffIds = (a: readonly number[], b: readonly number[], context: Pick<DiffContext, 'deadline' | 'now'>): Step[] => {
  const counts = new Map<number, number>();
  for (const id of a) counts.set(id, (counts.get(id) ?? 0) + 1);
  const inB = new Map<number, number>();
  for (let index = 0; index < b.length; index++) {
    const id = b[index] ?? 0;
    inB.set(id, inB.has(id) ? -1 : index);
  }
  const pairs: Array<readonly [number, number]> = [];
  for (let index = 0; index < a.length; index++) {
    const id = a[index] ?? 0;
    const at = inB.get(id);
    if (counts.get(id) === 1 && at !== undefined && at !== -1) pairs.push([index, at]);
  }
  const steps: Step[] = [];
  let fromA = 0;
  let fromB = 0;
  for (const [atA, atB] of increasingRun(pairs)) {
    myers(a.slice(fromA, atA), b.slice(fromB, atB), steps, context);
    runOf(steps, 1, 'equal');
    fromA = atA + 1;
    fromB = atB + 1;
  }
  myers(a.slice(fromA), b.slice(fromB), steps, context);
  return steps;
};

/** Matches two sequences by `keyOf`; calls back for each run of equal items and each gap. */
const matchBy = <T>(
  original: readonly T[],
  revised: readonly T[],
  keyed: (item: T) => string,
  context: DiffContext,
  onEqual: (revisedItems: readonly T[]) => void,
  onGap: (deleted: readonly T[], inserted: readonly T[]) => void,
): void => {
  // Each distinct key a number, so that the diff compares numbers, not long texts again and again;
  // keys are told apart by a sample of their characters first (hashing whole XML costs more than
  // comparing the few that share a sample).
  // A sample shared by many keys (a hostile file's) has them hashed after all.
  const buckets = new Map<number, Array<{ readonly key: string; readonly id: number }> | Map<string, number>>();
  let ids = 0;
  const idOf = (item: T): number => {
    const key = keyed(item);
    const sample = sampleOf(key);
    const bucket = buckets.get(sample);
    if (bucket === undefined) {
      buckets.set(sample, [{ key, id: ids }]);
      return ids++;
    }
    if (bucket instanceof Map) {
      const known = bucket.get(key);
      if (known !== undefined) return known;
      bucket.set(key, ids);
      return ids++;
    }
    for (const known of bucket) if (known.key === key) return known.id;
    if (bucket.length < SAMPLE_SHARERS) bucket.push({ key, id: ids });
    else buckets.set(sample, new Map([...bucket.map((known): [string, number] => [known.key, known.id]), [key, ids]]));
    return ids++;
  };
  const changes = diffIds(original.map(idOf), revised.map(idOf), context);
  let originalAt = 0;
  let revisedAt = 0;
  let deleted: T[] = [];
  let inserted: T[] = [];
  const flushGap = (): void => {
    if (deleted.length > 0 || inserted.length > 0) onGap(deleted, inserted);
    deleted = [];
    inserted = [];
  };
  for (const change of changes) {
    const { count } = change;
    if (change.removed) {
      appendAll(deleted, original.slice(originalAt, originalAt + count));
      originalAt += count;
    } else if (change.added) {
      appendAll(inserted, revised.slice(revisedAt, revisedAt + count));
      revisedAt += count;
    } else {
      flushGap();
      onEqual(revised.slice(revisedAt, revisedAt + count));
      originalAt += count;
      revisedAt += count;
    }
  }
  flushGap();
};

/** An item's XML as written. */
const xmlOf = (item: { readonly xml: string }): string => item.xml;

/**
 * An item's key (its text, objects marked) as the gaps are matched by: a table's is its XML, as
 * reading all its rows to find it equal is rarely worth it; two tables of the same text in other
 * XML are paired as one changed table whose rows are then all found equal (no change recorded).
 */
const keyOf = (item: { readonly xml: string; readonly key: string; readonly kind?: string }): string => (item.kind === 'table' ? item.xml : item.key);

/**
 * Matches two sequences of blocks or rows: first by their XML, so that what is unchanged is never
 * read; then, in each gap, by their keys (the same text in other formatting, other revision ids, is
 * the same block); calls back for each run of equal items and each remaining gap.
 */
const matchByKeys = <T extends { readonly xml: string; readonly key: string; readonly kind?: string }>(
  original: readonly T[],
  revised: readonly T[],
  context: DiffContext,
  onEqual: (revisedItems: readonly T[]) => void,
  onGap: (deleted: readonly T[], inserted: readonly T[]) => void,
): void =>
  matchBy(original, revised, xmlOf, context, onEqual, (deleted, inserted) =>
    deleted.length === 0 || inserted.length === 0 ? onGap(deleted, inserted) : matchBy(deleted, inserted, keyOf, context, onEqual, onGap),
  );

/**
 * Pairs the deleted and inserted items of a gap (in order, each deleted one with the inserted
 * one ahead that `pairs` scores best, or the first that scores at least CLEARLY_PAIRED, a score of 0 refusing) and calls back in the order the output shows them:
 * deleted before inserted, each pair where it falls.
 */
const walkGap = <T>(
  deleted: readonly T[],
  inserted: readonly T[],
  pairs: (original: T, revised: T) => number,
  on: { deleted(item: T): void; inserted(item: T): void; paired(original: T, revised: T): void },
): void => {
  let nextInserted = 0;
  let nextDeleted = 0;
  for (let index = 0; index < deleted.length; index++) {
    const original = deleted[index] as T;
    const limit = Math.min(inserted.length, nextInserted + PAIRING_WINDOW);
    // The next inserted item first; the first that is clearly the same one edited ends the search (most edits are in place).
    const next = nextInserted < limit ? pairs(original, inserted[nextInserted] as T) : 0;
    let match = next > 0 ? nextInserted : -1;
    let best = next;
    for (let candidate = nextInserted + 1; best < CLEARLY_PAIRED && candidate < limit; candidate++) {
      const score = pairs(original, inserted[candidate] as T);
      if (score > best) {
        match = candidate;
        best = score;
      }
    }
    if (match === -1) continue;
    for (; nextDeleted < index; nextDeleted++) on.deleted(deleted[nextDeleted] as T);
    for (; nextInserted < match; nextInserted++) on.inserted(inserted[nextInserted] as T);
    on.paired(original, inserted[match] as T);
    nextDeleted = index + 1;
    nextInserted = match + 1;
  }
  for (; nextDeleted < deleted.length; nextDeleted++) on.deleted(deleted[nextDeleted] as T);
  for (; nextInserted < inserted.length; nextInserted++) on.inserted(inserted[nextInserted] as T);
};

/** A likeness when it reaches the threshold, else 0. */
const atLeast = (score: number, threshold: number): number => (score >= threshold ? score : 0);

const blocksPair =
  (context: DiffContext) =>
  (original: Block, revised: Block): number => {
    if (original.kind === 'paragraph' && revised.kind === 'paragraph') return atLeast(likeness(original.text, revised.text, context), PARAGRAPH_LIKENESS);
    if (original.kind === 'table' && revised.kind === 'table' && original.rows !== undefined && revised.rows !== undefined) {
      // Tables that share enough rows as written are alike without reading their words.
      const rows = shared(original.rows.map(xmlOf), revised.rows.map(xmlOf));
      return rows >= ROW_LIKENESS ? rows : atLeast(likeness(original.text, revised.text, context), ROW_LIKENESS);
    }
    return 0;
  };

const rowsPair =
  (context: DiffContext) =>
  (original: RowModel, revised: RowModel): number =>
    original.cells !== undefined && revised.cells !== undefined && original.cells.length === revised.cells.length ? atLeast(likeness(original.text, revised.text, context), ROW_LIKENESS) : 0;

const record = (context: DiffContext, change: Omit<CompareChange, 'area' | 'part'>, side: 'original' | 'revised'): void => {
  context.changes.push({ ...change, area: context.area, part: side === 'original' ? context.originalPart : context.revisedPart });
};

const deletedBlock = (block: Block, context: DiffContext): string => {
  record(context, { kind: 'deleted', element: elementOf(block), location: block.label, before: block.text }, 'original');
  return markWhole(context.originalXml, block.element, 'del', context.stamp);
};

const insertedBlock = (block: Block, context: DiffContext): string => {
  record(context, { kind: 'inserted', element: elementOf(block), location: block.label, after: block.text }, 'revised');
  return markWhole(context.revisedXml, block.element, 'ins', context.stamp);
};

/** A changed paragraph: its words compared when both are plain runs, else the original deleted and the revision inserted. */
const changedParagraph = (original: Block, revised: Block, context: DiffContext): string => {
  record(context, { kind: 'changed', element: 'paragraph', location: revised.label, before: original.text, after: revised.text }, 'revised');
  const originalPieces = paragraphPieces(context.originalXml, original.element);
  const revisedPieces = paragraphPieces(context.revisedXml, revised.element);
  if (originalPieces === undefined || revisedPieces === undefined) {
    return markWhole(context.originalXml, original.element, 'del', context.stamp) + markWhole(context.revisedXml, revised.element, 'ins', context.stamp);
  }
  const paragraph = modelled(context.revisedXml, revised.element);
  const properties = paragraph.children[0]?.name === 'w:pPr' ? paragraph.children[0] : undefined;
  const open = paragraph.openEnd === paragraph.end ? context.revisedXml.slice(paragraph.start, paragraph.end).replace(/\s*\/>$/, '>') : context.revisedXml.slice(paragraph.start, paragraph.openEnd);
  const propertiesXml = properties === undefined ? '' : context.revisedXml.slice(properties.start, properties.end);
  return `${open}${propertiesXml}${diffWords(originalPieces, revisedPieces, context.stamp, context.deadline, context.now)}</w:p>`;
};

const cellXml = (original: CellModel, revised: CellModel, context: DiffContext): string => {
  const xml = context.revisedXml;
  return `${xml.slice(revised.element.start, revised.contentStart)}${diffBlocks(original.blocks, revised.blocks, context)}${xml.slice(revised.element.innerEnd, revised.element.end)}`;
};

const deletedRow = (row: RowModel, context: DiffContext): string => {
  record(context, { kind: 'deleted', element: 'row', location: row.label, before: row.text }, 'original');
  return markWhole(context.originalXml, row.element, 'del', context.stamp);
};

const insertedRow = (row: RowModel, context: DiffContext): string => {
  record(context, { kind: 'inserted', element: 'row', location: row.label, after: row.text }, 'revised');
  return markWhole(context.revisedXml, row.element, 'ins', context.stamp);
};

/** A changed row of as many cells: each cell's blocks compared. */
const changedRow = (original: RowModel, revised: RowModel, context: DiffContext): string => {
  const xml = context.revisedXml;
  const cells = revised.cells ?? [];
  const originalCells = original.cells ?? [];
  const firstCell = cells[0]?.element.start ?? revised.element.innerEnd;
  let out = xml.slice(revised.element.start, firstCell);
  cells.forEach((cell, index) => {
    const counterpart = originalCells[index];
    out += counterpart === undefined ? xml.slice(cell.element.start, cell.element.end) : cellXml(counterpart, cell, context);
  });
  return out + xml.slice(cells[cells.length - 1]?.element.end ?? firstCell, revised.element.end);
};

/** A changed table: its rows matched, the revised table's properties and grid kept. */
const changedTable = (original: TableBlock, revised: TableBlock, context: DiffContext): string => {
  const xml = context.revisedXml;
  const originalRows = original.rows ?? [];
  const rows = revised.rows ?? [];
  const firstRow = rows[0]?.element.start ?? revised.element.innerEnd;
  let out = xml.slice(revised.element.start, firstRow);
  matchByKeys(
    originalRows,
    rows,
    context,
    (equal) => {
      for (const row of equal) out += row.xml;
    },
    (deleted, inserted) =>
      walkGap(deleted, inserted, rowsPair(context), {
        deleted: (row) => (out += deletedRow(row, context)),
        inserted: (row) => (out += insertedRow(row, context)),
        paired: (before, after) => (out += changedRow(before, after, context)),
      }),
  );
  return out + xml.slice(rows[rows.length - 1]?.element.end ?? firstRow, revised.element.end);
};

/** The revised blocks with every difference from the original tracked, as XML. */
export const diffBlocks = (original: readonly Block[], revised: readonly Block[], context: DiffContext): string => {
  let out = '';
  matchByKeys(
    original,
    revised,
    context,
    (equal) => {
      for (const block of equal) out += block.xml;
    },
    (deleted, inserted) =>
      walkGap(deleted, inserted, blocksPair(context), {
        deleted: (block) => (out += deletedBlock(block, context)),
        inserted: (block) => (out += insertedBlock(block, context)),
        paired: (before, after) => {
          checkTime(context);
          out += before.kind === 'table' && after.kind === 'table' ? changedTable(before, after, context) : changedParagraph(before, after, context);
        },
      }),
  );
  return out;
};

