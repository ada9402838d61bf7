import {
  type CheckboxField,
  type DropdownField,
  type ListBoxField,
  PdfArray,
  PdfNumber,
  PdfString,
  type PDFForm,
  type RadioField,
  type FormField,
  type TextField,
} from '@libpdf/core';
import { radioOptions } from '../fields/radio-options';
import { fillProblem, type PdfFillProblem } from './fill-problem';
import type { PdfFieldValue } from './pdf-field-value';

/** The fields that take a value. */
export type ValueField = TextField | CheckboxField | RadioField | DropdownField | ListBoxField;

/** Text that the form's font cannot show, to be drawn with the fallback fonts. */
export interface FieldText {
  readonly text: string;
  readonly multiline: boolean;
  /** Lines to highlight (the selected options of a list box). */
  readonly highlighted?: ReadonlySet<number>;
}

/**
 * Whether the library may draw the text with the field's own font (named by its /DA, found in the
 * form's resources): printable ASCII that the font can show. Anything else is drawn with the
 * fallback fonts: measured with the library 0.4.2, its Helvetica appearance of "Kraków" drops
 * the "ó" although the font reports it can show it.
 */
const formFontCanShow = (field: ValueField, form: PDFForm, text: string): boolean => {
  if (!/^[\x20-\x7e\r\n]*$/.test(text)) return false;
  const name = /(\/[^\s/()<>[\]{}%]+)\s+[-+\d.]+\s+Tf/.exec(field.defaultAppearance ?? form.acroForm().defaultAppearance)?.[1];
  const font = name === undefined ? null : form.acroForm().getExistingFont(name);
  return font === null || font.canUseForAppearance(text);
};

const setValueEntry = (field: ValueField, value: string | readonly string[]) => {
  field.getDict().set('V', typeof value === 'string' ? PdfString.fromString(value) : PdfArray.of(...value.map((item) => PdfString.fromString(item))));
};

const fillText = (field: TextField, value: PdfFieldValue, form: PDFForm): FieldText | PdfFillProblem | undefined => {
  if (typeof value !== 'string') return fillProblem(field.name, 'wrong_type');
  if (field.maxLength > 0 && [...value].length > field.maxLength) return fillProblem(field.name, 'too_long');
  if (formFontCanShow(field, form, value)) {
    field.setValue(value);
    return undefined;
  }
  setValueEntry(field, value);
  return { text: value, multiline: field.isMultiline };
};

const fillCheckbox = (field: CheckboxField, value: PdfFieldValue): PdfFillProblem | undefined => {
  if (typeof value === 'boolean') {
    if (value) field.check();
    else field.uncheck();
    return undefined;
  }
  if (typeof value !== 'string') return fillProblem(field.name, 'wrong_type');
  if (value !== 'Off' && !field.getOnValues().includes(value)) return fillProblem(field.name, 'not_an_option');
  field.setValue(value);
  return undefined;
};

const fillRadio = (field: RadioField, value: PdfFieldValue): PdfFillProblem | undefined => {
  if (typeof value !== 'string') return fillProblem(field.name, 'wrong_type');
  const index = radioOptions(field).indexOf(value);
  const state = field.getOptions()[index];
  if (state === undefined) return fillProblem(field.name, 'not_an_option');
  field.setValue(state);
  return undefined;
};

/** The option a value names, by export value first, then by label. */
const optionOf = (options: readonly { value: string; display: string }[], value: string) =>
  options.find((option) => option.value === value) ?? options.find((option) => option.display === value);

const fillDropdown = (field: DropdownField, value: PdfFieldValue, form: PDFForm): FieldText | PdfFillProblem | undefined => {
  if (typeof value !== 'string') return fillProblem(field.name, 'wrong_type');
  const option = optionOf(field.getOptions(), value);
  if (option === undefined && !field.isEditable) return fillProblem(field.name, 'not_an_option');
  const exported = option?.value ?? value;
  const shown = option?.display ?? value;
  if (formFontCanShow(field, form, shown)) {
    field.setValue(exported);
    return undefined;
  }
  setValueEntry(field, exported);
  return { text: shown, multiline: false };
};

const fillListBox = (field: ListBoxField, value: PdfFieldValue, form: PDFForm): FieldText | PdfFillProblem | undefined => {
  if (typeof value === 'boolean') return fillProblem(field.name, 'wrong_type');
  const wanted = typeof value === 'string' ? [value] : value;
  if (wanted.length > 1 && !field.isMultiSelect) return fillProblem(field.name, 'multiple_values');
  const options = field.getOptions();
  const chosen = wanted.map((item) => optionOf(options, item));
  if (chosen.some((option) => option === undefined)) return fillProblem(field.name, 'not_an_option');
  const exported = chosen.flatMap((option) => option?.value ?? []);
  const labels = options.map((option) => option.display).join('\n');
  if (formFontCanShow(field, form, labels)) {
    field.setValue(exported);
    return undefined;
  }
  const indices = chosen.flatMap((option) => (option === undefined ? [] : [options.indexOf(option)]));
  setValueEntry(field, exported.length === 1 ? (exported[0] ?? '') : exported);
  field.getDict().set('I', PdfArray.of(...indices.map((index) => PdfNumber.of(index))));
  return { text: labels, multiline: true, highlighted: new Set(indices) };
};

/**
 * Puts a value into a field. The library sets it and draws the appearance when the form's own
 * font can show the text; otherwise the value is set here and the text is returned, for the
 * caller to draw with fonts that have its glyphs.
 */
export const fillField = (field: FormField, value: PdfFieldValue, form: PDFForm): FieldText | PdfFillProblem | undefined => {
  if (field.isReadOnly()) return fillProblem(field.name, 'read_only');
  switch (field.type) {
    case 'text':
      return fillText(field as TextField, value, form);
    case 'checkbox':
      return fillCheckbox(field as CheckboxField, value);
    case 'radio':
      return fillRadio(field as RadioField, value);
    case 'dropdown':
      return fillDropdown(field as DropdownField, value, form);
    case 'listbox':
      return fillListBox(field as ListBoxField, value, form);
    case 'signature':
    case 'button':
    case 'unknown':
    case 'non-terminal':
      return fillProblem(field.name, 'wrong_type');
  }
};
