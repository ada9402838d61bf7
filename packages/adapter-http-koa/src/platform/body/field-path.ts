/**
 * A path as problems write them (dotted, indices as numbers: `synonyms.2`, `condition.all.1.op`),
 * from the domain's `synonyms[2]` or a JSON path `$.all[1].op` under `root`.
 */
export const fieldPath = (path: string, root = ''): string => {
  const dotted = path
    .replace(/^\$\.?/, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\./, '');
  return root === '' ? dotted : dotted === '' ? root : `${root}.${dotted}`;
};
