import { compileTemplate } from '../../../src/compile/compile-template';
import { renderTemplate } from '../../../src/render/render-template';
import { openDocx } from '../../../src/package/open-docx';
import type { RenderOptions, RenderWarning } from '../../../src/render/render-types';
import { minimalDocx, type MinimalDocxExtras } from '@quire/testing/docx/minimal-docx';
import { paragraphTexts } from './paragraph-texts';
import type { CompiledTemplate } from '../../../src/compile/compiled-template';
import type { Vocabulary } from '../../../src/vocabulary/vocabulary';

/** Compiles a .docx's bytes; fails the test when the package is refused. */
export const compiled = (bytes: Uint8Array): CompiledTemplate => {
  const result = compileTemplate(bytes);
  if (!result.ok) throw new Error(`refused: ${result.error.code} ${result.error.message}`);
  return result.value;
};

export interface Rendered {
  readonly bytes: Uint8Array;
  readonly warnings: readonly RenderWarning[];
  /** The XML of a part of the output. */
  readonly part: (name: string) => string;
  /** Paragraph texts of word/document.xml. */
  readonly texts: string[];
}

/** Every document rendered through these helpers in this test file: the integration test reads them all back with python-docx. */
export const renderedDocuments: Uint8Array[] = [];

/** Renders bytes and opens the output; fails the test when the render fails. */
export const renderBytes = (bytes: Uint8Array, data: Record<string, unknown>, options: RenderOptions = {}): Rendered => {
  const result = renderTemplate(compiled(bytes), data, options);
  if (!result.ok) throw new Error(`render failed: ${JSON.stringify(result.error)}`);
  renderedDocuments.push(result.value.bytes);
  const opened = openDocx(result.value.bytes);
  if (!opened.ok) throw new Error(`output refused: ${opened.error.code}`);
  const part = (name: string): string => opened.value.text(name);
  return { bytes: result.value.bytes, warnings: result.value.warnings, part, texts: paragraphTexts(part('word/document.xml')) };
};

/** Builds a minimal .docx around the body, renders it, and opens the output. */
export const renderBody = (body: string, data: Record<string, unknown>, options: RenderOptions = {}, extras: MinimalDocxExtras = {}): Rendered =>
  renderBytes(minimalDocx(body, extras), data, options);

/** 02:00 UTC on 15 March 2024: still 14 March in Los Angeles. The `now` of the calculation specs. */
export const CALCULATION_NOW = new Date(Date.UTC(2024, 2, 15, 2, 0));

/** The paragraph texts a body renders to with this vocabulary at CALCULATION_NOW (unless the options say otherwise). */
export const calculatedTexts =
  (vocabulary: Vocabulary) =>
  (body: string, data: Record<string, unknown>, options: RenderOptions = {}): string[] =>
    renderBody(body, data, { now: CALCULATION_NOW, vocabulary, ...options }).texts;

/**
 * A marker gave way to its value: the body reads `texts`, `markersLeft` counts none of the marker
 * kind in word/document.xml, and the value stands there as `valueXml`. Answers that XML.
 */
export const expectReplacedInPlace = (rendered: Rendered, texts: ReadonlyArray<string>, markersLeft: (xml: string) => number, valueXml: string): string => {
  expect(rendered.texts).toEqual(texts);
  const xml = rendered.part('word/document.xml');
  expect(markersLeft(xml)).toBe(0);
  expect(xml).toContain(valueXml);
  return xml;
};
