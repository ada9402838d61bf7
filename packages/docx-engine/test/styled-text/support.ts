import { compileTemplate } from '../../src/compile/compile-template';
import { renderTemplate } from '../../src/render/render-template';
import type { RenderFailure, RenderOptions } from '../../src/render/render-types';
import { minimalDocx, type MinimalDocxExtras } from '@quire/testing/docx/minimal-docx';
import { renderBody, type Rendered } from '../template/support/render-docx';
import { wordParagraph, wordRun } from '../template/support/word-like';

/** A paragraph as Word writes it after edits: the tag split over three runs, the first (which the value keeps) in 14pt Georgia. */
export const tagParagraph = (tag: string, paragraphProperties = ''): string =>
  wordParagraph(
    '<w:r w:rsidR="00112233"><w:rPr><w:rFonts w:ascii="Georgia" w:hAnsi="Georgia"/><w:sz w:val="28"/></w:rPr><w:t>' +
      tag.slice(0, 4) +
      '</w:t></w:r><w:proofErr w:type="spellStart"/>' +
      wordRun(tag.slice(4, 9), { italic: true }) +
      '<w:proofErr w:type="spellEnd"/>' +
      wordRun(tag.slice(9)),
    paragraphProperties,
  );

/** Paragraph XML of a body, one per w:p start, in order. */
export const paragraphsOf = (xml: string): string[] => Array.from(xml.matchAll(/<w:p\b[^>]*?(?:\/>|>[\s\S]*?<\/w:p>)/g), (match) => match[0]);

export const renderStyled = (body: string, data: Record<string, unknown>, options: RenderOptions = {}, extras: MinimalDocxExtras = {}): Rendered => renderBody(body, data, options, extras);

/** Renders and answers the failure; fails the test when the render succeeds. */
export const styledFailure = (body: string, data: Record<string, unknown>, options: RenderOptions = {}): RenderFailure => {
  const compiled = compileTemplate(minimalDocx(body));
  if (!compiled.ok) throw new Error('refused');
  const result = renderTemplate(compiled.value, data, options);
  if (result.ok) throw new Error('the render succeeded');
  return result.error;
};
