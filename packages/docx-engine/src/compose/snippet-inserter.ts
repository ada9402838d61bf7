import type { CompiledTemplate } from '../compile/compiled-template';
import type { DataScope } from '../render/data-scope';
import type { OutputBuffer } from '../render/output-buffer';
import type { SnippetNode } from '../program/program';
import type { RenderFailure, SnippetFailureReason, SnippetSource } from '../render/render-types';
import type { RenderState, SnippetInserter } from '../render/render-state';
import { snippetBody } from './body-plan';
import { endsWithParagraph, inlineContent } from './inline-content';
import { Insertion, restartToken } from './insertion';
import { PackageImport } from './package-import';
import { packageReader } from './package-reader';
import { bufferAt, flushFrame, listsFor, renderSnippetBody, type SnippetFrame, type SnippetLists } from './snippet-frame';
import { SnippetNotes } from './snippet-notes';
import { compiledSnippet, isSnippetProblem, type CompiledByDigest, type SnippetProblem } from './snippet-source';
import type { RenderTarget } from './render-target';
import type { NameKey } from '../name-key';
import { MAX_SNIPPET_DEPTH } from './snippet-depth';

const snippetFailure = (stack: readonly SnippetFrame[], node: SnippetNode, reason: SnippetFailureReason, why: string): RenderFailure => {
  const within = stack.length === 0 ? '' : ` inside the snippet "${stack[stack.length - 1]?.name ?? ''}"`;
  const where = stack.length === 0 ? ` (${node.origin.part}, paragraph ${node.origin.paragraph})` : within;
  return { code: 'snippet_unavailable', reason, message: `The snippet "${node.name}"${where} cannot be inserted: ${why}`, name: node.name, ...node.origin };
};

/** Why the snippet may not be inserted here (a circle, inside notes, too deep), before it is even resolved. */
const refusedHere = (stack: readonly SnippetFrame[], node: SnippetNode, inNotes: boolean, nameKey: NameKey): RenderFailure | undefined => {
  const names = stack.map((frame) => frame.name);
  const looped = names.findIndex((name) => nameKey(name) === nameKey(node.name));
  if (looped !== -1) return snippetFailure(stack, node, 'cycle', `snippets include each other in a circle: ${[...names.slice(looped), node.name].join(' > ')}.`);
  if (inNotes) return snippetFailure(stack, node, 'invalid', "a snippet's footnotes, endnotes and comments cannot insert snippets.");
  if (stack.length >= MAX_SNIPPET_DEPTH) return snippetFailure(stack, node, 'too_deep', `snippets are nested more than ${MAX_SNIPPET_DEPTH} deep (${[...names, node.name].join(' > ')}).`);
  return undefined;
};

/** Writes a rendered snippet where its tag was: its runs inside the tag's run, or its paragraphs in place of the tag's paragraph. */
const placeRendered = (node: SnippetNode, frame: SnippetFrame, root: OutputBuffer): SnippetProblem | undefined => {
  if (node.placement === 'inline') {
    const content = inlineContent(frame.sink.view().toString('utf8'));
    if (content === undefined || node.reopenRun === undefined || node.reopenRun === '') {
      return { reason: 'not_inline', why: 'it has more than one paragraph (or a table), so it must stand alone in its paragraph.' };
    }
    root.appendText(`</w:t></w:r>${content}${node.reopenRun}`);
    return undefined;
  }
  if (node.emptied !== undefined && (node.keepsSectionBreak === true || (node.endsContainer === true && !endsWithParagraph(root)))) root.appendText(node.emptied);
  return undefined;
};

/**
 * Inserts snippets into a render: resolves each by name, compiles it (once per render for
 * bytes: the caller may pass compiled snippets, cached by SHA-256), renders its body with the
 * same data and scope, and imports what it uses into the output (see Insertion).
 *
 * Made once per render that may insert snippets. What the render's insertions share (the target
 * package, the imports, the stack of frames, the buffers) stays in this closure, kept for speed as
 * it was; the steps of one insertion are plain functions of their arguments (snippet-frame.ts,
 * snippet-source.ts), so the split added no allocation to a render or an insertion.
 */
