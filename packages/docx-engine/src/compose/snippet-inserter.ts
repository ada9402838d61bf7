import { createHash } from 'node:crypto';
import type { DocxChange } from '../package/write-docx';
import { compileTemplate } from '../compile/compile-template';
import { hasErrors, type CompiledTemplate } from '../compile/compiled-template';
import type { DataScope } from '../render/data-scope';
import { OutputBuffer } from '../render/output-buffer';
import { isStaticXml, type ProgramNode, type SnippetNode } from '../program/program';
import { renderMarker } from '../markers/render-marker';
import { renderNodes } from '../render/render-program';
import type { RenderState } from '../render/render-state';
import type { SnippetFailureReason, SnippetSource } from '../render/render-types';
import { scanXml } from '../xml/xml-scanner';
import { plannedSlice, snippetBody, type SnippetBody } from './body-plan';
import { endsInsideTag } from './planned-xml';
import { deflatedOnce } from './deflated-parts';
import { Insertion, restartToken } from './insertion';
import { PackageImport } from './package-import';
import { packageReader, type NotesKind } from './package-reader';
import { TargetPackage, type IdCounters } from './target-package';

/** How a render inserts snippets (`{{> Name}}`); see createSnippetInserter. */
export interface SnippetInserter {
  insert(node: SnippetNode, scope: DataScope, state: RenderState): void;
  /** The numId to write for a list restarted inside a snippet; undefined outside snippets. */
  restartedNumId(numId: string, state: RenderState): string | undefined;
  /** Adds what the snippets brought (styles, lists, notes, parts, relationships) to the render's changes. */
  finish(changes: Map<string, DocxChange>): void;
}

/** Snippets nest at most this deep (SPEC 3.4). */
export const MAX_SNIPPET_DEPTH = 8;

interface Frame {
  readonly name: string;
  readonly template: CompiledTemplate;
  readonly insertion: Insertion;
  readonly body: SnippetBody;
  readonly raw: OutputBuffer;
  readonly sink: OutputBuffer;
  first: boolean;
  /** Numbering instances of the snippets this one inserts, by node, so a list goes on across a repeat's items. */
  readonly lists: WeakMap<object, Map<SnippetNode, Map<string, string>>>;
}

const OUTSIDE_REPEATS = {};
const INLINE_CONTENT = new Set(['w:bookmarkStart', 'w:bookmarkEnd', 'w:permStart', 'w:permEnd', 'w:commentRangeStart', 'w:commentRangeEnd', 'w:proofErr']);

/**
 * The runs of a rendered snippet body made of one paragraph (bookmarks and the like around it
 * allowed), or undefined when it holds more (several paragraphs, a table).
 */
export const inlineContent = (xml: string): string | undefined => {
  let depth = 0;
  let paragraphs = 0;
  let blocked = false;
  let content = '';
  let contentStart = 0;
  let outsideFrom = 0;
  let firstChild = false;
  let inProperties = false;
  scanXml(xml, {
    open(name, start, end, selfClosing) {
      if (depth === 0) {
        if (name === 'w:p') {
          paragraphs++;
          content += xml.slice(outsideFrom, start);
          contentStart = end;
          outsideFrom = end;
          firstChild = !selfClosing;
        } else if (!INLINE_CONTENT.has(name)) blocked = true;
      } else if (depth === 1 && firstChild) {
        firstChild = false;
        if (name === 'w:pPr') {
          if (selfClosing) contentStart = end;
          else inProperties = true;
        }
      }
      if (!selfClosing) depth++;
    },
    close(name, start, end) {
      depth--;
      if (depth === 1 && inProperties && name === 'w:pPr') {
        inProperties = false;
        contentStart = end;
      } else if (depth === 0 && name === 'w:p') {
        content += xml.slice(contentStart, start);
        outsideFrom = end;
        firstChild = false;
      }
    },
  });
  if (blocked || paragraphs > 1) return undefined;
  return content + xml.slice(outsideFrom).trim();
};

const bufferAt = (buffers: OutputBuffer[], depth: number): OutputBuffer => {
  let buffer = buffers[depth];
  if (buffer === undefined) {
    buffer = new OutputBuffer(16 * 1024);
    buffers[depth] = buffer;
  }
  buffer.reset();
  return buffer;
};

const endsWithParagraph = (buffer: OutputBuffer): boolean => {
  const view = buffer.view();
  const tail = view.subarray(Math.max(0, view.length - 16)).toString('utf8').trimEnd();
  return tail.endsWith('</w:p>') || /<w:p\s*\/>$/.test(tail);
};

/**
 * Inserts snippets into a render: resolves each by name, compiles it (once per render for
 * bytes: the caller may pass compiled snippets, cached by SHA-256), renders its body with the
 * same data and scope, and imports what it uses into the output (see Insertion).
 */
