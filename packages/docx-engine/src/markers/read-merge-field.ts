import type { FilterCall } from '../tags/tag-syntax';

/** `\* Upper`, `\* Lower`, `\* Caps`, `\* FirstCap`: Word's case switches, as Quire's filters. */
const CASE_FILTERS: Readonly<Record<string, string>> = { upper: 'upper', lower: 'lower', caps: 'title', firstcap: 'capitalize' };

const FIELD = /^\s*MERGEFIELD\s+(?:"([^"]*)"|([^\s\\]+))([\s\S]*)$/i;

/**
 * The name and case switch of a MERGEFIELD instruction (`MERGEFIELD "Client Name" \* Upper \* MERGEFORMAT`).
 * Other switches (`\* MERGEFORMAT`, `\b`, `\f`, `\m`, `\v`) change nothing.
 */
export const readMergeField = (instruction: string): { readonly name: string; readonly filters: readonly FilterCall[] } | undefined => {
  const match = FIELD.exec(instruction.replace(/[\u201c\u201d]/g, '"'));
  const name = (match?.[1] ?? match?.[2] ?? '').trim().replace(/\s+/g, ' ');
  if (match === null || name === '' || /[{}|`]/.test(name)) return undefined;
  const filters: FilterCall[] = [];
  for (const format of (match[3] ?? '').matchAll(/\\\*\s*([A-Za-z]+)/g)) {
    const filter = CASE_FILTERS[(format[1] ?? '').toLowerCase()];
    if (filter !== undefined) filters.push({ name: filter, args: [] });
  }
  return { name, filters };
};
