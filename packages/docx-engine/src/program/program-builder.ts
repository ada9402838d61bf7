import { outerEnd, outerStart, type PlacedBlock } from './block-placement';
import type { DynamicNode, NodeOrigin, ProgramNode } from './program';
import type { Edit } from './tag-edits';
import { transition } from './transitions';
import { buildMarkerNode } from './build-marker-node';

/** The index of the first edit starting at or after `offset`, in edits sorted by start (binary search). */
export const firstEditFrom = (edits: readonly Edit[], offset: number): number => {
  let low = 0;
  let high = edits.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((edits[middle]?.start ?? Infinity) < offset) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** Sorted by start (outer first on ties); an edit inside another is dropped: the outer one replaces it all. */
export const normalizeEdits = (edits: readonly Edit[]): Edit[] => {
  const sorted = [...edits].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Edit[] = [];
  let reach = -1;
  for (const edit of sorted) {
    if (edit.start < reach) continue;
    kept.push(edit);
    reach = edit.end;
  }
  return kept;
};

type BuildNode = string | DynamicNode;

class NodeList {
  private readonly items: BuildNode[] = [];
  get nodes(): ProgramNode[] {
    return this.items.map((node) => (typeof node === 'string' ? Buffer.from(node, 'utf8') : node));
  }
  push(node: BuildNode): void {
    if (typeof node === 'string') {
      if (node.length === 0) return;
      const last = this.items.length - 1;
      const previous = this.items[last];
      if (typeof previous === 'string') {
        this.items[last] = previous + node;
        return;
      }
    }
    this.items.push(node);
  }
}

/**
 * Assembles a part's program: the XML between dynamic points as precomputed slices (edits
 * applied), blocks as nodes whose bodies are built the same way.
 */
export const buildProgram = (
  xml: string,
  edits: readonly Edit[],
  blocks: readonly PlacedBlock[],
  originOf: (block: PlacedBlock) => NodeOrigin,
  /** XML a block writes when it renders nothing, after its usual join (a paragraph its cell needs). */
  whenEmpty: (block: PlacedBlock) => string = () => '',
): ProgramNode[] => {
  const emitStatic = (out: NodeList, from: number, to: number, inRepeat: boolean, inRestart: boolean): void => {
    let position = from;
    for (let index = firstEditFrom(edits, from); index < edits.length; index++) {
      const edit = edits[index];
      if (edit === undefined || edit.start >= to) break;
      if (edit.end > to) throw new Error(`Internal error: an edit [${edit.start}, ${edit.end}) crosses a block boundary at ${to}`);
      if ((edit.when === 'repeat' && !inRepeat) || (edit.when === 'restart' && !inRestart)) continue;
      out.push(xml.slice(position, edit.start));
      out.push(edit.replacement);
      position = edit.end;
    }
    out.push(xml.slice(position, to));
  };

  const buildRange = (from: number, to: number, children: readonly PlacedBlock[], inRepeat: boolean, inRestart: boolean): ProgramNode[] => {
    const out = new NodeList();
    let position = from;
    for (const child of children) {
      if (child.elided) continue;
      emitStatic(out, position, outerStart(child), inRepeat, inRestart);
      out.push(buildBlock(child, inRepeat, inRestart));
      position = outerEnd(child);
    }
    emitStatic(out, position, to, inRepeat, inRestart);
    return out.nodes;
  };

  const buildBlock = (placed: PlacedBlock, inRepeat: boolean, inRestart: boolean): DynamicNode => {
    const { block, starts, ends, children } = placed;
    if (placed.marker !== undefined) {
      const build = (from: number, to: number, inner: readonly PlacedBlock[], repeat: boolean, restart = false) => buildRange(from, to, inner, repeat, inRestart || restart);
      return buildMarkerNode(placed.marker, children[0] ?? [], build, inRepeat, originOf(placed));
    }
    const first = starts[0];
    const last = ends[ends.length - 1];
    if (first === undefined || last === undefined) throw new Error('Internal error: a block without points');
    const table = placed.table;
    if (table !== undefined) {
      return {
        kind: 'table',
        open: buildRange(table.element.start, first.offset, [], inRepeat, inRestart),
        rows: buildRange(first.offset, last.offset, children[0] ?? [], inRepeat, inRestart),
        close: buildRange(last.offset, table.element.end, [], inRepeat, inRestart),
        dropWhenEmpty: table.guarded,
        columns: table.columns,
      };
    }
    if (block.kind === 'each') {
      return {
        kind: 'each',
        frame: undefined,
        across: placed.mode === 'columns',
        target: block.target,
        restart: block.restart,
        body: buildRange(first.offset, last.offset, children[0] ?? [], true, inRestart || block.restart),
        between: transition(xml, last, first),
        skip: transition(xml, first, last) + whenEmpty(placed),
        origin: originOf(placed),
      };
    }
    return {
      kind: 'if',
      branches: starts.map((start, branch) => {
        const end = ends[branch] ?? last;
        return {
          condition: block.conditions[branch],
          enter: transition(xml, first, start),
          body: buildRange(start.offset, end.offset, children[branch] ?? [], inRepeat, inRestart),
          exit: transition(xml, end, last),
        };
      }),
      skip: transition(xml, first, last) + whenEmpty(placed),
      origin: originOf(placed),
    };
  };

  return buildRange(0, xml.length, blocks, false, false);
};