export const createSnippetInserter = (
  resolve: (name: string) => SnippetSource | undefined,
  /** Where what the snippets bring (styles, lists, notes, parts, relationships) is added; the render finishes it. */
  into: RenderTarget,
): SnippetInserter => {
  const compiledByDigest: CompiledByDigest = new Map();
  const imports = new Map<CompiledTemplate, PackageImport>();
  const stack: SnippetFrame[] = [];
  const rootLists: SnippetLists = new WeakMap();
  const notes = new SnippetNotes();
  /** Output buffers by nesting depth, reused by the next insertion at that depth (one finishes before the next starts). */
  const rawBuffers: OutputBuffer[] = [];
  const inlineBuffers: OutputBuffer[] = [];
  let restartSerial = 0;

  const importOf = (snippet: CompiledTemplate): PackageImport => {
    let imported = imports.get(snippet);
    if (imported === undefined) {
      imported = new PackageImport(packageReader(snippet.package), into.target, (sourcePart) => snippet.package.text(sourcePart));
      imports.set(snippet, imported);
    }
    return imported;
  };

  const startFrame = (node: SnippetNode, snippet: CompiledTemplate, parent: SnippetFrame | undefined, scope: DataScope, state: RenderState): SnippetFrame => {
    const insertion = Insertion.start(importOf(snippet), snippet.package.mainDocumentPart, parent?.insertion.targetPart ?? node.origin.part, {
      keepSections: false,
      notesText: notes.renderer(snippet, scope, state),
      lists: listsFor(parent?.lists ?? rootLists, node, state),
    });
    return {
      name: node.name,
      template: snippet,
      insertion,
      body: snippetBody(snippet),
      raw: bufferAt(rawBuffers, stack.length),
      sink: node.placement === 'inline' ? bufferAt(inlineBuffers, stack.length) : (parent?.sink ?? state.out),
      first: true,
      lists: new WeakMap(),
    };
  };

  /** Renders the frame's body with the render's output pointed at the frame; false when the body could not be cut out. */
  const renderFrame = (frame: SnippetFrame, scope: DataScope, state: RenderState): boolean => {
    const saved = { out: state.out, copyDepth: state.copyDepth };
    // The snippet's own repeats make ids above the snippet's (so a copy's shape number is no other shape's
    // original, which the insertion maps to one fresh number): every id is renumbered on import anyway.
    for (const family of ['drawing', 'annotation', 'shape'] as const) state.nextId[family] = Math.max(state.nextId[family], frame.template.maxIds[family]);
    state.out = frame.raw;
    state.copyDepth = 0;
    stack.push(frame);
    const cut = renderSnippetBody(frame, scope, state);
    stack.pop();
    state.out = saved.out;
    state.copyDepth = saved.copyDepth;
    return cut;
  };

  const insert = (node: SnippetNode, scope: DataScope, state: RenderState): void => {
    const refused = refusedHere(stack, node, notes.depth > 0, state.vocabulary.nameKey);
    if (refused !== undefined) {
      state.failure = refused;
      return;
    }
    const snippet = compiledSnippet(resolve(node.name), compiledByDigest, state.vocabulary.nameKey);
    if (isSnippetProblem(snippet)) {
      state.failure = snippetFailure(stack, node, snippet.reason, snippet.why);
      return;
    }
    const parent = stack[stack.length - 1];
    if (parent !== undefined && !flushFrame(parent, false)) {
      state.failure = snippetFailure(stack, node, 'invalid', 'the snippet around it could not be cut to its body.');
      return;
    }
    const root = parent?.sink ?? state.out;
    const frame = startFrame(node, snippet, parent, scope, state);
    const cut = renderFrame(frame, scope, state);
    if (state.failure !== undefined) return;
    const notPlaced = cut ? placeRendered(node, frame, root) : { reason: 'invalid' as const, why: 'its body could not be found.' };
    if (notPlaced !== undefined) state.failure = snippetFailure(stack, node, notPlaced.reason, notPlaced.why);
  };

  return {
    insert,
    relationshipHere(type, part, declarations) {
      const insertion = stack[stack.length - 1]?.insertion;
      return insertion?.from.addedRelationship(insertion.sourcePart, insertion.targetPart, type, part, declarations);
    },
    restartedNumId(numId, state) {
      if (stack.length === 0) return undefined;
      if (state.restartedLists === undefined) return numId;
      const key = `\u0000snippet ${stack.length} ${numId}`;
      let serial = state.restartedLists.get(key);
      if (serial === undefined) {
        serial = ++restartSerial;
        state.restartedLists.set(key, serial);
      }
      return restartToken(numId, serial);
    },
    directOutput() {
      const frame = stack[stack.length - 1];
      if (frame === undefined) return undefined;
      if (notes.depth > 0) return "a snippet's footnotes, endnotes and comments cannot hold styled text.";
      if (!flushFrame(frame, false)) return 'the snippet around it could not be cut to its body.';
      return { out: frame.sink, part: frame.insertion.targetPart };
    },
  };
};
