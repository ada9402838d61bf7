/** The limits of SPEC section 5 that apply to reading a .docx; every one is configurable. */
export interface DocxLimits {
  /** Most zip entries a package may hold. */
  readonly maxEntries: number;
  /** Most bytes all entries may inflate to, in all (declared sizes and bytes actually inflated). */
  readonly maxTotalUncompressed: number;
  /** Highest inflated/compressed ratio allowed for an entry larger than `ratioThreshold`. */
  readonly maxInflateRatio: number;
  /** Entries that inflate to at most this many bytes are not held to `maxInflateRatio`. */
  readonly ratioThreshold: number;
}

const MIB = 1024 * 1024;

export const DEFAULT_DOCX_LIMITS: DocxLimits = {
  maxEntries: 1000,
  maxTotalUncompressed: 200 * MIB,
  maxInflateRatio: 100,
  ratioThreshold: 100 * 1024,
};

export const resolveDocxLimits = (limits?: Partial<DocxLimits>): DocxLimits => ({ ...DEFAULT_DOCX_LIMITS, ...limits });
