/** A field of a PDF form as analysis sees it; the kinds are those a value can fill. */
export type PdfFormField = PdfTextField | PdfCheckboxField | PdfRadioField | PdfChoiceField;

interface FieldBase {
  /** The fully qualified name (`person.name.first`): the key of the values that fill the form. */
  readonly name: string;
  readonly required: boolean;
  readonly readOnly: boolean;
  /** The page (from 1) of the field's first widget, when it has one. */
  readonly page?: number;
}

export interface PdfTextField extends FieldBase {
  readonly kind: 'text';
  /** Most characters the field takes, when it says so. */
  readonly maxLength?: number;
  readonly multiline: boolean;
}

export interface PdfCheckboxField extends FieldBase {
  readonly kind: 'checkbox';
  /** The value the box exports when checked (`Yes`, `On`, ...). */
  readonly onValue: string;
}

export interface PdfRadioField extends FieldBase {
  readonly kind: 'radio';
  /** The export value of each button: what a value must be to select it. */
  readonly options: readonly string[];
}

export interface PdfChoiceField extends FieldBase {
  readonly kind: 'choice';
  /** A combo box shows one value and may take typed text; a list shows its options. */
  readonly style: 'combo' | 'list';
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly multiSelect: boolean;
  /** A combo box whose value may be text that is not among the options. */
  readonly editable: boolean;
}

export interface PdfFormDescription {
  readonly pageCount: number;
  readonly fields: readonly PdfFormField[];
  /** The form also carries an XFA description, which filling removes (its fields are filled). */
  readonly hasXfa: boolean;
}
