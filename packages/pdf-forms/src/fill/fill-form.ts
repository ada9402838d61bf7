import { PdfStream, type PDF, type PDFForm } from '@libpdf/core';
import { DocumentFonts, measuringFonts } from '../fonts/fallback-fonts';
import { type PdfLimits, resolvePdfLimits } from '../open/pdf-limits';
import type { PdfRefusal } from '../open/pdf-refusal';
import { err, ok, type Result } from '../result';
import { openForm } from '../open/open-form';
import { appearanceStream, fontsOfLayout, textAppearanceContent } from './appearance-stream';
import { parseDefaultAppearance } from './default-appearance';
import { fillField, type FieldText, type ValueField } from './fill-field';
import type { PdfFillProblem } from './fill-problem';
import type { PdfFieldValue } from './pdf-field-value';
import { layoutText } from './text-layout';

export type { PdfFieldValue } from './pdf-field-value';

export interface PdfFillOptions {
  /** Bake the values into the pages (the default) or keep the form fillable. */
  readonly flatten?: boolean;
  readonly limits?: Partial<PdfLimits>;
}

export interface FilledPdf {
  readonly bytes: Uint8Array;
  /** Names of the fields filled. */
  readonly filled: readonly string[];
  /** Names given a value that the form does not have. */
  readonly unknownFields: readonly string[];
  /** Characters no font has (drawn as the viewer's missing-glyph box). */
  readonly missingGlyphs: readonly string[];
}

const boxOf = (rect: readonly number[]) => ({ width: Math.abs((rect[2] ?? 0) - (rect[0] ?? 0)), height: Math.abs((rect[3] ?? 0) - (rect[1] ?? 0)) });

/**
 * Draws a text value (or a choice's labels) with the fallback fonts in every widget of a field,
 * as the form's own font cannot: each run of characters in the first font that has them.
 */
const drawWithFallbackFonts = (field: ValueField, text: FieldText, documentFonts: DocumentFonts, missing: Set<string>) => {
  const style = parseDefaultAppearance(field.defaultAppearance);
  const alignment = field.getDict().getNumber('Q')?.value ?? 0;
  for (const widget of field.getWidgets()) {
    const box = boxOf(widget.rect);
    const layout = layoutText(text.text, measuringFonts(), box, style.fontSize, text.multiline);
    for (const character of layout.missing) missing.add(character);
    const used = new Map(fontsOfLayout(layout).map((index) => [index, documentFonts.get(index)]));
    const content = textAppearanceContent(layout, (index) => documentFonts.get(index), box, {
      colour: style.colour,
      alignment,
      multiline: text.multiline,
      ...(text.highlighted === undefined ? {} : { highlighted: text.highlighted }),
    });
    widget.setNormalAppearance(appearanceStream(content, used, box));
  }
  field.needsAppearanceUpdate = false;
};

/** The library's flattening appends "Q" to each page's content and prepends "q" only when there is content: give it some. */
const giveEveryPageContent = (pdf: PDF) => {
  for (const page of pdf.getPages()) {
    if (!page.dict.has('Contents')) page.dict.set('Contents', pdf.register(new PdfStream([], new Uint8Array())));
  }
};

const fillFields = (form: PDFForm, values: Readonly<Record<string, PdfFieldValue | null | undefined>>, documentFonts: DocumentFonts, missing: Set<string>) => {
  const filled: string[] = [];
  const unknownFields: string[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    const field = form.getField(name);
    if (field === undefined) {
      unknownFields.push(name);
      continue;
    }
    const outcome = fillField(field, value, form);
    if (outcome !== undefined && 'code' in outcome) return err(outcome);
    if (outcome !== undefined) drawWithFallbackFonts(field as ValueField, outcome, documentFonts, missing);
    filled.push(name);
  }
  return ok({ filled, unknownFields });
};

/**
 * Fills a PDF form's fields from a map of field name → value, drawing any text the form's own
 * font cannot show with embedded fonts that have its glyphs (subset on save), removes the XFA of
 * a hybrid form, and flattens by default; `flatten: false` keeps the fields, their values set and
 * their appearances drawn.
 */
export const fillPdfForm = async (
  bytes: Uint8Array,
  values: Readonly<Record<string, PdfFieldValue | null | undefined>>,
  options: PdfFillOptions = {},
): Promise<Result<FilledPdf, PdfRefusal | PdfFillProblem>> => {
  const opened = await openForm(bytes, resolvePdfLimits(options.limits));
  if (!opened.ok) return opened;
  const { pdf, form } = opened.value;
  const missing = new Set<string>();
  let filled: readonly string[] = [];
  let unknownFields: readonly string[] = Object.keys(values);
  if (form !== undefined) {
    const outcome = fillFields(form, values, new DocumentFonts(pdf), missing);
    if (!outcome.ok) return outcome;
    ({ filled, unknownFields } = outcome.value);
    const acroForm = form.acroForm().getDict();
    acroForm.delete('XFA');
    // Every filled field has its appearance now; a viewer told to redraw them would use the form's font again.
    acroForm.delete('NeedAppearances');
    if (options.flatten !== false) {
      giveEveryPageContent(pdf);
      form.flatten();
    }
  }
  return ok({ bytes: await pdf.save({ subsetFonts: true }), filled, unknownFields, missingGlyphs: [...missing] });
};
