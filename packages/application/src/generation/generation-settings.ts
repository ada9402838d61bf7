import { DEFAULT_VALUE_CONTENT_LIMITS, type MissingValueMode, type ValueContentLimits } from '@quire/ports/documents/document-renderer';
import type { ServiceIdentifier } from 'inversify';

/** SPEC §5 limits of a generation, with those of pictures and styled text (§3.9); the server binds them from its configuration. */
export type GenerationLimits = ValueContentLimits & {
  /** Repeat iterations of one render, all repeats together. */
  readonly maxRepeatIterations: number;
  /** Largest completed document (and packet). */
  readonly maxOutputBytes: number;
  /** Time of one generation request, PDF conversion included. */
  readonly timeoutMs: number;
  /** Lists and objects nested in one another in the data (the data object is level 1). */
  readonly maxDataDepth: number;
  /** Keys of objects and items of lists over the whole data. */
  readonly maxDataKeys: number;
};
export const GenerationLimitsToken: ServiceIdentifier<GenerationLimits> = Symbol.for('quire.GenerationLimits');

export const DEFAULT_GENERATION_LIMITS: GenerationLimits = {
  maxRepeatIterations: 100_000,
  maxOutputBytes: 200 * 1024 * 1024,
  timeoutMs: 30_000,
  maxDataDepth: 64,
  maxDataKeys: 100_000,
  ...DEFAULT_VALUE_CONTENT_LIMITS,
};

export type OutputFormat = 'docx' | 'pdf';

/** SPEC §4 `options`, defaults filled in. */
export type GenerationOptions = {
  readonly missing: MissingValueMode;
  readonly keepContentControls: boolean;
  readonly locale: string;
  readonly timeZone: string;
  /** The answer's file name; the template's name when null. */
  readonly fileName: string | null;
};

export const DEFAULT_GENERATION_OPTIONS: GenerationOptions = { missing: 'blank', keepContentControls: false, locale: 'en-US', timeZone: 'UTC', fileName: null };

export const CONTENT_TYPES: Readonly<Record<OutputFormat | 'zip', string>> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/** A warning of the answer (the Quire-Warnings header): an unknown data key, a missing value in `blank` mode... */
export type GenerationWarning = { readonly code: string; readonly name: string; readonly message: string; readonly template?: string };

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
