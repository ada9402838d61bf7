import type { PlacedBlock } from '../program/block-placement';
import type { IfBlock } from '../program/block-matcher';
import { templateError, type Diagnostic, type Location } from '../diagnostic';
import type { Paragraph, PartModel, XmlElement } from '../part-model/part-model';
import type { TagOccurrence } from '../tags/tag-occurrence';
import { nameReference, type TagSyntax } from '../tags/tag-syntax';
import type { BookmarkRange, ContentControl } from './find-markers';
import { bookmarkJoin, bookmarkPoints, controlShape } from './marker-geometry';
import type { MarkerPlacement } from '../program/marker-placement';
import type { MarkerUse } from './marker-use';
import { readMarkerLabel, type MarkerMeaning } from './read-marker-label';
import { pictureControlName } from '../pictures/find-placeholders';
import type { NameKey } from '../name-key';

/** A content control or bookmark that may become a block, before it is nested among the part's blocks. */
export interface Candidate {
  readonly placed: PlacedBlock;
  readonly placement: MarkerPlacement;
  readonly label: string;
  readonly location: Location;
  readonly shadow: boolean;
  /** What analysis sees: a tag use (written-out meaning) or a marker use (`auto`). */
  readonly syntax: TagSyntax | undefined;
}

/** What placing a part's markers asks of the part: where an offset is, what to say of a marker left out, whether tags cut a range. */
export interface MarkerSite {
  readonly located: (offset: number) => { paragraph: Paragraph | undefined; location: Location };
  readonly ignore: (source: MarkerUse['source'], label: string, reason: string, offset: number) => void;
  /** Whether any of these offsets lies in text a tag's edit removes. */
  readonly cutByEdit: (offsets: readonly number[]) => boolean;
  /** How the markers' names are keyed (the template's). */
  readonly nameKey: NameKey;
}

const controlName = (control: ContentControl): string => `The content control ${control.label?.from === 'Title' ? 'titled' : 'tagged'} "${control.label?.text ?? ''}"`;

/** A placed block carrying a marker; its block is a stand-in that only gives the marker's paragraph. */
const markerBlock = (placement: MarkerPlacement, paragraph: Paragraph): PlacedBlock => {
  const tag: TagOccurrence = { paragraph, start: 0, end: 0, rawStart: placement.outerStart, syntax: { kind: 'comment' } };
  const block: IfBlock = { kind: 'if', open: tag, close: tag, branches: [[]], conditions: [undefined], elses: [] };
  return { block, mode: 'paragraphs', elided: false, starts: [placement.contentStart], ends: [placement.contentEnd], children: [[]], marker: placement };
};

/** The tag a written-out label stands for, as analysis sees it; undefined for a bare name (`auto`). */
const syntaxOf = (meaning: MarkerMeaning): TagSyntax | undefined =>
  meaning.intent === 'field'
    ? { kind: 'field', name: meaning.name, filters: meaning.filters }
    : meaning.intent === 'if'
      ? { kind: 'if', condition: meaning.condition }
      : meaning.intent === 'each'
        ? { kind: 'each', target: meaning.target, restart: meaning.restart }
        : meaning.intent === 'snippet'
          ? { kind: 'snippet', name: meaning.name }
          : undefined;

/** A content control with a Tag or Title: a candidate, or left out (ignored, or an error in its label). */
const labelledControl = (model: PartModel, control: ContentControl, site: MarkerSite, diagnostics: Diagnostic[]): Candidate | undefined => {
  const xml = model.xml;
  const label = control.label?.text ?? '';
  if (control.unsupportedType !== undefined) {
    site.ignore('contentControl', label, `it is ${control.unsupportedType}; Quire fills plain and rich text controls`, control.sdt.start);
    return undefined;
  }
  if (control.picture) return pictureControl(model.xml, control, site);
  const meaning = readMarkerLabel(label, site.nameKey);
  if (meaning.intent === 'none') {
    site.ignore('contentControl', label, meaning.reason, control.sdt.start);
    return undefined;
  }
  const shape = controlShape(model, control);
  const { paragraph, location } = site.located(shape.paragraph?.element.start ?? control.sdt.start);
  if (meaning.intent === 'invalid') {
    for (const problem of meaning.problems) diagnostics.push(templateError(problem.code, `${controlName(control)}: ${problem.message}`, location));
    return undefined;
  }
  if (paragraph === undefined) return undefined;
  const name =
    meaning.intent === 'each' ? meaning.target : meaning.intent === 'field' || meaning.intent === 'auto' ? meaning.name : meaning.intent === 'snippet' ? nameReference(meaning.name, site.nameKey) : nameReference(label, site.nameKey);
  const placement: MarkerPlacement = {
    source: 'contentControl',
    intent: meaning.intent,
    name,
    filters: meaning.intent === 'field' ? meaning.filters : [],
    condition: meaning.intent === 'if' ? meaning.condition : { kind: 'name', name },
    restart: meaning.intent === 'each' && meaning.restart,
    snippetName: meaning.intent === 'snippet' ? meaning.name : '',
    outerStart: control.sdt.start,
    outerEnd: control.sdt.end,
    contentStart: { offset: control.content.openEnd, element: control.content },
    contentEnd: { offset: xml.lastIndexOf('</', control.content.end - 1), element: control.content },
    filledRemovals: [control.placeholderFlag, control.dataBinding].filter((span) => span !== undefined).sort((a, b) => a.start - b.start),
    fieldOpen: shape.fieldOpen,
    fieldClose: shape.fieldClose,
    runProperties: shape.runProperties,
    placeholderText: shape.placeholderText,
    skip: shape.skip,
    between: '',
    snippetPlacement: control.level === 'inline' ? 'inline' : 'paragraph',
  };
  if (site.cutByEdit([placement.outerStart, placement.contentStart.offset, placement.contentEnd.offset, placement.outerEnd])) {
    site.ignore('contentControl', label, 'it lies in text that tags around it remove', control.sdt.start);
    return undefined;
  }
  return { placed: markerBlock(placement, paragraph), placement, label, location, shadow: paragraph.inFallback, syntax: syntaxOf(meaning) };
};

