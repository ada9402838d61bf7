/**
 * The outcome of an operation whose failures are expected (a refused upload, a value a field
 * cannot take): a value, never a throw. Only the unrecoverable is thrown.
 */
export type Result<A, E> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly error: E };

export const ok = <A>(value: A): { readonly ok: true; readonly value: A } => ({ ok: true, value });

export const err = <E>(error: E): { readonly ok: false; readonly error: E } => ({ ok: false, error });