export const createSnippetInserter = (
  template: CompiledTemplate,
  resolve: (name: string) => SnippetSource | undefined,
  counters: { readonly ids: IdCounters; readonly nextNumId: (atLeast: number) => number },
): SnippetInserter => {
  const target = new TargetPackage(template.package, counters.ids, { next: counters.nextNumId });
  const compiledByDigest = new Map<string, ReturnType<typeof compileTemplate>>();
  const imports = new Map<CompiledTemplate, PackageImport>();
  const stack: Frame[] = [];
  const rootLists = new WeakMap<object, Map<SnippetNode, Map<string, string>>>();
  const renderedNotes = new Map<CompiledTemplate, WeakMap<DataScope, Map<string, string>>>();
  /** Output buffers by nesting depth, reused by the next insertion at that depth (one finishes before the next starts). */
  const rawBuffers: OutputBuffer[] = [];
  const inlineBuffers: OutputBuffer[] = [];
  let notesBuffer: OutputBuffer | undefined;
  let restartSerial = 0;
  /** Notes of a snippet being rendered: a snippet inserted there is not supported (it would land in the body). */
  let renderingNotes = 0;

  const fail = (state: RenderState, node: SnippetNode, reason: SnippetFailureReason, why: string): void => {
    const within = stack.length === 0 ? '' : ` inside the snippet "${stack[stack.length - 1]?.name ?? ''}"`;
    const where = stack.length === 0 ? ` (${node.origin.part}, paragraph ${node.origin.paragraph})` : within;
    state.failure = { code: 'snippet_unavailable', reason, message: `The snippet "${node.name}"${where} cannot be inserted: ${why}`, name: node.name, ...node.origin };
  };

  const compiledSnippet = (state: RenderState, node: SnippetNode): CompiledTemplate | undefined => {
    const source = resolve(node.name);
    if (source === undefined) {
      fail(state, node, 'not_found', 'there is no snippet of that name.');
      return undefined;
    }
    let snippet: CompiledTemplate;
    if (source instanceof Uint8Array) {
      const digest = createHash('sha256').update(source).digest('hex');
      let compiled = compiledByDigest.get(digest);
      if (compiled === undefined) {
        compiled = compileTemplate(source);
        compiledByDigest.set(digest, compiled);
      }
      if (!compiled.ok) {
        fail(state, node, 'invalid', `it is not a usable .docx (${compiled.error.message})`);
        return undefined;
      }
      snippet = compiled.value;
    } else snippet = source;
    if (hasErrors(snippet)) {
      const errors = snippet.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
      fail(state, node, 'invalid', `it has ${errors.length} template error(s): ${errors.map((diagnostic) => diagnostic.message).join(' ')}`);
      return undefined;
    }
    return snippet;
  };

  const importOf = (snippet: CompiledTemplate): PackageImport => {
    let imported = imports.get(snippet);
    if (imported === undefined) {
      imported = new PackageImport(packageReader(snippet.package), target, (sourcePart) => snippet.package.text(sourcePart));
      imports.set(snippet, imported);
    }
    return imported;
  };

  /** The numbering instances for this insertion: shared by the items of a repeat, new per item of a restarting one. */
  const listsFor = (node: SnippetNode, state: RenderState): Map<string, string> => {
    const scopes = stack[stack.length - 1]?.lists ?? rootLists;
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

  const flush = (frame: Frame, final: boolean): boolean => {
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

  /** A snippet's notes parts rendered with one scope: once per render for every insertion in that scope. */
  const notesRenderer = (snippet: CompiledTemplate, scope: DataScope, state: RenderState): ((kind: NotesKind, part: string) => string) => {
    let byScope = renderedNotes.get(snippet);
    if (byScope === undefined) {
      byScope = new WeakMap();
      renderedNotes.set(snippet, byScope);
    }
    let rendered = byScope.get(scope);
    if (rendered === undefined) {
      rendered = new Map<string, string>();
      byScope.set(scope, rendered);
    }
    const known = rendered;
    return (_kind, part) => {
      const cached = known.get(part);
      if (cached !== undefined) return cached;
      const program = snippet.programs.find((candidate) => candidate.part.toLowerCase() === part.toLowerCase());
      let text = snippet.package.text(part);
      if (program !== undefined) {
        const saved = state.out;
        // One buffer for every notes part rendered: each is read out before the next (notes insert no snippets).
        notesBuffer ??= new OutputBuffer(16 * 1024);
        if (renderingNotes === 0) notesBuffer.reset();
        state.out = renderingNotes === 0 ? notesBuffer : new OutputBuffer(16 * 1024);
        renderingNotes++;
        renderNodes(program.nodes, scope, state);
        renderingNotes--;
        text = state.out.view().toString('utf8');
        state.out = saved;
      }
      known.set(part, text);
      return text;
    };
  };

  /** Writes what is pending in a frame's raw output, rewritten, unless it ends inside a tag (more is to come). */
  const flushComplete = (frame: Frame): boolean => {
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
  const renderContent = (frame: Frame, nodes: readonly ProgramNode[], scope: DataScope, state: RenderState): void => {
    for (const node of nodes) {
      if (isStaticXml(node)) {
        const planned = flushComplete(frame) ? plannedSlice(node, frame.insertion.from.source.styles) : undefined;
        if (planned === undefined) frame.raw.appendBytes(node);
        else frame.sink.appendText(frame.insertion.writePlanned(planned));
      } else if (node.kind === 'marker') renderMarker(node, scope, state, (inner) => renderContent(frame, inner, scope, state));
      else renderNodes([node], scope, state);
      if (state.failure !== undefined) return;
    }
  };

  /** Renders a snippet's body into its frame; false when the body cannot be cut from what was rendered. */
  const renderBody = (frame: Frame, scope: DataScope, state: RenderState): boolean => {
    const content = frame.body.content;
    if (content === undefined) {
      renderNodes(frame.body.nodes, scope, state);
      return state.failure !== undefined || flush(frame, true);
    }
    frame.first = false;
    renderContent(frame, content, scope, state);
    return state.failure !== undefined || flush(frame, false);
  };

  const insert = (node: SnippetNode, scope: DataScope, state: RenderState): void => {
    const names = stack.map((frame) => frame.name);
    const looped = names.findIndex((name) => name.toLowerCase() === node.name.toLowerCase());
    if (looped !== -1) {
      fail(state, node, 'cycle', `snippets include each other in a circle: ${[...names.slice(looped), node.name].join(' > ')}.`);
      return;
    }
    if (renderingNotes > 0) {
      fail(state, node, 'invalid', "a snippet's footnotes, endnotes and comments cannot insert snippets.");
      return;
    }
    if (stack.length >= MAX_SNIPPET_DEPTH) {
      fail(state, node, 'too_deep', `snippets are nested more than ${MAX_SNIPPET_DEPTH} deep (${[...names, node.name].join(' > ')}).`);
      return;
    }
    const snippet = compiledSnippet(state, node);
    if (snippet === undefined) return;
    const parent = stack[stack.length - 1];
    if (parent !== undefined && !flush(parent, false)) {
      fail(state, node, 'invalid', 'the snippet around it could not be cut to its body.');
      return;
    }
    const root = parent?.sink ?? state.out;
    const targetPart = parent?.insertion.targetPart ?? node.origin.part;
    const insertion = Insertion.start(importOf(snippet), snippet.package.mainDocumentPart, targetPart, {
      keepSections: false,
      notesText: notesRenderer(snippet, scope, state),
      lists: listsFor(node, state),
    });
    const frame: Frame = {
      name: node.name,
      template: snippet,
      insertion,
      body: snippetBody(snippet),
      raw: bufferAt(rawBuffers, stack.length),
      sink: node.placement === 'inline' ? bufferAt(inlineBuffers, stack.length) : root,
      first: true,
      lists: new WeakMap(),
    };
    const saved = { out: state.out, copyDepth: state.copyDepth };
    // The snippet's own repeats make ids above the snippet's (so a copy's shape number is no other shape's
    // original, which the insertion maps to one fresh number): every id is renumbered on import anyway.
    for (const family of ['drawing', 'annotation', 'shape'] as const) state.nextId[family] = Math.max(state.nextId[family], snippet.maxIds[family]);
    state.out = frame.raw;
    state.copyDepth = 0;
    stack.push(frame);
    const cut = renderBody(frame, scope, state);
    stack.pop();
    state.out = saved.out;
    state.copyDepth = saved.copyDepth;
    if (state.failure !== undefined) return;
    if (!cut) {
      fail(state, node, 'invalid', 'its body could not be found.');
      return;
    }
    if (node.placement === 'inline') {
      const content = inlineContent(frame.sink.view().toString('utf8'));
      if (content === undefined || node.reopenRun === undefined || node.reopenRun === '') {
        fail(state, node, 'not_inline', 'it has more than one paragraph (or a table), so it must stand alone in its paragraph.');
        return;
      }
      root.appendText(`</w:t></w:r>${content}${node.reopenRun}`);
      return;
    }
    if (node.emptied !== undefined && (node.keepsSectionBreak === true || (node.endsContainer === true && !endsWithParagraph(root)))) root.appendText(node.emptied);
  };

  return {
    insert,
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
    finish(changes) {
      for (const [name, key] of target.finish(changes)) {
        const xml = changes.get(name);
        if (typeof xml === 'string') changes.set(name, deflatedOnce(template.package, key, xml));
      }
    },
  };
};
