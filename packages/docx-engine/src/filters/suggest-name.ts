/** The candidate closest to a misspelt name (at most two edits, case ignored), for "did you mean" messages. */
export const suggestName = (name: string, candidates: ReadonlyArray<string>): string | undefined => {
  const wanted = name.toLowerCase();
  let best: { readonly candidate: string; readonly distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(wanted, candidate.toLowerCase());
    if (distance <= 2 && (best === undefined || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
};

/** Levenshtein distance with adjacent transpositions counted as one edit ("uppre" → "upper"). */
const editDistance = (a: string, b: string): number => {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const table = new Array<number>(rows * columns).fill(0);
  const at = (i: number, j: number): number => table[i * columns + j] ?? 0;
  for (let i = 0; i < rows; i += 1) table[i * columns] = i;
  for (let j = 0; j < columns; j += 1) table[j] = j;
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < columns; j += 1) {
      const substitution = a[i - 1] === b[j - 1] ? 0 : 1;
      let distance = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) distance = Math.min(distance, at(i - 2, j - 2) + 1);
      table[i * columns + j] = distance;
    }
  }
  return at(a.length, b.length);
};
