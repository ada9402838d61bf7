import type { CheckboxField, DropdownField, FormField, ListBoxField, RadioField, TextField } from '@libpdf/core';
import { type PdfLimits, resolvePdfLimits } from '../open/pdf-limits';
import type { PdfRefusal } from '../open/pdf-refusal';
import { ok, type Result } from '../result';
import { radioOptions } from '../fields/radio-options';
import { openForm, pageNumbers } from '../open/open-form';
import { refKey } from '../open/ref-key';
import type { PdfFormDescription, PdfFormField } from './pdf-form-field';

const describe = (field: FormField, pages: Map<string, number>): PdfFormField | undefined => {
  const page = pages.get(refKey(field.getWidgets()[0]?.pageRef ?? null));
  const base = { name: field.name, required: field.isRequired(), readOnly: field.isReadOnly(), ...(page === undefined ? {} : { page }) };
  switch (field.type) {
    case 'text': {
      const text = field as TextField;
      return { ...base, kind: 'text', multiline: text.isMultiline, ...(text.maxLength > 0 ? { maxLength: text.maxLength } : {}) };
    }
    case 'checkbox':
      return { ...base, kind: 'checkbox', onValue: (field as CheckboxField).getOnValue() };
    case 'radio':
      return { ...base, kind: 'radio', options: radioOptions(field as RadioField) };
    case 'dropdown':
    case 'listbox': {
      const choice = field as DropdownField | ListBoxField;
      return {
        ...base,
        kind: 'choice',
        style: field.type === 'dropdown' ? 'combo' : 'list',
        options: choice.getOptions().map(({ value, display }) => ({ value, label: display })),
        multiSelect: 'isMultiSelect' in choice && choice.isMultiSelect,
        editable: 'isEditable' in choice && choice.isEditable,
      };
    }
    // Signatures and push buttons take no value; groups of fields are not fields themselves.
    case 'signature':
    case 'button':
    case 'unknown':
    case 'non-terminal':
      return undefined;
  }
};

/**
 * The fields of a PDF form (AcroForm), in the form's order, and its page count; refused with a
 * code when the file is not a usable PDF form within the limits.
 */
export const readPdfForm = async (bytes: Uint8Array, options: { readonly limits?: Partial<PdfLimits> } = {}): Promise<Result<PdfFormDescription, PdfRefusal>> => {
  const opened = await openForm(bytes, resolvePdfLimits(options.limits));
  if (!opened.ok) return opened;
  const { form, pageCount, fields } = opened.value;
  const pages = pageNumbers(opened.value);
  const described = (form?.getFields() ?? []).flatMap((field) => describe(field, pages) ?? []);
  return ok({ pageCount, fields: described, hasXfa: fields.hasXfa });
};
