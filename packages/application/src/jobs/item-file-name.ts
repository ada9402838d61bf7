import { nameKey } from '@quire/domain/names';

const PLACEHOLDER = /\{\{\s*([^{}]{1,100}?)\s*\}\}/g;
// Characters no file system or zip reader should see in a name; path separators would make it a path.
const UNSAFE = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;
// In bytes of UTF-8, as file systems count (ext4 allows 255 a name): room left for ` (n)` and the extension.
const MAX_NAME_BYTES = 150;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const utf8 = new TextEncoder();
const utf8Length = (text: string): number => utf8.encode(text).length;

/** The longest start of `text` within `maxBytes` of UTF-8, cut between graphemes (an emoji, a letter and its accents, stay whole). */
const truncateUtf8 = (text: string, maxBytes: number): string => {
  if (utf8Length(text) <= maxBytes) return text;
  let kept = '';
  let used = 0;
  for (const { segment } of graphemes.segment(text)) {
    const size = utf8Length(segment);
    if (used + size > maxBytes) break;
    kept += segment;
    used += size;
  }
  return kept;
};

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
 * reserved characters, at most 150 bytes of UTF-8 before the extension (cut between graphemes), never empty; the extension
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
      // A name never has fewer bytes than UTF-16 units: this first cut only spares the segmenter a long text.
      .slice(0, MAX_NAME_BYTES);
  const capped = (name: string) => truncateUtf8(clean(name), MAX_NAME_BYTES).trim();
  return `${capped(requested) || capped(fallback) || 'document'}.${extension}`;
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
