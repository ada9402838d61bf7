import { DEFAULT_RENDER_LIMITS, type RenderChoices, type RenderLimits } from '@quire/ports/documents/document-renderer';

/** The limits of a generation: those of each render, and the time of the whole request; the server sets them from its configuration. */
export type GenerationLimits = {
  /** What each render may come to (the port's one record, handed to the renderer as it is). */
  readonly render: RenderLimits;
  /** Time of one generation request, PDF conversion included. */
  readonly timeoutMs: number;
};

export const DEFAULT_GENERATION_LIMITS: GenerationLimits = { render: DEFAULT_RENDER_LIMITS, timeoutMs: 30_000 };

export type OutputFormat = 'docx' | 'pdf';

/** What a PDF output must be (docs/pdf-forms.md): archival (PDF/A, declared in its XMP), tagged (a structure tree), sealed (a PAdES signature, the last step), with a visible stamp. */
export type PdfOutputOptions = {
  readonly archive: 'PDF/A-2b' | 'PDF/A-3b' | null;
  readonly tagged: boolean;
  readonly seal: boolean;
  /** With `seal`: a visible stamp on the last page (who sealed it, when); absent in jobs stored before it (none). */
  readonly stamp?: boolean;
};

export const DEFAULT_PDF_OUTPUT: PdfOutputOptions = { archive: null, tagged: false, seal: false };

/** The request's `options` (docs/generation.md), and `flatten` and `pdf` beside them, defaults filled in. */
export type GenerationOptions = RenderChoices & {
  /** The answer's file name; the template's name when null. */
  readonly fileName: string | null;
  /** A PDF form's values baked into its pages (true), or the form kept fillable. */
  readonly flatten: boolean;
  readonly pdf: PdfOutputOptions;
};

export const DEFAULT_GENERATION_OPTIONS: GenerationOptions = {
  missing: 'blank',
  keepContentControls: false,
  locale: 'en-US',
  timeZone: 'UTC',
  fileName: null,
  flatten: true,
  pdf: DEFAULT_PDF_OUTPUT,
};

export const CONTENT_TYPES: Readonly<Record<OutputFormat | 'zip', string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/**
 * A warning of the answer (the Quire-Warnings header): an unknown data key, a missing value in `blank` mode...
 * The engine's say where they first happened (`part`, `paragraph`, and `snippet` inside one); a packet's, in which `template`.
 */
export type GenerationWarning = {
  readonly code: string;
  readonly name: string;
  readonly message: string;
  readonly template?: string;
  readonly part?: string;
  readonly paragraph?: number;
  readonly snippet?: string;
};

/** A generated file as the route answers it. */
export type GeneratedFile = {
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
  readonly warnings: ReadonlyArray<GenerationWarning>;
  /** Milliseconds the document engine spent rendering it (every document of a packet; not merging or PDF conversion). */
  readonly renderMs: number;
};

// Characters no file system or header should see; path separators would make a name a path.
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

/**
 * The answer's file name: the requested name or the template's, made safe (no path, no control
 * characters), with the format's extension (a `.docx`/`.pdf`/`.zip` the name already ends with is
 * replaced, never doubled).
 */
export const outputFileName = (requested: string | null, fallback: string, extension: OutputFormat | 'zip'): string => {
  const clean = (name: string) =>
    name
      .replace(UNSAFE, ' ')
      .replace(/\.(docx|pdf|zip)$/i, '')
      .replace(/\s+/g, ' ')
      .replace(/^[.\s]+|[.\s]+$/g, '')
      .slice(0, 200);
  const base = clean(requested ?? '') || clean(fallback) || 'document';
  return `${base}.${extension}`;
};
