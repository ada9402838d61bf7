import type { CompiledTemplate } from '../compile/compiled-template';
import type { DataScope } from '../render/data-scope';
import { OutputBuffer } from '../render/output-buffer';
import type { RenderState } from '../render/render-state';
import type { ProgramNode } from '../program/program';
import type { NotesKind } from './package-reader';

/**
 * The footnotes, endnotes and comments parts of one render's snippets, each rendered once per
 * snippet and scope: every insertion of a snippet in that scope imports the same rendered notes.
 */
export class SnippetNotes {
  private readonly rendered = new Map<CompiledTemplate, WeakMap<DataScope, Map<string, string>>>();
  /** One buffer for every notes part rendered: each is read out before the next (notes insert no snippets). */
  private buffer: OutputBuffer | undefined;
  /** Above 0 while a snippet's notes are being rendered: a snippet inserted there is not supported (it would land in the body). */
  depth = 0;

  /** The text of a snippet's notes part, rendered with `scope` on first use. */
  renderer(snippet: CompiledTemplate, scope: DataScope, state: RenderState): (kind: NotesKind, part: string) => string {
    let byScope = this.rendered.get(snippet);
    if (byScope === undefined) {
      byScope = new WeakMap();
      this.rendered.set(snippet, byScope);
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
      if (program !== undefined) text = this.render(program.nodes, scope, state);
      known.set(part, text);
      return text;
    };
  }

  private render(nodes: readonly ProgramNode[], scope: DataScope, state: RenderState): string {
    const saved = state.out;
    this.buffer ??= new OutputBuffer(16 * 1024);
    if (this.depth === 0) this.buffer.reset();
    state.out = this.depth === 0 ? this.buffer : new OutputBuffer(16 * 1024);
    this.depth++;
    state.render(nodes, scope, state);
    this.depth--;
    const text = state.out.view().toString('utf8');
    state.out = saved;
    return text;
  }
}
