import type { Vocabulary } from '@quire/docx-engine/engine';
import type { RenderRefusal } from '@quire/ports/documents/document-renderer';
import type { InterviewPlan } from '@quire/ports/documents/interview-planner';
import * as E from 'fp-ts/Either';
import type { Compiled } from '../render-compiled';
import { type CompiledForInterview, planInterview } from './plan-interview';

/** A template and its snippets as a cache keeps them (compiled, or refused), by digest. */
export type CachedForInterview = {
  readonly sha256: string;
  readonly compiled: Compiled;
  readonly snippets: ReadonlyArray<{ readonly name: string; readonly sha256: string; readonly compiled: Compiled }>;
};

/**
 * The interview of templates kept compiled, the same on the calling thread and in an engine worker:
 * a template the engine refuses is the render's refusal; a snippet it refuses asks nothing (a
 * render names it as unavailable).
 */
export const interviewOf = (templates: ReadonlyArray<CachedForInterview>, vocabulary: Vocabulary, data?: Readonly<Record<string, unknown>>): E.Either<RenderRefusal, InterviewPlan> => {
  const ready: CompiledForInterview[] = [];
  for (const entry of templates) {
    if (entry.compiled.kind === 'refused') return E.left(entry.compiled.refusal);
    const snippets = entry.snippets.flatMap((snippet) => (snippet.compiled.kind === 'template' ? [{ name: snippet.name, sha256: snippet.sha256, template: snippet.compiled.template }] : []));
    ready.push({ sha256: entry.sha256, template: entry.compiled.template, snippets });
  }
  return E.right(planInterview(ready, vocabulary, data));
};
