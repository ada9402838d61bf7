/** The value span [start, end) of an attribute in the start tag [tagStart, tagEnd), if present. */
export const attributeSpan = (xml: string, tagStart: number, tagEnd: number, name: string): { start: number; end: number } | undefined => {
  // Searched within the tag only: a search over the rest of the part, range-checked after, makes a
  // part whose tags lack the attribute (paragraphs without w14:paraId) quadratic to read.
  const marker = ` ${name}="`;
  for (let at = tagStart, last = tagEnd - marker.length; at <= last; at++) {
    if (xml.charCodeAt(at) !== 32 || !xml.startsWith(marker, at)) continue;
    const start = at + marker.length;
    const end = xml.indexOf('"', start);
    return end === -1 || end >= tagEnd ? undefined : { start, end };
  }
  return undefined;
};
