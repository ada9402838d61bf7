import { minimalDocxParts } from '../../src/minimal-docx-parts';
import { zipParts } from '../../src/zip-parts';

export type Part = readonly [string, string];

/** The parts of a minimal .docx whose body is `bodyXml` (WordprocessingML paragraphs and tables, prefix `w:`). */
export const docxParts = (bodyXml: string): Part[] => [...minimalDocxParts(bodyXml)];

/** A .docx whose body is `bodyXml`, with parts replaced or added (by name) and removed. */
export const buildDocx = (bodyXml: string, options: { readonly replace?: ReadonlyArray<Part>; readonly remove?: ReadonlyArray<string> } = {}): Uint8Array => {
  const replaced = new Map(options.replace ?? []);
  const parts: Part[] = docxParts(bodyXml)
    .filter(([name]) => !(options.remove ?? []).includes(name))
    .map(([name, text]) => [name, replaced.get(name) ?? text] as const);
  for (const [name, text] of replaced) if (!parts.some(([existing]) => existing === name)) parts.push([name, text]);
  return zipParts(parts);
};

export const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A paragraph of one run per piece (a tag split across runs stays a tag for the engine). */
export const paragraph = (...runs: string[]): string => `<w:p>${runs.map((run) => `<w:r><w:t xml:space="preserve">${escapeXml(run)}</w:t></w:r>`).join('')}</w:p>`;

/** A one-row table with a paragraph per cell. */
export const table = (...cells: string[]): string => `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tr>${cells.map((cell) => `<w:tc>${paragraph(cell)}</w:tc>`).join('')}</w:tr></w:tbl>`;
