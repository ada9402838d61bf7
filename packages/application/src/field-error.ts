/** What is wrong with one field of the input, by its path (`data.children[1].date_of_birth`). */
export type FieldError = { readonly path: string; readonly message: string };
