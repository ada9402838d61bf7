/*
 * The fields of a fillable PDF form (AcroForm) as a template's analysis keeps them: what each
 * field is, what it takes, and the alias it is filled from. The PDF library's own description is
 * mapped to this by the engine adapter; the domain never reads a PDF.
 */

/** What a field takes: text, a checkbox's state, one radio button of a group, or a choice among options. */
export type PdfFieldKind = 'text' | 'checkbox' | 'radio' | 'choice';

export type PdfFormField = {
  /** The fully qualified name (`person.name.first`): what it is matched to aliases by. */
  readonly name: string;
  readonly kind: PdfFieldKind;
  /**
   * The values it takes: a checkbox's value when checked, each radio button's export value, each
   * choice's value; empty for text.
   */
  readonly options: ReadonlyArray<string>;
  /** Most characters of a text field, when it says so. */
  readonly maxLength: number | null;
  /** A text field of several lines. */
  readonly multiline: boolean;
  /** A list that takes several of its options. */
  readonly multiSelect: boolean;
  /** A combo box that also takes text that is none of its options. */
  readonly editable: boolean;
  readonly required: boolean;
  readonly readOnly: boolean;
  /** The page (from 1) of its first widget; null when it shows on none. */
  readonly page: number | null;
};

/** A PDF form as read: its pages and the fields that take a value (signature fields and buttons are not listed). */
export type PdfFormDescription = { readonly pageCount: number; readonly fields: ReadonlyArray<PdfFormField> };

/** A field with the alias it is filled from: the alias's own name when the field's name is an alias name or synonym, else null. */
export type PdfFieldUse = PdfFormField & { readonly alias: string | null };

/** What a PDF template's analysis says of its form. */
export type PdfFormAnalysis = { readonly pageCount: number; readonly fields: ReadonlyArray<PdfFieldUse> };
