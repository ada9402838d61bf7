import type * as TE from 'fp-ts/TaskEither';

/** No converter is installed (or it cannot start): PDF output is not offered (HTTP 501). `message` says what to install. */
export type PdfUnavailable = { readonly _tag: 'PdfUnavailable'; readonly code: 'pdf_unavailable'; readonly message: string };

/** The conversion took longer than its time limit; the worker that ran it was stopped and replaced. */
export type PdfTimeout = { readonly _tag: 'PdfTimeout'; readonly code: 'pdf_timeout'; readonly timeoutMs: number };

/** The converter could not turn this document into a PDF (unreadable document, or the worker crashed on it). */
export type PdfConversionFailed = { readonly _tag: 'PdfConversionFailed'; readonly code: 'pdf_failed'; readonly reason: string };

/** Every worker is busy and the queue is full, or the converter is shutting down: try again later (HTTP 503 + Retry-After). */
export type PdfBusy = {
  readonly _tag: 'PdfBusy';
  readonly code: 'pdf_busy';
  readonly reason: 'queue-full' | 'closing';
  readonly retryAfterSeconds: number;
};

/** Tagged for the converter's callers, and coded as the failures of a generation are (`code`): a generation answers the one object. */
export type PdfError = PdfUnavailable | PdfTimeout | PdfConversionFailed | PdfBusy;

/** The PDF/A levels a conversion can declare (its XMP `pdfaid` part and conformance). */
export type PdfArchiveLevel = 'PDF/A-2b' | 'PDF/A-3b';

export type PdfConvertOptions = {
  /** Time limit of this conversion, counted from the moment a worker starts it; the converter's default otherwise. */
  readonly timeoutMs?: number;
  /** Refresh the document's indexes (tables of contents) and fields (page references) before the export. */
  readonly refreshFields?: boolean;
  /** An archival PDF of this level: fonts embedded, the conformance declared in its XMP metadata. */
  readonly archive?: PdfArchiveLevel;
  /** An accessible PDF: a structure tree (`/StructTreeRoot`) and `/MarkInfo << /Marked true >>`. */
  readonly tagged?: boolean;
};

/** What the converter is doing (health and metrics). */
export type PdfConverterStatus =
  | { readonly _tag: 'Unavailable'; readonly message: string }
  | {
      readonly _tag: 'Available';
      /** Workers ready for a conversion. */
      readonly idle: number;
      /** Workers converting a document. */
      readonly busy: number;
      /** Workers being started or replaced. */
      readonly starting: number;
      /** Conversions waiting for a worker. */
      readonly queued: number;
    };

/** Turns a completed .docx into a PDF. Never resolves resources the document points to outside itself. */
export interface PdfConverter {
  /** The PDF rendering of the .docx bytes. */
  convert(docx: Uint8Array, options?: PdfConvertOptions): TE.TaskEither<PdfError, Uint8Array>;
  /** Whether PDF output is offered at all (false: every `convert` answers PdfUnavailable). */
  available(): boolean;
  status(): PdfConverterStatus;
  /** Starts the workers ahead of the first conversion (at server start), so that it is not slow. */
  warmUp(): TE.TaskEither<PdfUnavailable, void>;
  /** Lets queued and running conversions finish, then stops every worker; later conversions answer PdfBusy. */
  close(): Promise<void>;
}
