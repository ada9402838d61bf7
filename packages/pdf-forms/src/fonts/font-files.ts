import { readFileSync } from 'node:fs';

/**
 * The fonts text is drawn with when a form's own font lacks its characters, in the order they are
 * tried for each character: DejaVu Sans (Latin, Greek, Cyrillic, much else; no CJK), then Noto
 * Sans JP (Japanese and most Chinese and Korean ideographs; no "Ł"). Both ship as npm packages
 * with their licences (DejaVu's Bitstream Vera licence, the SIL Open Font License), so
 * `npm ci` installs them; ADR 0090 says why not Debian's fonts-noto-cjk.
 */
export const FALLBACK_FONT_FILES: readonly string[] = [
  'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
];

const loaded = new Map<string, Uint8Array>();
const located = new Map<string, string>();

/** Where each fallback font file is installed, resolved from the calling module (which sits where node_modules can be found). */
export const fallbackFontPaths = (): Readonly<Record<string, string>> => Object.fromEntries(FALLBACK_FONT_FILES.map((file) => [file, require.resolve(file)]));

/**
 * Says where the font files are, for code bundled away from node_modules (the engine's worker is
 * one file in the temporary folder): the thread that starts it resolves them with fallbackFontPaths.
 */
export const locateFontFiles = (paths: Readonly<Record<string, string>>): void => {
  for (const [file, path] of Object.entries(paths)) located.set(file, path);
};

/** A font file's bytes, read once per process (the Japanese font is 5 MB). */
export const fontFile = (file: string): Uint8Array => {
  const cached = loaded.get(file);
  if (cached !== undefined) return cached;
  const bytes = new Uint8Array(readFileSync(located.get(file) ?? require.resolve(file)));
  loaded.set(file, bytes);
  return bytes;
};
