import type { Diagnostic } from '@quire/domain/template-analysis';
import type { EngineLimit, TooComplex } from '@quire/ports/documents/too-complex';
import type { FieldError } from '../app-error';

/**
 * Why a generation (SPEC §4) gave no document: a closed union, answered by the HTTP adapter in
 * one switch. Data problems, library problems (a snippet or rule deleted since the upload) and
 * render limits are the client's to fix (422); PDF problems say whether to install, retry or give up.
 */
export type GenerationFailure =
  | { readonly code: 'data_invalid'; readonly errors: ReadonlyArray<FieldError> }
  | { readonly code: 'missing_values'; readonly names: ReadonlyArray<string> }
  | { readonly code: 'snippet_missing'; readonly names: ReadonlyArray<string> }
  | { readonly code: 'rule_missing'; readonly names: ReadonlyArray<string> }
  | { readonly code: 'template_invalid'; readonly diagnostics: ReadonlyArray<Diagnostic> }
  | { readonly code: 'too_many_iterations'; readonly limit: number }
  | { readonly code: 'output_too_large'; readonly limit: number }
  | { readonly code: 'data_too_deep' | 'data_too_large'; readonly limit: number; readonly message: string }
  | { readonly code: 'render_failed'; readonly reason: 'filter_failed' | 'not_a_list' | 'snippet_unavailable'; readonly message: string; readonly name: string; readonly part: string; readonly paragraph: number }
  | { readonly code: 'too_complex'; readonly limit: EngineLimit; readonly message: string }
  | { readonly code: 'generation_timeout'; readonly timeoutMs: number }
  | { readonly code: 'merge_failed'; readonly message: string }
  | { readonly code: 'pdf_unavailable'; readonly message: string }
  | { readonly code: 'pdf_busy'; readonly retryAfterSeconds: number }
  | { readonly code: 'pdf_timeout'; readonly timeoutMs: number }
  | { readonly code: 'pdf_failed'; readonly reason: string };

/** A generation failed; `template` names the template it failed on (packets: which one). */
export type GenerationFailed = {
  readonly _tag: 'GenerationFailed';
  readonly failure: GenerationFailure;
  readonly template?: { readonly id: string; readonly name: string };
};

export const generationFailed = (failure: GenerationFailure, template?: { readonly id: string; readonly name: string }): GenerationFailed =>
  template === undefined ? { _tag: 'GenerationFailed', failure } : { _tag: 'GenerationFailed', failure, template };

/** The engine stopped a render, merge or zip at its time or memory limit. */
export const tooComplexFailure = (stopped: TooComplex): GenerationFailure => ({ code: 'too_complex', limit: stopped.limit, message: stopped.message });
