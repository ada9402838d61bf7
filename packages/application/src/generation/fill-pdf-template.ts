import type { FormTemplate } from '@quire/domain/library/form-templates/form-template';
import { isPdfForm } from '@quire/domain/library/form-templates/template-analysis';
import type { RenderedDocument } from '@quire/ports/documents/document-renderer';
import type { Ports } from '@quire/ports/ports';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { AppError } from '../app-error';
import { generationFailed } from '../generation-failure';
import type { LibrarySnapshot } from '../library/library-snapshot';
import { sourceOf } from '../library/stored-document-source';
import type { GenerationOptions } from './generation-settings';
import { pdfFormValues } from './pdf-field-values';

export type FillDeps = Pick<Ports, 'blobs' | 'pdfForms'>;

/** Whether the template is a fillable PDF (filled field by field) rather than a .docx (rendered by the engine). */
export const isPdfTemplate = (template: FormTemplate): boolean => isPdfForm(template.analysis);

/**
 * Fills one of the tenant's PDF form templates with the data, on the engine pool: the values by
 * alias (formatted by its type), flattened unless `flatten` is false. A field left without a value
 * is a `missing_value` warning, or with `missing: "error"` the 422 that lists them all. Answers as a
 * render does (`renderMs` is the fill's time), so that generation treats both alike.
 */
export const fillPdfTemplate =
  (deps: FillDeps) =>
  (input: {
    readonly template: FormTemplate;
    readonly library: LibrarySnapshot;
    readonly data: Readonly<Record<string, unknown>>;
    readonly options: GenerationOptions;
    /** A part of a merged packet is always flattened: a merged PDF keeps no part's form. */
    readonly flatten?: boolean;
  }): TE.TaskEither<AppError, RenderedDocument> =>
  async () => {
    const { template, options } = input;
    const named = { id: template.id, name: template.name };
    const fields = template.analysis.pdfForm?.fields ?? [];
    const { values, missing } = pdfFormValues(fields, input.library.vocabulary.aliases, input.data, options);
    if (options.missing === 'error' && missing.length > 0) {
      return E.left(generationFailed({ code: 'missing_values', message: `These fields have no value: ${missing.join(', ')}.`, names: missing }, named));
    }
    const filled = await deps.pdfForms.fill({ form: sourceOf(deps.blobs, template.file.sha256), values, flatten: input.flatten ?? options.flatten })();
    if (E.isLeft(filled)) {
      const failure = filled.left;
      if (failure._tag === 'StorageError') return E.left(failure);
      if (failure._tag === 'PdfFillRefused') return E.left(generationFailed({ code: failure.code, field: failure.field, reason: failure.reason, message: failure.message }, named));
      if (failure._tag === 'PdfRefused') return E.left(generationFailed({ code: failure.code, message: failure.message }, named));
      return E.left(generationFailed(failure, named));
    }
    const warnings = [
      ...missing.map((name) => ({ code: 'missing_value', name, message: `The form's field for ${JSON.stringify(name)} has no value and was left as the form has it.` })),
      ...filled.right.missingGlyphs.map((glyph) => ({ code: 'missing_glyph', name: glyph, message: `No embedded font has ${JSON.stringify(glyph)}: it shows as a missing-glyph box.` })),
    ];
    return E.right({ bytes: filled.right.bytes, warnings, renderMs: filled.right.fillMs });
  };
