import type { DocxRefusal } from '@quire/docx-engine/engine';
import type { DocumentRefused } from '@quire/ports/documents/document-analyser';

/** The engine's refusal as the port's: the same stable code (the unions are the same; the compiler checks it), message and entry. */
export const documentRefused = (refusal: DocxRefusal): DocumentRefused =>
  refusal.entry === undefined
    ? { _tag: 'DocumentRefused', code: refusal.code, message: refusal.message }
    : { _tag: 'DocumentRefused', code: refusal.code, message: refusal.message, entry: refusal.entry };
