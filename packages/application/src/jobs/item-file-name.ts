import { nameKey } from '@quire/domain/names';

const PLACEHOLDER = /\{\{\s*([^{}]{1,100}?)\s*\}\}/g;
// Characters no file system or zip reader should see in a name; path separators would make it a path.
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;
const MAX_NAME = 150;

const textOf = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
};

/**
 * An item's file name from the batch's `fileName` template: each `{{name}}` is replaced by the
 * item's value of that key (matched as data keys are, by `nameKey`, or through the
 * synonyms `resolve` knows) as plain text. Nothing is evaluated: a placeholder is a name, never an
 * expression; a list, object or unknown name gives nothing.
 */
export const renderFileName = (template: string, data: Readonly<Record<string, unknown>>, resolve: (key: string) => string | undefined): string => {
  const byKey = new Map<string, unknown>();
  for (const [key, value] of Object.entries(data)) {
    byKey.set(nameKey(key), value);
    const alias = resolve(key);
    if (alias !== undefined && !byKey.has(nameKey(alias))) byKey.set(nameKey(alias), value);
  }
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const direct = byKey.get(nameKey(name));
    if (direct !== undefined) return textOf(direct);
    const alias = resolve(name);
    return alias === undefined ? '' : textOf(byKey.get(nameKey(alias)));
  });
};

/**
 * A zip entry name of one document: no path (separators, `..`, leading dots), no control or
 * reserved characters, at most 150 characters before the extension, never empty; the extension
 * the format gives (a `.docx`/`.pdf`/`.zip` already there is replaced).
 */
export const entryName = (requested: string, fallback: string, extension: string): string => {
  const clean = (name: string) =>
    name
      .replace(UNSAFE, ' ')
      .replace(/\.(docx|pdf|zip)\s*$/i, '')
      .replace(/\.{2,}/g, '.')
      .replace(/\s+/g, ' ')
      .replace(/^[.\s]+|[.\s]+$/g, '')
      .slice(0, MAX_NAME)
      .trim();
  return `${clean(requested) || clean(fallback) || 'document'}.${extension}`;
};

/** Makes names unique in one archive, case ignored (as Windows and macOS compare): `Letter.docx`, `Letter (2).docx`, ... */
export class UniqueNames {
  private readonly taken = new Set<string>();

  take(name: string): string {
    const dot = name.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; this.taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${extension}`;
    this.taken.add(candidate.toLowerCase());
    return candidate;
  }
}
