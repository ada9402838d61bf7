/** A setting that is present but invalid, named so the operator can fix it. */
export type ConfigError = { readonly setting: string; readonly message: string };
