import type { PdfFormDescription, PdfFormField } from '@quire/domain/library/form-templates/pdf-form-fields';
import type { PdfFieldValue, PdfFieldValueInvalid, PdfPart, PdfRefusalCode, PdfRefused } from '@quire/ports/documents/pdf-forms';
import { fillPdfForm } from '@quire/pdf-forms/fill/fill-form';
import type { PdfFormField as LibraryField } from '@quire/pdf-forms/form/pdf-form-field';
import { readPdfForm } from '@quire/pdf-forms/form/read-form';
import { mergePdfs } from '@quire/pdf-forms/merge/merge-pdfs';
import type { PdfRefusal, PdfRefusalCode as LibraryRefusalCode } from '@quire/pdf-forms/open/pdf-refusal';
import * as E from 'fp-ts/Either';

// The seals are PDF work too: a worker loads them with the rest of the PDF library, on the first PDF task.
export { readCertificateNow, sealPdfNow } from './pdf-seal-work';

/*
 * The work of the PdfForms port as plain async functions of bytes and data, run in an engine
 * worker (or on the calling thread with ENGINE_THREADS=0): the PDF library's results mapped to the
 * port's and the domain's shapes.
 */

// The port lists the codes again (ports import no adapter): this fails to compile when the two differ.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const codesAgree: Same<PdfRefusalCode, LibraryRefusalCode> = true;
void codesAgree;

const refused = (refusal: PdfRefusal): PdfRefused => ({ _tag: 'PdfRefused', code: refusal.code, message: refusal.message });

const fieldOf = (field: LibraryField): PdfFormField => {
  const base = { name: field.name, required: field.required, readOnly: field.readOnly, page: field.page ?? null, maxLength: null, multiline: false, multiSelect: false, editable: false };
  switch (field.kind) {
    case 'text':
      return { ...base, kind: 'text', options: [], maxLength: field.maxLength ?? null, multiline: field.multiline };
    case 'checkbox':
      return { ...base, kind: 'checkbox', options: [field.onValue] };
    case 'radio':
      return { ...base, kind: 'radio', options: field.options };
    case 'choice':
      return { ...base, kind: 'choice', options: field.options.map((option) => option.value), multiSelect: field.multiSelect, editable: field.editable };
  }
};

/** The form's pages and fields, or why it is refused. */
export const readPdfFormNow = async (bytes: Uint8Array): Promise<E.Either<PdfRefused, PdfFormDescription>> => {
  const read = await readPdfForm(bytes);
  return read.ok ? E.right({ pageCount: read.value.pageCount, fields: read.value.fields.map(fieldOf) }) : E.left(refused(read.error));
};

export type FillRefusal = PdfRefused | ({ readonly _tag: 'PdfFillRefused' } & PdfFieldValueInvalid);

/** The form filled with the values (by full field name), flattened or not. */
export const fillPdfFormNow = async (
  bytes: Uint8Array,
  values: Readonly<Record<string, PdfFieldValue>>,
  flatten: boolean,
): Promise<E.Either<FillRefusal, { readonly bytes: Uint8Array; readonly missingGlyphs: ReadonlyArray<string> }>> => {
  const filled = await fillPdfForm(bytes, values, { flatten });
  if (filled.ok) return E.right({ bytes: filled.value.bytes, missingGlyphs: filled.value.missingGlyphs });
  const error = filled.error;
  return E.left('reason' in error ? { _tag: 'PdfFillRefused', ...error } : refused(error));
};

/** The parts in one PDF, a bookmark per part. */
export const mergePdfsNow = async (parts: ReadonlyArray<PdfPart>): Promise<E.Either<PdfRefused & { readonly part: number }, Uint8Array>> => {
  const merged = await mergePdfs(parts);
  return merged.ok ? E.right(merged.value) : E.left({ ...refused(merged.error), part: merged.error.part });
};
