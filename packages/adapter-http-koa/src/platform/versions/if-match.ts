/**
 * The versions an `If-Match` header accepts (RFC 9110 §13.1.1): undefined when absent or `*`
 * (any current version), else the versions named by strong entity tags `"<n>"`. Weak or foreign
 * tags never match, so a header naming only those accepts no version (412).
 */
export const expectedVersions = (header: string | undefined): ReadonlyArray<number> | undefined => {
  if (header === undefined || header.trim() === '' || header.trim() === '*') return undefined;
  return header
    .split(',')
    .map((tag) => /^"(\d{1,15})"$/.exec(tag.trim())?.[1])
    .filter((digits): digits is string => digits !== undefined)
    .map(Number);
};

export const etagOf = (version: number): string => `"${version}"`;
