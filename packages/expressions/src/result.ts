/** The outcome of something that can fail in an expected way: a value, or a named error. */
export type Result<A, E> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: E };

export const ok = <A>(value: A): { readonly ok: true; readonly value: A } => ({ ok: true, value });

export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });
