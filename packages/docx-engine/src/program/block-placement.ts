import type { Block } from './block-matcher';
import { rowUnit } from './table-rows';
import { rowOf } from './block-only-rows';
import { columnCell } from './columns/column-repeats';
import type { PlacementProblem } from './placement-problem';
import type { Paragraph, Run, XmlElement } from '../part-model/part-model';
import { rawOffsetOf } from '../part-model/part-model';
import { pieceAt } from '../part-model/paragraph-text';
import type { ParagraphRole } from './paragraph-roles';
import type { TagOccurrence } from '../tags/tag-occurrence';
import { tagText } from '../tags/tag-occurrence';
import type { Point } from './transitions';
import type { MarkerPlacement } from './marker-placement';
import type { ColumnPlan } from './columns/column-plan';

/**
 * How a block's range is cut out of the XML:
 * - `inline`: open and close tags in one paragraph; the range runs between the tags' text;
 * - `paragraphs`: tags in different paragraphs of the same container (body, cell, text box, note);
 *   a paragraph holding only block tags is left out whole, otherwise the cut is at the tag;
 * - `rows`: tags in the same table row (different cells, or enclosing the whole row's text), or in
 *   different rows of one table: the rows are the unit kept, dropped or repeated (a row holding
 *   nothing but block tags is left out, block-only-rows.ts);
 * - `columns`: an `{{#each}}` around all of one cell's text in a row of several cells: the cell is
 *   repeated across (columns/column-repeats.ts).
 */
export type BlockMode = 'inline' | 'paragraphs' | 'rows' | 'columns';

/**
 * A table written as a whole: `guarded` when none of its rows is sure to be written (each stands
 * in a row block or disappears), so that a table without rows is left out; `columns` when a
 * column repeat changes its grid and widths (docs/template-language.md#table-columns).
 */
export interface TablePlacement {
  readonly element: XmlElement;
  readonly guarded: boolean;
  readonly columns: ColumnPlan | undefined;
}

export interface PlacedBlock {
  readonly block: Block;
  readonly mode: BlockMode;
  /** Inline block inside a paragraph that disappears: nothing to render. */
  readonly elided: boolean;
  /** Start and end point of each branch. */
  readonly starts: Point[];
  readonly ends: Point[];
  readonly children: PlacedBlock[][];
  /** A table rendered as a whole (table-blocks.ts): this stand-in block is the table, its one branch the table's rows. */
  readonly table?: TablePlacement;
  /** A content control or bookmark (markers/place-markers): its block is a stand-in. */
  readonly marker?: MarkerPlacement;
}

/** Where a placed block begins and ends in its parent's range (its table, for a whole-table row block). */
export const outerStart = (placed: PlacedBlock): number => placed.marker?.outerStart ?? placed.table?.element.start ?? placed.starts[0]?.offset ?? 0;
export const outerEnd = (placed: PlacedBlock): number => placed.marker?.outerEnd ?? placed.table?.element.end ?? placed.ends[placed.ends.length - 1]?.offset ?? 0;

export interface PlacementInput {
  readonly xml: string;
  readonly paragraphs: readonly Paragraph[];
  readonly roleOf: (paragraph: Paragraph) => ParagraphRole;
  /** Table rows holding nothing but block tags (block-only-rows.ts): they disappear, and a row block's ends may sit in them. */
  readonly removedRows: ReadonlySet<XmlElement>;
}

/** Decides each block's mode; points are computed later, once it is known which runs disappear. */
export const chooseModes = (
  roots: readonly Block[],
  input: PlacementInput,
): { modes: Map<Block, BlockMode>; columnCells: Map<Block, XmlElement>; problems: PlacementProblem[] } => {
  const modes = new Map<Block, BlockMode>();
  const columnCells = new Map<Block, XmlElement>();
  const problems: PlacementProblem[] = [];
  const visit = (block: Block): void => {
    const elses = block.kind === 'if' ? block.elses : [];
    const cell = columnCell(block, input.paragraphs);
    const rows = cell === undefined ? rowUnit(block, input.paragraphs) : undefined;
    if (cell !== undefined) {
      modes.set(block, 'columns');
      columnCells.set(block, cell);
    } else if (rows !== undefined && elses.length > 0 && !(block.open.paragraph === block.close.paragraph) && !elsesInRemovedRows(elses, rows, input.removedRows)) {
      problems.push({
        code: 'else_in_table_row_block',
        message: `"${tagText(block.open)}" … "${tagText(block.close)}" keeps or drops whole table rows, so its {{else}} must stand alone in a row of the same table (a row holding nothing but block tags), or use a second {{#if}} for the other rows.`,
        tag: elses[0] ?? block.open,
      });
    } else if (rows !== undefined && (elses.length === 0 || block.open.paragraph !== block.close.paragraph)) {
      modes.set(block, 'rows');
    } else if (block.open.paragraph === block.close.paragraph) {
      modes.set(block, 'inline');
      for (const tag of elses) {
        if (tag.paragraph !== block.open.paragraph) problems.push(crossing(block, tag));
      }
    } else {
      const container = block.open.paragraph.element.parent;
      const strays = [block.close, ...elses].filter((tag) => tag.paragraph.element.parent !== container);
      if (strays.length > 0) problems.push(crossing(block, strays[0] ?? block.close));
      else modes.set(block, 'paragraphs');
    }
    for (const branch of block.branches) branch.forEach(visit);
  };
  roots.forEach(visit);
  return { modes, columnCells, problems };
};

/** Whether each else tag stands in a row that disappears, of the block's table, between its first and last rows. */
const elsesInRemovedRows = (elses: readonly TagOccurrence[], rows: { first: XmlElement; last: XmlElement }, removedRows: ReadonlySet<XmlElement>): boolean =>
  elses.every((tag) => {
    const row = rowOf(tag.paragraph);
    return row !== undefined && removedRows.has(row) && row.parent === rows.first.parent && row.start > rows.first.start && row.end < rows.last.end;
  });

const crossing = (block: Block, tag: TagOccurrence): PlacementProblem => ({
  code: 'block_crosses_container',
  message: `"${tagText(block.open)}" (paragraph ${block.open.paragraph.index + 1}) and "${tagText(tag)}" (paragraph ${tag.paragraph.index + 1}) are not in the same place: a block must start and end in the same table cell, text box or note, or both outside tables (or in the same table row, which makes the row the unit).`,
  tag,
});

export interface PointInput extends PlacementInput {
  readonly isRemovedRun: (run: Run) => boolean;
  readonly modes: ReadonlyMap<Block, BlockMode>;
  /** The cell of each column repeat. */
  readonly columnCells: ReadonlyMap<Block, XmlElement>;
}

/** The point just after a tag's `}}`, or just after its run when the run disappears. */
export const pointAfterTag = (tag: TagOccurrence, isRemovedRun: (run: Run) => boolean): Point => {
  const piece = pieceAt(tag.paragraph, tag.end - 1);
  const run = piece.run;
  if (run !== undefined && isRemovedRun(run) && run.element.parent !== undefined) return { offset: run.element.end, element: run.element.parent };
  return { offset: rawOffsetOf(piece, tag.end), element: piece.element };
};

/** The point just before a tag's `{{`, or just before its run when the run disappears. */
export const pointBeforeTag = (tag: TagOccurrence, isRemovedRun: (run: Run) => boolean): Point => {
  const piece = pieceAt(tag.paragraph, tag.start);
  const run = piece.run;
  if (run !== undefined && isRemovedRun(run) && run.element.parent !== undefined) return { offset: run.element.start, element: run.element.parent };
  return { offset: rawOffsetOf(piece, tag.start), element: piece.element };
};

const paragraphParent = (paragraph: Paragraph): XmlElement => {
  const parent = paragraph.element.parent;
  if (parent === undefined) throw new Error('A paragraph at the root of a part');
  return parent;
};

