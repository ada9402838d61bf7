/** A value a form field is filled with: text, a checkbox's state, or the options of a multi-select list. */
export type PdfFieldValue = string | boolean | readonly string[];
