import * as E from 'fp-ts/Either';

/** A setting that is present but invalid, named so the operator can fix it. */
export type ConfigError = { readonly setting: string; readonly message: string };

/** The environment a process starts with. */
export type Env = Readonly<Record<string, string | undefined>>;

/** A whole number setting from `min` to `max`; `fallback` when it is not set. */
export const integer = (env: Env, setting: string, fallback: number, min: number, max: number): E.Either<ConfigError, number> => {
  const raw = env[setting];
  if (raw === undefined || raw.trim() === '') return E.right(fallback);
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max
    ? E.right(value)
    : E.left({ setting, message: `${setting} must be a whole number from ${min} to ${max}, got "${raw}"` });
};
