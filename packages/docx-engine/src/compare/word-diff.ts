import { jsdiff } from './jsdiff';
import { escapeXmlText } from '../xml/xml-text';
import type { ParagraphPieces, TextPiece } from './paragraph-pieces';
import { type RevisionKind, type RevisionStamp, wrapRevision } from './revision-marks';

/*
 * Words compared inside a changed paragraph: both texts cut into tokens (a template tag
 * `{{ … }}` is one token, shown as its text; a word; a run of spaces; any other character), the
 * tokens diffed with jsdiff, and the paragraph written back as runs: what both share and what
 * was inserted with the revised runs' formatting, what was deleted with the original's.
 */

/** What a character is to the tokens: part of a word (a letter, a digit, `_`, an apostrophe), white space, or anything else. */
const OTHER = 0;
const WORD = 1;
const SPACE = 2;
type CharacterClass = typeof OTHER | typeof WORD | typeof SPACE;

const ASCII_CLASSES = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  const character = String.fromCharCode(code);
  ASCII_CLASSES[code] = /[A-Za-z0-9_']/.test(character) ? WORD : /\s/.test(character) ? SPACE : OTHER;
}
const WORD_CHARACTER = /^[\p{L}\p{N}_'’]$/u;
const SPACE_CHARACTER = /^\s$/u;
/** The classes of the other characters met, worked out once each. */
const otherClasses = new Map<number, CharacterClass>();

const classOf = (codePoint: number): CharacterClass => {
  if (codePoint < 128) return (ASCII_CLASSES[codePoint] ?? OTHER) as CharacterClass;
  let known = otherClasses.get(codePoint);
  if (known === undefined) {
    const character = String.fromCodePoint(codePoint);
    known = WORD_CHARACTER.test(character) ? WORD : SPACE_CHARACTER.test(character) ? SPACE : OTHER;
    if (otherClasses.size < 65_536) otherClasses.set(codePoint, known);
  }
  return known;
};

/**
 * A text's tokens: a template tag `{{ … }}` whole, a word (letters, digits, `_`, apostrophes), a
 * run of white space, or any other character (a code point). A loop over the characters with a
 * table for ASCII: the same tokens as the pattern `\{\{[\s\S]*?\}\}|[\p{L}\p{N}_'’]+|\s+|[\s\S]`
 * (Unicode), a few times faster.
 */
export const tokens = (text: string): string[] => {
  const out: string[] = [];
  const length = text.length;
  let at = 0;
  while (at < length) {
    if (text.charCodeAt(at) === 123 && text.charCodeAt(at + 1) === 123) {
      const close = text.indexOf('}}', at + 2);
      if (close !== -1) {
        out.push(text.slice(at, close + 2));
        at = close + 2;
        continue;
      }
    }
    const first = text.codePointAt(at) ?? 0;
    const kind = classOf(first);
    let end = at + (first > 0xffff ? 2 : 1);
    if (kind !== OTHER) {
      while (end < length) {
        const next = text.codePointAt(end) ?? 0;
        if (classOf(next) !== kind) break;
        end += next > 0xffff ? 2 : 1;
      }
    }
    out.push(text.slice(at, end));
    at = end;
  }
  return out;
};

/** Thrown when the word diff of a paragraph outlasts the compare's time; caught by compareDocuments. */
export class CompareTimeout extends Error {}

/** The runs for the characters [from, to) of a paragraph's pieces, text deleted or not. */
const runsOf = (pieces: readonly TextPiece[], from: number, to: number, deleted: boolean): string => {
  const textElement = deleted ? 'w:delText' : 'w:t';
  let out = '';
  let at = 0;
  for (const piece of pieces) {
    const start = Math.max(from, at);
    const end = Math.min(to, at + piece.text.length);
    at += piece.text.length;
    if (start >= end) continue;
    const content = piece.text
      .slice(start - (at - piece.text.length), end - (at - piece.text.length))
      .split(/(\t|\n)/)
      .map((part) => (part === '\t' ? '<w:tab/>' : part === '\n' ? '<w:br/>' : part === '' ? '' : `<${textElement} xml:space="preserve">${escapeXmlText(part)}</${textElement}>`))
      .join('');
    out += `<w:r>${piece.runProperties}${content}</w:r>`;
  }
  return out;
};

/**
 * The content of a changed paragraph (what follows its properties) with the word changes
 * tracked, or undefined when the texts differ too much for a word diff to read well (then the
 * caller records the paragraph deleted and inserted whole).
 */
export const diffWords = (original: ParagraphPieces, revised: ParagraphPieces, stamp: RevisionStamp, deadline: number, now: () => number): string => {
  const timeout = deadline - now();
  if (timeout <= 0) throw new CompareTimeout();
  const changes = jsdiff().diffArrays(tokens(original.text), tokens(revised.text), { timeout });
  if (changes === undefined) throw new CompareTimeout();
  let out = '';
  let originalAt = 0;
  let revisedAt = 0;
  let markerIndex = 0;
  /** Revised text [from, to) as runs, the revised paragraph's markers placed between them. */
  const revisedRuns = (from: number, to: number, kind: RevisionKind | undefined): string => {
    let written = '';
    let at = from;
    const flush = (end: number): void => {
      const runs = runsOf(revised.pieces, at, end, false);
      written += kind === undefined ? runs : wrapRevision(kind, runs, stamp);
      at = end;
    };
    for (let marker = revised.markers[markerIndex]; marker !== undefined && marker.offset < to; marker = revised.markers[markerIndex]) {
      flush(Math.max(at, marker.offset));
      written += marker.xml;
      markerIndex++;
    }
    flush(to);
    return written;
  };
  for (const change of changes) {
    const length = change.value.join('').length;
    if (change.removed) {
      out += wrapRevision('del', runsOf(original.pieces, originalAt, originalAt + length, true), stamp);
      originalAt += length;
    } else {
      out += revisedRuns(revisedAt, revisedAt + length, change.added ? 'ins' : undefined);
      revisedAt += length;
      if (!change.added) originalAt += length;
    }
  }
  for (const marker of revised.markers.slice(markerIndex)) out += marker.xml;
  return out;
};
