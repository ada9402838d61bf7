import type { CompiledTemplate } from '../compile/compiled-template';
import { renderMarker } from '../markers/render-marker';
import { isStaticXml, type ProgramNode, type SnippetNode } from '../program/program';
import type { DataScope } from '../render/data-scope';
import { OutputBuffer } from '../render/output-buffer';
import type { RenderState } from '../render/render-state';
import { plannedSlice, type SnippetBody } from './body-plan';
import type { Insertion } from './insertion';
import { endsInsideTag } from './planned-xml';

/** Numbering instances of the snippets a document or snippet inserts, by repeat item and node, so a list goes on across a repeat's items. */
export type SnippetLists = WeakMap<object, Map<SnippetNode, Map<string, string>>>;

/** One snippet being inserted: its body is rendered into `raw`, then rewritten for the target into `sink`. */
export interface SnippetFrame {
  readonly name: string;
  readonly template: CompiledTemplate;
  readonly insertion: Insertion;
  readonly body: SnippetBody;
  readonly raw: OutputBuffer;
  readonly sink: OutputBuffer;
  first: boolean;
  /** Numbering instances of the snippets this one inserts. */
  readonly lists: SnippetLists;
}

const OUTSIDE_REPEATS = {};

/** The numbering instances for this insertion: shared by the items of a repeat, new per item of a restarting one. */
export const listsFor = (scopes: SnippetLists, node: SnippetNode, state: RenderState): Map<string, string> => {
  const key = state.restartedLists ?? OUTSIDE_REPEATS;
  let byNode = scopes.get(key);
  if (byNode === undefined) {
    byNode = new Map();
    scopes.set(key, byNode);
  }
  let lists = byNode.get(node);
  if (lists === undefined) {
    lists = new Map();
    byNode.set(node, lists);
  }
  return lists;
};

/** The output buffer for an insertion at this nesting depth, reused by the next one there (one finishes before the next starts). */
export const bufferAt = (buffers: OutputBuffer[], depth: number): OutputBuffer => {
  let buffer = buffers[depth];
  if (buffer === undefined) {
    buffer = new OutputBuffer(16 * 1024);
    buffers[depth] = buffer;
  }
  buffer.reset();
  return buffer;
};

/** Writes a frame's raw output, cut to the body and rewritten; false when it does not start (or end) as the body does. */
export const flushFrame = (frame: SnippetFrame, final: boolean): boolean => {
  let text = frame.raw.view().toString('utf8');
  frame.raw.reset();
  if (frame.first) {
    if (!text.startsWith(frame.body.prefix)) return false;
    text = text.slice(frame.body.prefix.length);
    frame.first = false;
  }
  if (final) {
    if (!text.endsWith(frame.body.suffix)) return false;
    text = text.slice(0, text.length - frame.body.suffix.length);
  }
  if (text.length > 0) frame.sink.appendText(frame.insertion.rewrite(text));
  return true;
};

/** Writes what is pending in a frame's raw output, rewritten, unless it ends inside a tag (more is to come). */
const flushComplete = (frame: SnippetFrame): boolean => {
  if (frame.raw.length === 0) return true;
  const text = frame.raw.view().toString('utf8');
  if (endsInsideTag(text)) return false;
  frame.raw.reset();
  frame.sink.appendText(frame.insertion.rewrite(text));
  return true;
};

/**
 * Renders nodes of a snippet's content: a static slice is written as planned (see
 * plannedSlice) with the insertion's own tags; a marker is walked into, so its slices are too;
 * anything else is rendered into the raw output, rewritten once complete.
 */
const renderContent = (frame: SnippetFrame, nodes: readonly ProgramNode[], scope: DataScope, state: RenderState): void => {
  for (const node of nodes) {
    if (isStaticXml(node)) {
      const planned = flushComplete(frame) ? plannedSlice(node, frame.insertion.from.source.styles) : undefined;
      if (planned === undefined) frame.raw.appendBytes(node);
      else frame.sink.appendText(frame.insertion.writePlanned(planned));
    } else if (node.kind === 'marker') renderMarker(node, scope, state, (inner) => renderContent(frame, inner, scope, state));
    else state.render([node], scope, state);
    if (state.failure !== undefined) return;
  }
};

/** Renders a snippet's body into its frame; false when the body cannot be cut from what was rendered. */
export const renderSnippetBody = (frame: SnippetFrame, scope: DataScope, state: RenderState): boolean => {
  const content = frame.body.content;
  if (content === undefined) {
    state.render(frame.body.nodes, scope, state);
    return state.failure !== undefined || flushFrame(frame, true);
  }
  frame.first = false;
  renderContent(frame, content, scope, state);
  return state.failure !== undefined || flushFrame(frame, false);
};
