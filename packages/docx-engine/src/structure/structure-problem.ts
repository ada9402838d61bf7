/**
 * Why reading a part's XML stopped before the end: it is not well-formed, or it passes one of the
 * structural limits (ADR 0043). Found while the part is scanned, before any work grows with it.
 */
export type StructureProblemCode = 'malformed_xml' | 'too_deeply_nested_xml' | 'too_deeply_nested_controls' | 'too_deeply_nested_tables' | 'too_many_tags';

export interface StructureProblem {
  readonly code: StructureProblemCode;
  /** Where in the part's text (UTF-16 offset). */
  readonly offset: number;
  /** What was wrong, naming elements and limits only (never the document's text). */
  readonly detail: string;
}

export const structureProblem = (code: StructureProblemCode, offset: number, detail: string): StructureProblem => ({ code, offset, detail });

export const malformed = (offset: number, detail: string): StructureProblem => structureProblem('malformed_xml', offset, detail);
