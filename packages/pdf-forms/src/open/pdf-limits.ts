/** What a PDF may hold before it is refused; every one is configurable. */
export interface PdfLimits {
  /** Most bytes of the file itself. */
  readonly maxBytes: number;
  /** Most fields that hold a value (terminal fields). */
  readonly maxFields: number;
  /** Most pages. */
  readonly maxPages: number;
  /** Most levels of the field tree (a field inside a field ...). */
  readonly maxFieldDepth: number;
  /** Most nodes of the field tree, terminal or not. */
  readonly maxFieldNodes: number;
  /** Most bytes one compressed stream may inflate to. */
  readonly maxStreamBytes: number;
  /** Most bytes all compressed streams may inflate to, in all. */
  readonly maxDecodedBytes: number;
}

const MIB = 1024 * 1024;

export const DEFAULT_PDF_LIMITS: PdfLimits = {
  maxBytes: 20 * MIB,
  maxFields: 2000,
  maxPages: 500,
  maxFieldDepth: 32,
  maxFieldNodes: 10_000,
  maxStreamBytes: 64 * MIB,
  maxDecodedBytes: 256 * MIB,
};

export const resolvePdfLimits = (limits?: Partial<PdfLimits>): PdfLimits => ({ ...DEFAULT_PDF_LIMITS, ...limits });
