import { createHash } from 'node:crypto';
import { compileTemplate } from '../compile/compile-template';
import { hasErrors, type CompiledTemplate } from '../compile/compiled-template';
import type { SnippetFailureReason, SnippetSource } from '../render/render-types';
import type { NameKey } from '../name-key';

/** Why a snippet cannot be inserted, before anything of it is rendered. */
export interface SnippetProblem {
  readonly reason: SnippetFailureReason;
  readonly why: string;
}

/** Snippets given as bytes, compiled once per render (by SHA-256): a repeat inserts the same snippet many times. */
export type CompiledByDigest = Map<string, ReturnType<typeof compileTemplate>>;

export const isSnippetProblem = (value: CompiledTemplate | SnippetProblem): value is SnippetProblem => 'why' in value;

/**
 * The compiled snippet a resolver answered (compiled now, with the template's name key, when it
 * answered bytes), or why it cannot be used: a snippet compiled with another name key would read
 * the data by other names than the template around it.
 */
export const compiledSnippet = (source: SnippetSource | undefined, compiledByDigest: CompiledByDigest, nameKey: NameKey): CompiledTemplate | SnippetProblem => {
  if (source === undefined) return { reason: 'not_found', why: 'there is no snippet of that name.' };
  let snippet: CompiledTemplate;
  if (source instanceof Uint8Array) {
    const digest = createHash('sha256').update(source).digest('hex');
    let compiled = compiledByDigest.get(digest);
    if (compiled === undefined) {
      compiled = compileTemplate(source, { nameKey });
      compiledByDigest.set(digest, compiled);
    }
    if (!compiled.ok) return { reason: 'invalid', why: `it is not a usable .docx (${compiled.error.message})` };
    snippet = compiled.value;
  } else snippet = source;
  if (snippet.nameKey !== nameKey) return { reason: 'invalid', why: 'it was compiled with another name key than the template.' };
  if (hasErrors(snippet)) {
    const errors = snippet.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    return { reason: 'invalid', why: `it has ${errors.length} template error(s): ${errors.map((diagnostic) => diagnostic.message).join(' ')}` };
  }
  return snippet;
};
