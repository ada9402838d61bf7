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

const TOKEN = /\{\{[\s\S]*?\}\}|[\p{L}\p{N}_'’]+|\s+|[\s\S]/gu;

export const tokens = (text: string): string[] => text.match(TOKEN) ?? [];

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
