/** Part names as zip entry names: no leading slash, forward slashes. '' is the package itself. */

const directoryOf = (partName: string): string => {
  const slash = partName.lastIndexOf('/');
  return slash === -1 ? '' : partName.slice(0, slash);
};

/** The relationships part of a part: `word/document.xml` -> `word/_rels/document.xml.rels`; '' -> `_rels/.rels`. */
export const relationshipsPartOf = (partName: string): string => {
  const name = partName.replace(/^\//, '');
  if (name === '') return '_rels/.rels';
  const directory = directoryOf(name);
  const base = name.slice(directory === '' ? 0 : directory.length + 1);
  return `${directory === '' ? '' : `${directory}/`}_rels/${base}.rels`;
};

/** The part whose relationships a .rels part holds: the inverse of relationshipsPartOf, or undefined. */
export const sourcePartOf = (relationshipsPart: string): string | undefined => {
  const match = /^(?:(.*)\/)?_rels\/([^/]*)\.rels$/.exec(relationshipsPart);
  if (match === null) return undefined;
  const [, directory, base] = match;
  return [directory, base].filter((segment) => segment !== undefined && segment !== '').join('/');
};

/**
 * Resolves an internal relationship target against its source part, as a URI reference:
 * `media/a.png` from `word/document.xml` is `word/media/a.png`, `/word/x.xml` is absolute,
 * `../customXml/item1.xml` climbs. Returns undefined when it climbs above the package root.
 */
export const resolveRelationshipTarget = (sourcePart: string, target: string): string | undefined => {
  const path = target.split(/[?#]/)[0] ?? '';
  const base = path.startsWith('/') ? [] : directoryOf(sourcePart.replace(/^\//, '')).split('/').filter(Boolean);
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (base.pop() === undefined) return undefined;
    } else {
      base.push(segment);
    }
  }
  return base.join('/');
};
