/** What a field's default appearance (/DA, "/Helv 0 Tf 0 g") says of its text. */
export interface TextStyle {
  /** Points; 0 means fit the text to the field. */
  readonly fontSize: number;
  /** The colour operator as written ("0 g", "1 0 0 rg", "0 0 0 1 k"), black by default. */
  readonly colour: string;
}

const NUMBER = '[-+]?(?:\\d+\\.?\\d*|\\.\\d+)';

export const parseDefaultAppearance = (da: string | null): TextStyle => {
  const size = new RegExp(`(${NUMBER})\\s+Tf`).exec(da ?? '');
  const colour = new RegExp(`((?:${NUMBER}\\s+){1,4})(g|rg|k)\\b`).exec(da ?? '');
  const fontSize = Number(size?.[1] ?? 0);
  return { fontSize: Number.isFinite(fontSize) && fontSize >= 0 ? fontSize : 0, colour: colour === null ? '0 g' : `${(colour[1] ?? '').trim()} ${colour[2]}` };
};