/**
 * A control whose wrapper goes and whose content stays: a Repeating Section's item (with its
 * section's marker), or a picture control, whose picture a placeholder node fills (docs/template-language.md#pictures,
 * pictures/find-placeholders.ts); kept with `keepContentControls`, without its placeholder flag.
 */
const unwrapCandidate = (xml: string, control: ContentControl, at: { paragraph: Paragraph | undefined; location: Location }, nameKey: NameKey, label = ''): Candidate | undefined => {
  if (at.paragraph === undefined) return undefined;
  const name = nameReference(label, nameKey);
  const placement: MarkerPlacement = {
    source: 'contentControl', intent: 'unwrap', name, filters: [], condition: { kind: 'name', name }, restart: false, snippetName: '',
    outerStart: control.sdt.start, outerEnd: control.sdt.end,
    contentStart: { offset: control.content.openEnd, element: control.content },
    contentEnd: { offset: xml.lastIndexOf('</', control.content.end - 1), element: control.content },
    filledRemovals: control.picture ? [control.placeholderFlag, control.dataBinding].filter((span) => span !== undefined).sort((a, b) => a.start - b.start) : [],
    fieldOpen: '', fieldClose: '', runProperties: '', placeholderText: '', skip: '', between: '', snippetPlacement: 'paragraph',
  };
  return { placed: markerBlock(placement, at.paragraph), placement, label, location: at.location, shadow: at.paragraph.inFallback, syntax: undefined };
};

/** A picture control: unwrapped when its Tag or Title names a picture (its picture is filled as a placeholder), else left as it is. */
const pictureControl = (xml: string, control: ContentControl, site: MarkerSite): Candidate | undefined => {
  const label = control.label?.text ?? '';
  if (pictureControlName(label, site.nameKey) === undefined) {
    site.ignore('contentControl', label, `it is a picture control, and "${label}" names no picture: write the name of the data that gives it, as logo or {{logo}}`, control.sdt.start);
    return undefined;
  }
  const candidate = unwrapCandidate(xml, control, site.located(control.sdt.start), site.nameKey, label);
  if (candidate !== undefined && site.cutByEdit([control.sdt.start, control.content.openEnd, candidate.placement.contentEnd.offset, control.sdt.end])) {
    site.ignore('contentControl', label, 'it lies in text that tags around it remove', control.sdt.start);
    return undefined;
  }
  return candidate;
};

/** The candidates of a part's content controls, in document order: labelled ones, and the items of a repeating section that is one. */
export const controlCandidates = (model: PartModel, controls: readonly ContentControl[], site: MarkerSite, diagnostics: Diagnostic[]): Candidate[] => {
  const candidates: Candidate[] = [];
  const markerControls = new Set<XmlElement>();
  for (const control of controls) {
    if (control.label === undefined) {
      const section = control.sdt.parent?.parent;
      if (control.repeatingItem && section !== undefined && markerControls.has(section)) {
        const unwrapped = unwrapCandidate(model.xml, control, site.located(control.sdt.start), site.nameKey);
        if (unwrapped !== undefined) candidates.push(unwrapped);
      }
      continue;
    }
    const candidate = labelledControl(model, control, site, diagnostics);
    if (candidate === undefined) continue;
    candidates.push(candidate);
    markerControls.add(control.sdt);
  }
  return candidates;
};

const bookmarkCandidate = (xml: string, bookmark: BookmarkRange, site: MarkerSite): Candidate | undefined => {
  const points = bookmarkPoints(xml, bookmark.start, bookmark.end);
  if (points === undefined) return undefined;
  const { paragraph, location } = site.located(bookmark.start.start);
  if (paragraph === undefined) return undefined;
  const name = nameReference(bookmark.name, site.nameKey);
  const placement: MarkerPlacement = {
    source: 'bookmark',
    intent: 'auto',
    name,
    filters: [],
    condition: { kind: 'name', name },
    restart: false,
    snippetName: '',
    outerStart: points.from.offset,
    outerEnd: points.to.offset,
    contentStart: points.from,
    contentEnd: points.to,
    filledRemovals: [],
    fieldOpen: '',
    fieldClose: '',
    runProperties: '',
    placeholderText: '',
    skip: bookmarkJoin(xml, points.from, points.to),
    between: bookmarkJoin(xml, points.to, points.from),
    snippetPlacement: 'paragraph',
  };
  return { placed: markerBlock(placement, paragraph), placement, label: bookmark.name, location, shadow: paragraph.inFallback, syntax: undefined };
};

/** The candidates of a part's named bookmarks, those that tags around them do not cut. */
export const bookmarkCandidates = (xml: string, bookmarks: readonly BookmarkRange[], site: MarkerSite): Candidate[] => {
  const candidates: Candidate[] = [];
  for (const bookmark of bookmarks) {
    const candidate = bookmarkCandidate(xml, bookmark, site);
    if (candidate === undefined) continue;
    if (site.cutByEdit([candidate.placement.outerStart, candidate.placement.outerEnd])) {
      site.ignore('bookmark', bookmark.name, 'it starts or ends in text that tags around it remove', bookmark.start.start);
      continue;
    }
    candidates.push(candidate);
  }
  return candidates;
};
