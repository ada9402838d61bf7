import { PDF } from '@libpdf/core';

/**
 * The PDF library's own fill and flatten of a form, nothing else (no guards, no fonts of ours): the
 * baseline the benchmarks hold Quire's fill to. Its values must be ASCII (the library draws
 * anything else wrongly, ADR 0090).
 */
export const libraryFill = async (form: Uint8Array, values: Readonly<Record<string, string>>): Promise<Uint8Array> => {
  const pdf = await PDF.load(form);
  const acroForm = pdf.getForm();
  acroForm?.fill(values);
  acroForm?.flatten();
  return pdf.save();
};
