import type { FormTemplate } from '@quire/domain/library/form-templates/form-template';
import type { RenderedDocument, RenderLimits } from '@quire/ports/documents/document-renderer';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { generationFailed } from '../generation-failure';
import type { GenerationOptions } from './generation-settings';
import { missingRules, resolveSnippets } from '../library/resolve-template-library';
import type { LibrarySnapshot } from '../library/library-snapshot';
import { sourceOf } from '../library/stored-document-source';

export type RenderDeps = Pick<Ports, 'blobs' | 'renderer'>;

/**
 * Fills one of the tenant's templates: its snippets read from the library snapshot (all of them, before
 * rendering), its rules checked to still exist, then the engine through the DocumentRenderer port.
 * Every generation runs it: early returns, not a chain of combinators (ADR 0027).
 */
export const renderFormTemplate =
  (deps: RenderDeps) =>
  (input: {
    readonly template: FormTemplate;
    readonly library: LibrarySnapshot;
    readonly data: Readonly<Record<string, unknown>>;
    readonly options: GenerationOptions;
    readonly limits: RenderLimits;
  }): TE.TaskEither<AppError, RenderedDocument> =>
  async () => {
    const { template, library } = input;
    const { missing, keepContentControls, locale, timeZone, updateFields } = input.options;
    const named = { id: template.id, name: template.name };
    const snippets = await resolveSnippets((name) => library.snippet(name), deps.renderer.maxSnippetDepth)(template.analysis)();
    if (E.isLeft(snippets)) return E.left(snippets.left._tag === 'GenerationFailed' ? { ...snippets.left, template: named } : snippets.left);
    const gone = missingRules([template.analysis, ...snippets.right.map((snippet) => snippet.analysis)], library.vocabulary.rules);
    if (gone.length > 0) return E.left(generationFailed({ code: 'rule_missing', names: gone }, named));
    const rendered = await deps.renderer.render({
      template: sourceOf(deps.blobs, template.file.sha256),
      snippets: snippets.right.map((snippet) => ({ name: snippet.name, source: sourceOf(deps.blobs, snippet.file.sha256) })),
      vocabulary: library.vocabulary,
      data: input.data,
      settings: { missing, keepContentControls, locale, timeZone, ...(updateFields === true ? { updateFields } : {}), ...input.limits },
    })();
    if (E.isRight(rendered)) return rendered;
    const failure = rendered.left;
    if (failure._tag === 'StorageError') return E.left(failure);
    return E.left(generationFailed(failure._tag === 'RenderRefused' ? failure.refusal : failure, named));
  };
