import type { DocxRefusalCode } from '@quire/docx-engine/engine';
import type { DocumentRefusalCode } from '@quire/ports/documents/document-analyser';

/** `true` when A and B are the same union of literals (each within the other), else `never`. */
export type SameUnion<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;

/**
 * The port writes the engine's refusal codes again (ports may not import the engine). This line
 * stops `tsc` as soon as one side has a code the other lacks, either way: add it to both
 * (`DOCX_REFUSAL_CODES` in the engine, `DOCUMENT_REFUSAL_CODES` in ports).
 */
export const REFUSAL_CODES_AGREE: SameUnion<DocxRefusalCode, DocumentRefusalCode> = true;
