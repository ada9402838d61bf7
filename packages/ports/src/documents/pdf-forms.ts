import type { PdfFormDescription } from '@quire/domain/library/form-templates/pdf-form-fields';
import type { CertificateFacts } from '@quire/domain/settings/signing-certificate';
import type * as TE from 'fp-ts/TaskEither';
import type { StorageError } from '../storage/storage-error';
import type { DocumentSource } from './document-renderer';
import type { CertificateRefused, SealInput, SigningKey } from './pdf-seals';
import type { TooComplex } from './too-complex';

/**
 * Why a PDF is refused outright (docs/pdf-forms.md): not a PDF, encrypted, an XFA-only form, past a
 * limit (bytes, pages, fields, the field tree's depth, a stream's inflated size), or damaged (a
 * cycle, a broken cross-reference table, nesting no reader should follow). In the order the API
 * documents them; the adapter fails to compile when the PDF library's codes differ.
 */
export const PDF_REFUSAL_CODES = [
  'not_a_pdf',
  'pdf_encrypted',
  'xfa_not_supported',
  'pdf_too_large',
  'too_many_pages',
  'too_many_fields',
  'field_tree_too_deep',
  'stream_too_large',
  'pdf_damaged',
] as const;

export type PdfRefusalCode = (typeof PDF_REFUSAL_CODES)[number];

/** The PDF is refused (422; 413 for `pdf_too_large`); the message says what was wrong, never the document's content. */
export type PdfRefused = { readonly _tag: 'PdfRefused'; readonly code: PdfRefusalCode; readonly message: string };

/** A value a field is filled with: text, a checkbox's state, or the options of a multi-select list. */
export type PdfFieldValue = string | boolean | ReadonlyArray<string>;

/** A value a field cannot take (the generation formats values by alias type; what is left is the data's mistake). */
export type PdfFieldValueInvalid = {
  readonly code: 'field_value_invalid';
  readonly field: string;
  readonly reason: 'wrong_type' | 'not_an_option' | 'too_long' | 'read_only' | 'multiple_values';
  readonly message: string;
};

export type PdfFillInput = {
  /** The form, by digest (read from the blob store only when needed). */
  readonly form: DocumentSource;
  /** By full field name; fields not given keep what the form has. */
  readonly values: Readonly<Record<string, PdfFieldValue>>;
  /** Bake the values into the pages (the default of a generation) or keep the form fillable. */
  readonly flatten: boolean;
};

export type FilledPdfForm = {
  readonly bytes: Uint8Array;
  /** Characters no embedded font has (drawn as a missing-glyph box, never "?"). */
  readonly missingGlyphs: ReadonlyArray<string>;
  /** Milliseconds of wall time the fill took (the request log's `renderMs`). */
  readonly fillMs: number;
};

export type PdfFillFailure = StorageError | PdfRefused | ({ readonly _tag: 'PdfFillRefused' } & PdfFieldValueInvalid) | TooComplex;

/** One part of a merged PDF, with the title of its bookmark. */
export type PdfPart = { readonly bytes: Uint8Array; readonly title: string };

export type PdfMergeFailure = (PdfRefused & { readonly part: number }) | TooComplex;

export type PdfSealFailure = CertificateRefused | PdfRefused | TooComplex;

/**
 * Fillable PDF forms (AcroForm) and seals on the PDF library, within its limits (20 MiB, 2,000
 * fields, 500 pages) and the engine's time and memory limits: every PDF and every PKCS#12 is read
 * off the HTTP thread.
 */
export interface PdfForms {
  /** The form's pages and fields; refused when it is no PDF, encrypted, XFA-only, past a limit or damaged. */
  read(bytes: Uint8Array): TE.TaskEither<PdfRefused | TooComplex, PdfFormDescription>;
  /** The form filled (text in any script, with embedded fonts that have its glyphs), flattened or still fillable. */
  fill(input: PdfFillInput): TE.TaskEither<PdfFillFailure, FilledPdfForm>;
  /** One PDF of several, in order, with one top-level bookmark per part. */
  merge(parts: ReadonlyArray<PdfPart>): TE.TaskEither<PdfMergeFailure, Uint8Array>;
  /** The certificate of a PKCS#12 opened with its passphrase; refused when the passphrase is wrong or the file holds no certificate and key. Its dates are not judged. */
  readCertificate(key: SigningKey): TE.TaskEither<CertificateRefused | TooComplex, CertificateFacts>;
  /** The PDF sealed: a PAdES baseline signature (B-B) over the whole file, as an incremental update; refused when the certificate is not valid at `now`. */
  seal(input: SealInput): TE.TaskEither<PdfSealFailure, Uint8Array>;
}
