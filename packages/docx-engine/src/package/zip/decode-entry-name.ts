const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

const UTF8_FLAG = 0x0800;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

const isAscii = (bytes: Uint8Array): boolean => bytes.every((byte) => byte < 0x80);

/**
 * Decodes a zip entry name. The zip format says names are CP437 unless flag bit 11 marks them
 * UTF-8, but many tools write UTF-8 without the flag; a non-ASCII name that is valid UTF-8 is
 * read as UTF-8 (a CP437 name is practically never valid UTF-8), any other as CP437.
 * Returns undefined for a name flagged UTF-8 that is not valid UTF-8.
 */
export const decodeEntryName = (bytes: Uint8Array, flags: number): string | undefined => {
  if (isAscii(bytes)) return Buffer.from(bytes).toString('latin1');
  try {
    return strictUtf8.decode(bytes);
  } catch {
    if ((flags & UTF8_FLAG) !== 0) return undefined;
    return Array.from(bytes, (byte) => (byte < 0x80 ? String.fromCharCode(byte) : CP437_HIGH[byte - 0x80])).join('');
  }
};
