import type { MergeFailure, RenderRefusal } from '@quire/ports/documents/document-renderer';
import type { PdfError } from '@quire/ports/documents/pdf-converter';
import type { PdfFieldValueInvalid, PdfRefusalCode } from '@quire/ports/documents/pdf-forms';
import type { CertificateRefusalCode } from '@quire/ports/documents/pdf-seals';
import type { TooComplex } from '@quire/ports/documents/too-complex';
import type { FieldError } from './field-error';

/**
 * Why a generation (docs/generation.md#one-document) gave no document: a closed union, answered by the HTTP adapter in
 * one switch. The engine's refusals and stops reach it as the DocumentRenderer port says them (the
 * engine's own union, unchanged on the way), and so do the PDF converter's (whether to install,
 * retry or give up); generation adds data problems, library problems (a snippet or rule deleted
 * since the upload) and its own limits, all the client's to fix (422).
 */
export type GenerationFailure =
  | RenderRefusal
  | MergeFailure
  | TooComplex
  | { readonly code: 'data_invalid'; readonly errors: ReadonlyArray<FieldError> }
  | { readonly code: 'snippet_missing'; readonly names: ReadonlyArray<string> }
  | { readonly code: 'rule_missing'; readonly names: ReadonlyArray<string> }
  | { readonly code: 'generation_timeout'; readonly timeoutMs: number }
  | PdfError
  | PdfFieldValueInvalid
  | { readonly code: PdfRefusalCode; readonly message: string }
  | PdfOptionUnsupported
  | { readonly code: SealRefusalCode; readonly message: string };

/** A `pdf` option the output cannot have: archive and tagged are LibreOffice's export of a .docx; every option needs a PDF output; a stamp needs a seal. */
export type PdfOptionUnsupported = { readonly code: 'pdf_option_unsupported'; readonly option: 'archive' | 'tagged' | 'seal' | 'stamp'; readonly message: string };

/** Why a PDF is not sealed: the tenant has no certificate, the server cannot open it, or the certificate does not seal now. */
export type SealRefusalCode = 'certificate_missing' | 'certificate_unreadable' | CertificateRefusalCode;

/** A generation failed; `template` names the template it failed on (packets: which one). */
export type GenerationFailed = {
  readonly _tag: 'GenerationFailed';
  readonly failure: GenerationFailure;
  readonly template?: { readonly id: string; readonly name: string };
};

export const generationFailed = (failure: GenerationFailure, template?: { readonly id: string; readonly name: string }): GenerationFailed =>
  template === undefined ? { _tag: 'GenerationFailed', failure } : { _tag: 'GenerationFailed', failure, template };
