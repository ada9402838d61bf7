/** How far generation data may nest and how much it may hold (SPEC §5; the engine holds the data to the same). */
export type DataShapeLimits = {
  /** Lists and objects nested in one another in the data (the data object is level 1). */
  readonly maxDepth: number;
  /** Keys of objects and items of lists over the whole data. */
  readonly maxKeys: number;
};

export const DEFAULT_DATA_SHAPE_LIMITS: DataShapeLimits = { maxDepth: 64, maxKeys: 100_000 };

/** The body is past a limit of its shape: nested too deep, or holding too many keys and items. */
export type JsonShapeExceeded = { readonly _tag: 'JsonShapeExceeded'; readonly exceeded: 'depth' | 'keys'; readonly limit: number };

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

/**
 * Measures the nesting and the number of keys and list items of JSON text in one pass over its
 * characters, before `JSON.parse` sees it: parsing costs the HTTP thread time in proportion to the
 * keys it meets (200,000 distinct keys, 5 MB, take 0.3–0.5 s), so a body past the data limits is
 * refused for the price of a scan (a few ms for 5 MB). Counts colons and commas outside strings; it
 * need not validate the JSON (JSON.parse does, afterwards) and never over-counts valid JSON.
 */
export const exceededShape = (text: string, limits: DataShapeLimits): JsonShapeExceeded | undefined => {
  const maxDepth = limits.maxDepth + ENVELOPE_LEVELS;
  const maxMembers = limits.maxKeys + ENVELOPE_KEYS;
  // The kind of each open container, innermost last (never deeper than the limit).
  const open: number[] = [];
  let members = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
      continue;
    }
    switch (code) {
      case QUOTE:
        inString = true;
        break;
      case OPEN_OBJECT:
      case OPEN_LIST:
        if (open.push(code) > maxDepth) return { _tag: 'JsonShapeExceeded', exceeded: 'depth', limit: limits.maxDepth };
        // A list's first item has no comma before it: count it here (an empty list is over-counted by one, harmlessly).
        if (code === OPEN_LIST) members++;
        break;
      case CLOSE_OBJECT:
      case CLOSE_LIST:
        open.pop();
        break;
      case COLON:
        // Every key of an object has a colon after it.
        members++;
        break;
      case COMMA:
        // A list's later items have a comma before them (an object's commas are counted by their colons).
        if (open[open.length - 1] === OPEN_LIST) members++;
        break;
    }
    if (members > maxMembers) return { _tag: 'JsonShapeExceeded', exceeded: 'keys', limit: limits.maxKeys };
  }
  return undefined;
};
