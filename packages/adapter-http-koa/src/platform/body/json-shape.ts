/**
 * How far generation data may nest, how much it may hold, and how large it may be apart from its
 * pictures (docs/limits.md#bodies-and-uploads; the engine holds the data to the first two as well).
 */
export type DataShapeLimits = {
  /** Lists and objects nested in one another in the data (the data object is level 1). */
  readonly maxDepth: number;
  /** Keys of objects and items of lists over the whole data. */
  readonly maxKeys: number;
  /**
   * Bytes of the body apart from its pictures (ADR 0033): the text of a data URI of an image
   * (`"data:image/…"`) or of a `"base64"` member is not counted; the body as a whole has a limit
   * of its own. Absent: no limit but the body's.
   */
  readonly maxBytes?: number;
};

export const DEFAULT_DATA_SHAPE_LIMITS: DataShapeLimits = { maxDepth: 64, maxKeys: 100_000, maxBytes: 5 * 1024 * 1024 };

/** The body is past a limit of its shape: nested too deep, holding too many keys and items, or too large apart from its pictures. */
export type JsonShapeExceeded = { readonly _tag: 'JsonShapeExceeded'; readonly exceeded: 'depth' | 'keys' | 'bytes'; readonly limit: number };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_LIST = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_LIST = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

/** A body's envelope (`{ "data": …, "options": … }`) is one level above the data and holds a few keys of its own. */
const ENVELOPE_LEVELS = 1;
const ENVELOPE_KEYS = 64;

const PICTURE_URI = 'data:image/';
const PICTURE_KEY = 'base64';

/** UTF-8 bytes of a UTF-16 code unit, a surrogate counted as 2 (its pair makes 4). */
const utf8Bytes = (code: number): number => (code < 0x80 ? 1 : code < 0x800 || (code >= 0xd800 && code <= 0xdfff) ? 2 : 3);

/** Where the string whose text starts at `from` ends: its closing quote (one no odd run of backslashes escapes), or the end of the text. */
const closingQuote = (text: string, from: number): number => {
  for (let quote = text.indexOf('"', from); quote !== -1; quote = text.indexOf('"', quote + 1)) {
    let backslashes = 0;
    while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote;
  }
  return text.length;
};

/**
 * Measures the nesting, the number of keys and list items, and the bytes apart from pictures of
 * JSON text in one pass over its characters, before `JSON.parse` sees it: parsing costs the HTTP
 * thread time in proportion to the keys it meets (200,000 distinct keys, 5 MB, take 0.3–0.5 s), so
 * a body past the data limits is refused for the price of a scan (a few ms for 5 MB). Counts colons
 * and commas outside strings; a string is a picture when it starts `data:image/` or is the value
 * of a `base64` key. It need not validate the JSON (JSON.parse does, afterwards) and never
 * over-counts valid JSON.
 */
export const exceededShape = (text: string, limits: DataShapeLimits): JsonShapeExceeded | undefined => {
  const maxDepth = limits.maxDepth + ENVELOPE_LEVELS;
  const maxMembers = limits.maxKeys + ENVELOPE_KEYS;
  const maxBytes = limits.maxBytes ?? Number.POSITIVE_INFINITY;
  // The kind of each open container, innermost last (never deeper than the limit).
  const open: number[] = [];
  let members = 0;
  let bytes = 0;
  let inString = false;
  let inPicture = false;
  // Where the last string's text began and ended: a colon after it makes it a key.
  let stringStart = 0;
  let stringEnd = 0;
  let pictureNext = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) {
        if (!inPicture) bytes += 2;
        index++;
      } else if (code === QUOTE) {
        inString = false;
        stringEnd = index;
        bytes++;
      } else if (!inPicture) bytes += utf8Bytes(code);
      continue;
    }
    bytes += code < 0x80 ? 1 : utf8Bytes(code);
    switch (code) {
      case QUOTE:
        inString = true;
        stringStart = index + 1;
        inPicture = pictureNext || text.startsWith(PICTURE_URI, index + 1);
        pictureNext = false;
        // A picture's text is skipped, not read a character at a time: megabytes of base64 hold no quote.
        if (inPicture) index = closingQuote(text, index + 1) - 1;
        break;
      case OPEN_OBJECT:
      case OPEN_LIST:
        pictureNext = false;
        if (open.push(code) > maxDepth) return { _tag: 'JsonShapeExceeded', exceeded: 'depth', limit: limits.maxDepth };
        // A list's first item has no comma before it: count it here (an empty list is over-counted by one, harmlessly).
        if (code === OPEN_LIST) members++;
        break;
      case CLOSE_OBJECT:
      case CLOSE_LIST:
        pictureNext = false;
        open.pop();
        break;
      case COLON:
        // Every key of an object has a colon after it; the value of a "base64" key is a picture.
        members++;
        pictureNext = stringEnd - stringStart === PICTURE_KEY.length && text.startsWith(PICTURE_KEY, stringStart);
        break;
      case COMMA:
        // A list's later items have a comma before them (an object's commas are counted by their colons).
        pictureNext = false;
        if (open[open.length - 1] === OPEN_LIST) members++;
        break;
      default:
        // A value that is no string (a number, true, null) after a "base64" key.
        if (code !== 0x20 && code !== 0x0a && code !== 0x0d && code !== 0x09) pictureNext = false;
    }
    if (members > maxMembers) return { _tag: 'JsonShapeExceeded', exceeded: 'keys', limit: limits.maxKeys };
    if (bytes > maxBytes) return { _tag: 'JsonShapeExceeded', exceeded: 'bytes', limit: maxBytes };
  }
  return bytes > maxBytes ? { _tag: 'JsonShapeExceeded', exceeded: 'bytes', limit: maxBytes } : undefined;
};
