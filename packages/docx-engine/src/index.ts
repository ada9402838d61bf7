/**
 * The public entry point of `@quire/docx-engine` (what the built package exports, ADR 0060):
 * compile a .docx template, analyse it, render it with data, merge rendered documents, and read a
 * document's text. Everything else in the package is internal.
 */
export * from './engine';
export type { Result } from './result';
export { docxText, DEFAULT_MAX_TEXT_LENGTH } from './docx-text';
