/**
 * Why a zip entry name is unsafe to hold in a package, or undefined when it is safe.
 * Such names are how "zip slip" attacks write outside a folder when someone unpacks the file,
 * and no Office application writes them.
 */
export const unsafeEntryNameReason = (name: string): string | undefined => {
  if (name.length === 0) return 'an empty name';
  if (name.includes('\0')) return 'a NUL character';
  if (name.includes('\\')) return 'a backslash';
  if (name.startsWith('/')) return 'an absolute path';
  if (/^[A-Za-z]:/.test(name)) return 'a drive letter';
  const segments = name.split('/');
  if (segments.some((segment) => segment === '..')) return 'a ".." path segment';
  // The last segment is empty for a directory entry ("word/"); any other empty or "." segment is a second spelling of a name.
  if (segments.slice(0, -1).some((segment) => segment === '' || segment === '.') || segments.at(-1) === '.') return 'an empty or "." path segment';
  return undefined;
};
