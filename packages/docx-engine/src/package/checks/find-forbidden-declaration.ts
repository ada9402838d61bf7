/**
 * Finds a DOCTYPE or ENTITY declaration in XML text. Word never writes one, and they are how
 * XML attacks work (external entities reading files or URLs, "billion laughs" expansion), so a
 * part holding one is refused rather than parsed carefully. `<!` otherwise only opens comments
 * and CDATA sections, so scanning from each `<!` is cheap even on a large document.
 */
export const findForbiddenDeclaration = (xml: string): 'DOCTYPE' | 'ENTITY' | undefined => {
  for (let at = xml.indexOf('<!'); at !== -1; at = xml.indexOf('<!', at + 2)) {
    const next = xml.slice(at + 2, at + 9).toUpperCase();
    if (next.startsWith('DOCTYPE')) return 'DOCTYPE';
    if (next.startsWith('ENTITY')) return 'ENTITY';
  }
  return undefined;
};

const OPENER = Buffer.from('<!', 'latin1');

/**
 * The same search over the raw bytes read as ASCII, so that a part whose declared encoding
 * lies (ASCII bytes declared as UTF-16, say) cannot hide a declaration that a reader trusting
 * the bytes would see.
 */
export const findForbiddenDeclarationInBytes = (bytes: Uint8Array): 'DOCTYPE' | 'ENTITY' | undefined => {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = buffer.indexOf(OPENER); at !== -1; at = buffer.indexOf(OPENER, at + 2)) {
    const next = buffer.toString('latin1', at + 2, at + 9).toUpperCase();
    if (next.startsWith('DOCTYPE')) return 'DOCTYPE';
    if (next.startsWith('ENTITY')) return 'ENTITY';
  }
  return undefined;
};