/** Computes every block's points; blocks whose order the points break (overlapping ranges) are problems. */
export const placeBlocks = (roots: readonly Block[], input: PointInput): { placed: PlacedBlock[]; problems: PlacementProblem[] } => {
  const problems: PlacementProblem[] = [];
  const { isRemovedRun } = input;
  const after = (tag: TagOccurrence, mode: BlockMode): Point => {
    const role = input.roleOf(tag.paragraph);
    if (mode === 'paragraphs' && (role === 'removed' || role === 'emptied')) return { offset: tag.paragraph.element.end, element: paragraphParent(tag.paragraph) };
    return pointAfterTag(tag, isRemovedRun);
  };
  const before = (tag: TagOccurrence, mode: BlockMode): Point => {
    const role = input.roleOf(tag.paragraph);
    if (mode === 'paragraphs' && (role === 'removed' || role === 'emptied')) return { offset: tag.paragraph.element.start, element: paragraphParent(tag.paragraph) };
    return pointBeforeTag(tag, isRemovedRun);
  };
  // An else in a kept paragraph is cut at the tag, so the kept paragraph stays in one branch or the other.
  const elseEnd = (tag: TagOccurrence, mode: BlockMode): Point =>
    mode === 'paragraphs' && input.roleOf(tag.paragraph) === 'removed' ? { offset: tag.paragraph.element.start, element: paragraphParent(tag.paragraph) } : pointBeforeTag(tag, isRemovedRun);
  const elseStart = (tag: TagOccurrence, mode: BlockMode): Point =>
    mode === 'paragraphs' && input.roleOf(tag.paragraph) === 'removed' ? { offset: tag.paragraph.element.end, element: paragraphParent(tag.paragraph) } : pointAfterTag(tag, isRemovedRun);

  const place = (block: Block, elidedParent: boolean): PlacedBlock | undefined => {
    const mode = input.modes.get(block);
    if (mode === undefined) return undefined;
    const elided = elidedParent || (mode === 'inline' && input.roleOf(block.open.paragraph) === 'removed') || inOneRemovedRow(block, input.removedRows);
    const starts: Point[] = [];
    const ends: Point[] = [];
    const cell = input.columnCells.get(block);
    if (mode === 'columns' && cell !== undefined) {
      const row = paragraphParentOfRow(cell);
      starts.push({ offset: cell.start, element: row });
      ends.push({ offset: cell.end, element: row });
    } else if (mode === 'rows') {
      const rows = rowUnitOf(block, input);
      if (rows === undefined) return undefined;
      // A row holding nothing but block tags is left out: the block's rows are those between.
      const parent = paragraphParentOfRow(rows.first);
      starts.push({ offset: input.removedRows.has(rows.first) ? rows.first.end : rows.first.start, element: parent });
      if (block.kind === 'if') {
        for (const tag of block.elses) {
          const row = rowOf(tag.paragraph);
          if (row === undefined) continue;
          ends.push({ offset: row.start, element: parent });
          starts.push({ offset: row.end, element: parent });
        }
      }
      ends.push({ offset: input.removedRows.has(rows.last) ? rows.last.start : rows.last.end, element: paragraphParentOfRow(rows.last) });
    } else {
      starts.push(after(block.open, mode));
      if (block.kind === 'if') {
        for (const tag of block.elses) {
          ends.push(elseEnd(tag, mode));
          starts.push(elseStart(tag, mode));
        }
      }
      ends.push(before(block.close, mode));
    }
    const children = block.branches.map((branch) => branch.map((child) => place(child, elided)).filter((child): child is PlacedBlock => child !== undefined));
    const placed: PlacedBlock = { block, mode, elided, starts, ends, children };
    if (!elided) checkOrder(placed);
    return placed;
  };

  const checkOrder = (placed: PlacedBlock): void => {
    let previous = -1;
    placed.starts.forEach((start, branch) => {
      const end = placed.ends[branch];
      if (end === undefined) return;
      const ordered = start.offset >= previous && end.offset >= start.offset;
      let cursor = start.offset;
      for (const child of placed.children[branch] ?? []) {
        if (child.elided) continue;
        const childStart = outerStart(child);
        const childEnd = outerEnd(child);
        if (childStart < cursor || childEnd > end.offset) {
          problems.push({
            code: 'blocks_overlap',
            message: `"${tagText(child.block.open)}" … "${tagText(child.block.close)}" (${describeMode(child.mode)}) does not fit inside "${tagText(placed.block.open)}" … "${tagText(placed.block.close)}" (${describeMode(placed.mode)}): blocks must nest, each one wholly inside the other.`,
            tag: child.block.open,
          });
        }
        cursor = Math.max(cursor, childEnd);
      }
      if (!ordered) {
        problems.push({ code: 'blocks_overlap', message: `The parts of "${tagText(placed.block.open)}" … "${tagText(placed.block.close)}" are out of order.`, tag: placed.block.open });
      }
      previous = end.offset;
    });
  };

  const placed = roots.map((root) => place(root, false)).filter((block): block is PlacedBlock => block !== undefined);
  let cursor = 0;
  for (const block of placed) {
    if (block.elided) continue;
    const start = outerStart(block);
    if (start < cursor) {
      problems.push({ code: 'blocks_overlap', message: `"${tagText(block.block.open)}" … "${tagText(block.block.close)}" (${describeMode(block.mode)}) overlaps the block before it: blocks must not overlap.`, tag: block.block.open });
    }
    cursor = Math.max(cursor, outerEnd(block));
  }
  return { placed, problems };
};

/** A block whose tags all stand in one row that disappears: nothing of it is written. */
const inOneRemovedRow = (block: Block, removedRows: ReadonlySet<XmlElement>): boolean => {
  if (removedRows.size === 0) return false;
  const row = rowOf(block.open.paragraph);
  return row !== undefined && removedRows.has(row) && rowOf(block.close.paragraph) === row;
};

const MODE_DESCRIPTIONS: Readonly<Record<BlockMode, string>> = { rows: 'whole table rows', columns: 'a table cell repeated across', inline: 'inside one paragraph', paragraphs: 'whole paragraphs' };
const describeMode = (mode: BlockMode): string => MODE_DESCRIPTIONS[mode];

const rowUnitOf = (block: Block, input: PlacementInput): { first: XmlElement; last: XmlElement } | undefined => rowUnit(block, input.paragraphs);

/** The element holding a row (its table), or a cell (its row). */
const paragraphParentOfRow = (row: XmlElement): XmlElement => {
  if (row.parent === undefined) throw new Error('A table row at the root of a part');
  return row.parent;
};
