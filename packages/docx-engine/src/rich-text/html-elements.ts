import { BOLD, CODE, HIGHLIGHT, ITALIC, STRIKE, SUBSCRIPT, SUPERSCRIPT, UNDERLINE } from './rich-model';

/** Inline elements that format their text. */
export const MARK_ELEMENTS: ReadonlyMap<string, number> = new Map([
  ['b', BOLD],
  ['strong', BOLD],
  ['i', ITALIC],
  ['em', ITALIC],
  ['cite', ITALIC],
  ['dfn', ITALIC],
  ['var', ITALIC],
  ['u', UNDERLINE],
  ['ins', UNDERLINE],
  ['s', STRIKE],
  ['strike', STRIKE],
  ['del', STRIKE],
  ['code', CODE],
  ['kbd', CODE],
  ['samp', CODE],
  ['tt', CODE],
  ['sup', SUPERSCRIPT],
  ['sub', SUBSCRIPT],
  ['mark', HIGHLIGHT],
]);

/** Elements left out with all they hold, and named in a warning: code, pictures, media, forms, frames. */
export const DROPPED_ELEMENTS: ReadonlySet<string> = new Set([
  'script', 'style', 'noscript', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'param',
  'img', 'picture', 'source', 'svg', 'math', 'video', 'audio', 'track', 'canvas', 'map', 'area',
  'form', 'input', 'button', 'select', 'option', 'optgroup', 'textarea', 'datalist', 'output', 'progress', 'meter', 'fieldset', 'legend',
  'head', 'title', 'meta', 'link', 'base', 'dialog', 'slot', 'portal',
]);

/** Elements whose text is kept as it is: they carry no formatting Word needs (or their style attribute says it). */
export const PLAIN_INLINE_ELEMENTS: ReadonlySet<string> = new Set(['span', 'font', 'small', 'big', 'abbr', 'acronym', 'time', 'bdi', 'bdo', 'data', 'label', 'q', 'nobr', 'wbr', 'ruby', 'rb', 'rt', 'rp', 'html', 'body', 'colgroup', 'col', 'thead', 'tbody', 'tfoot']);

/** Blocks that hold paragraphs (or text, which makes one): a paragraph ends where they start and end. */
export const BOUNDARY_ELEMENTS: ReadonlySet<string> = new Set(['div', 'section', 'article', 'header', 'footer', 'main', 'aside', 'nav', 'address', 'figure', 'figcaption', 'details', 'summary', 'center', 'dl', 'dt', 'dd', 'caption', 'hgroup']);
