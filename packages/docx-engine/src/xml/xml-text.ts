const ENTITY = /&(?:#x([0-9a-fA-F]+)|#(\d+)|(amp|lt|gt|quot|apos));/g;
const ENTITY_AT = new RegExp(ENTITY.source, 'y');
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const codePoint = (value: number): string => (value <= 0x10ffff ? String.fromCodePoint(value) : '\ufffd');

/** The text an XML text node stands for: predefined entities and character references replaced. */
export const decodeXmlText = (raw: string): string =>
  raw.includes('&')
    ? raw.replace(ENTITY, (whole, hex: string | undefined, decimal: string | undefined, named: string | undefined) => {
        if (hex !== undefined) return codePoint(parseInt(hex, 16));
        if (decimal !== undefined) return codePoint(parseInt(decimal, 10));
        return (named !== undefined ? NAMED[named] : undefined) ?? whole;
      })
    : raw;

/**
 * For raw XML text holding entities: decoded text and, for each decoded character index, the
 * offset in the raw text where it starts (plus one final entry for the end). Used to cut a `w:t`
 * at a character found in its decoded text.
 */
export const decodeXmlTextWithOffsets = (raw: string): { readonly text: string; readonly rawOffsets: readonly number[] } => {
  let text = '';
  const rawOffsets: number[] = [];
  let index = 0;
  while (index < raw.length) {
    if (raw.charCodeAt(index) === 38 /* & */) {
      // The entity is matched where it starts: looking for the next ";" anywhere after would read
      // the rest of the text at every stray "&" and take a slice holding other entities as one.
      ENTITY_AT.lastIndex = index;
      const entity = ENTITY_AT.exec(raw)?.[0];
      if (entity !== undefined) {
        const decoded = decodeXmlText(entity);
        for (let unit = 0; unit < decoded.length; unit++) rawOffsets.push(index);
        text += decoded;
        index += entity.length;
        continue;
      }
    }
    rawOffsets.push(index);
    text += raw[index];
    index++;
  }
  rawOffsets.push(raw.length);
  return { text, rawOffsets };
};

// Characters XML 1.0 forbids (C0 controls except tab, newline, carriage return; lone surrogates; U+FFFE/FFFF).
const INVALID_XML_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const NEEDS_WORK = /[&<>\u0000-\u001f\ud800-\udfff\ufffe\uffff]/;

/** The text without the characters XML forbids (a character reference may name one: `&#0;`). */
export const withoutInvalidXmlCharacters = (text: string): string => text.replace(INVALID_XML_CHARACTERS, '');

/** Characters XML forbids, or halves of a surrogate pair (whole pairs are allowed: the pattern above tells). */
const MAY_BE_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ud800-\udfff\ufffe\uffff]/;

/** `&`, `<` and `>` as entities, in one pass over the characters (values are short; no callback a character). */
const escapeSpecial = (text: string): string => {
  let out = '';
  let copied = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code !== 38 && code !== 60 && code !== 62) continue;
    out += `${text.slice(copied, index)}${code === 38 ? '&amp;' : code === 60 ? '&lt;' : '&gt;'}`;
    copied = index + 1;
  }
  return copied === 0 ? text : out + text.slice(copied);
};

/** Text made safe for an XML text node: special characters escaped, characters XML forbids dropped. */
export const escapeXmlText = (text: string): string => {
  if (!NEEDS_WORK.test(text)) return text;
  return escapeSpecial(MAY_BE_INVALID.test(text) ? text.replace(INVALID_XML_CHARACTERS, '') : text);
};
