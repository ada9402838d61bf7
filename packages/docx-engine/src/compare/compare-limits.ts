import type { DocxLimits } from '../package/docx-limits';

/** What a compare may cost; every one is configurable. */
export interface CompareLimits {
  /** Largest file compared, each of the two. */
  readonly maxBytes: number;
  /** Most blocks (paragraphs, tables, rows, other blocks, in every cell) in each file's body, headers and footers together. */
  readonly maxBlocks: number;
  /** Longest a compare may run, in milliseconds. */
  readonly maxMillis: number;
  /** Largest .docx a compare writes. */
  readonly maxOutputBytes: number;
  /** How each file is read (the engine's limits on a package). */
  readonly docx?: Partial<DocxLimits>;
}

const MIB = 1024 * 1024;

export const DEFAULT_COMPARE_LIMITS: CompareLimits = {
  maxBytes: 50 * MIB,
  maxBlocks: 50_000,
  maxMillis: 30_000,
  maxOutputBytes: 200 * MIB,
};
