/** The limits of docs/limits.md#reading-a-docx that apply to reading a .docx; every one is configurable. */
export interface DocxLimits {
  /** Most zip entries a package may hold. */
  readonly maxEntries: number;
  /** Most bytes all entries may inflate to, in all (declared sizes and bytes actually inflated). */
  readonly maxTotalUncompressed: number;
  /** Highest inflated/compressed ratio allowed for an entry larger than `ratioThreshold`. */
  readonly maxInflateRatio: number;
  /** Entries that inflate to at most this many bytes are not held to `maxInflateRatio`. */
  readonly ratioThreshold: number;
  /** Most elements open at once in any XML part (ADR 0043). */
  readonly maxXmlDepth: number;
  /** Most content controls (w:sdt) nested in one another in a part where tags work. */
  readonly maxControlNesting: number;
  /** Most tables nested in one another (a table in a cell of a table...) in a part where tags work. */
  readonly maxTableNesting: number;
  /** Most tags (and Word markers) in one part. */
  readonly maxTagsPerPart: number;
}

const MIB = 1024 * 1024;

export const DEFAULT_DOCX_LIMITS: DocxLimits = {
  maxEntries: 1000,
  maxTotalUncompressed: 200 * MIB,
  maxInflateRatio: 100,
  ratioThreshold: 100 * 1024,
  maxXmlDepth: 256,
  maxControlNesting: 64,
  maxTableNesting: 16,
  maxTagsPerPart: 100_000,
};

export const resolveDocxLimits = (limits?: Partial<DocxLimits>): DocxLimits => ({ ...DEFAULT_DOCX_LIMITS, ...limits });
