import { compileTemplate } from '../../../src/compile/compile-template';
import { renderTemplate } from '../../../src/render/render-template';
import { openDocx } from '../../../src/package/open-docx';
import type { DocxPackage } from '../../../src/package/docx-package';
import type { RenderFailure, RenderOptions, SnippetSource } from '../../../src/render/render-types';
import { paragraphTexts } from '../../template/support/paragraph-texts';

export interface SnippetRender {
  readonly bytes: Uint8Array;
  readonly pkg: DocxPackage;
  readonly part: (name: string) => string;
  readonly texts: string[];
}

/** A resolver over a library of snippets by name (bytes or compiled). */
export const library =
  (snippets: Readonly<Record<string, SnippetSource>>) =>
  (name: string): SnippetSource | undefined =>
    snippets[name];

export const renderResult = (template: Uint8Array, data: Record<string, unknown>, snippets: Readonly<Record<string, SnippetSource>>, options: RenderOptions = {}) => {
  const compiled = compileTemplate(template);
  if (!compiled.ok) throw new Error(`refused: ${compiled.error.message}`);
  return renderTemplate(compiled.value, data, { resolveSnippet: library(snippets), ...options });
};

/** Renders a template with a snippet library; fails the test when the render fails. */
export const renderWithSnippets = (template: Uint8Array, data: Record<string, unknown>, snippets: Readonly<Record<string, SnippetSource>>, options: RenderOptions = {}): SnippetRender => {
  const result = renderResult(template, data, snippets, options);
  if (!result.ok) throw new Error(`render failed: ${JSON.stringify(result.error)}`);
  const opened = openDocx(result.value.bytes);
  if (!opened.ok) throw new Error(`output refused: ${opened.error.code}`);
  const part = (name: string): string => opened.value.text(name);
  return { bytes: result.value.bytes, pkg: opened.value, part, texts: paragraphTexts(part('word/document.xml')) };
};

/** Renders and answers the failure; fails the test when the render succeeds. */
export const renderFailure = (template: Uint8Array, data: Record<string, unknown>, snippets: Readonly<Record<string, SnippetSource>>): RenderFailure => {
  const result = renderResult(template, data, snippets);
  if (result.ok) throw new Error('the render succeeded');
  return result.error;
};
