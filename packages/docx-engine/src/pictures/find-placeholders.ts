import { excerptAround } from '../diagnostic';
import { attributeSpan } from '../part-model/attribute-span';
import type { Paragraph, PartModel } from '../part-model/part-model';
import type { Edit } from '../program/tag-edits';
import { parseTag } from '../tags/parse-tag';
import type { TagOccurrence } from '../tags/tag-occurrence';
import type { NameReference } from '../tags/tag-syntax';
import type { TagUse } from '../tags/tag-use';
import type { NameKey } from '../name-key';
import { decodeXmlText } from '../xml/xml-text';
import type { PictureSlotNode } from '../program/program';
import type { PictureSlotSite } from '../program/picture-frame';

/** A site found in a placeholder's XML: [start, end) of the part, and what it is. */
type FoundSite = { readonly start: number; readonly end: number; readonly site: PictureSlotSite };

const DOCUMENT_PROPERTIES = /<wp:docPr\b[^>]*>/g;
const ALT_TEXT_ATTRIBUTES = ['descr', 'title'] as const;
const DRAWING_END = '</w:drawing>';

/** The name an alternative text `{{name}}` (or `{{name | image}}`) stands for, if it is one. */
const placeholderName = (altText: string, nameKey: NameKey): NameReference | undefined => {
  const match = /^\s*\{\{([\s\S]*)\}\}\s*$/.exec(altText);
  if (match === null) return undefined;
  const parsed = parseTag(match[1] ?? '', nameKey);
  if (!parsed.ok || parsed.syntax.kind !== 'field' || parsed.syntax.calculation !== undefined) return undefined;
  return parsed.syntax.filters.every((filter) => filter.name === 'image') ? parsed.syntax.name : undefined;
};

/**
 * The name a picture content control's Tag or Title gives (docs/template-language.md#pictures): `{{logo}}`, or `logo` as
 * Word's Properties box invites (either with the `image` filter only).
 */
export const pictureControlName = (label: string, nameKey: NameKey): NameReference | undefined => placeholderName(/^\s*\{\{/.test(label) ? label : `{{${label}}}`, nameKey);

/** A picture content control: where its content lies, and the name of the picture that fills it. */
export interface PictureControl {
  readonly contentStart: number;
  readonly contentEnd: number;
  readonly label: string;
}

/** The start tag of the first `name` element in [from, to), if any. */
const startTagIn = (xml: string, name: string, from: number, to: number): { start: number; end: number } | undefined => {
  const start = xml.indexOf(`<${name}`, from);
  if (start === -1 || start >= to) return undefined;
  const next = xml.charCodeAt(start + name.length + 1);
  if (next !== 32 && next !== 62 && next !== 47) return startTagIn(xml, name, start + 1, to);
  const end = xml.indexOf('>', start);
  return end === -1 || end >= to ? undefined : { start, end: end + 1 };
};

/** The sites of a placeholder picture's drawing [start, end), or undefined when it is not a picture that can be replaced. */
const sitesOf = (xml: string, start: number, end: number, properties: { start: number; end: number }, inControl: boolean): FoundSite[] | undefined => {
  const sites: FoundSite[] = [];
  const attribute = (tag: { start: number; end: number } | undefined, name: string, site: (original: string) => PictureSlotSite): boolean => {
    const span = tag === undefined ? undefined : attributeSpan(xml, tag.start, tag.end, name);
    if (span !== undefined) sites.push({ ...span, site: site(xml.slice(span.start, span.end)) });
    return span !== undefined;
  };
  const extent = startTagIn(xml, 'wp:extent', start, properties.start);
  const pictureProperties = startTagIn(xml, 'pic:spPr', properties.end, end);
  const transform = pictureProperties === undefined ? undefined : startTagIn(xml, 'a:xfrm', pictureProperties.end, end);
  const pictureExtent = transform === undefined ? undefined : startTagIn(xml, 'a:ext', transform.end, end);
  const blip = startTagIn(xml, 'a:blip', properties.end, end);
  if (extent === undefined || blip === undefined || !xml.slice(start, end).includes('<pic:pic')) return undefined;
  // A linked picture (r:link) points outside the package: it is no placeholder (and the link is dropped).
  if (xml.slice(start, end).includes(' r:link=')) return undefined;
  if (!attribute(extent, 'cx', (original) => ({ kind: 'cx', original })) || !attribute(extent, 'cy', (original) => ({ kind: 'cy', original }))) return undefined;
  if (!attribute(blip, 'r:embed', (original) => ({ kind: 'embed', original }))) return undefined;
  attribute(pictureExtent, 'cx', (original) => ({ kind: 'cx', original }));
  attribute(pictureExtent, 'cy', (original) => ({ kind: 'cy', original }));
  attribute(properties, 'id', (original) => ({ kind: 'id', original }));
  const nonVisual = startTagIn(xml, 'pic:cNvPr', properties.end, end);
  for (const tag of [properties, nonVisual]) {
    for (const name of ALT_TEXT_ATTRIBUTES) {
      const span = tag === undefined ? undefined : attributeSpan(xml, tag.start, tag.end, name);
      // The alternative text that names the picture, or any a picture control's picture has: the data's replaces it.
      if (span !== undefined && (inControl || xml.slice(span.start, span.end).includes('{{'))) sites.push({ ...span, site: { kind: 'altText', original: xml.slice(span.start, span.end) } });
    }
  }
  // The placeholder's own crop and extensions (an SVG version, effects) go with its picture.
  const blipEnd = xml.indexOf('</a:blip>', blip.end);
  const extensions = xml.charCodeAt(blip.end - 2) === 47 || blipEnd === -1 || blipEnd > end ? undefined : startTagIn(xml, 'a:extLst', blip.end, blipEnd);
  if (extensions !== undefined) {
    const extensionsEnd = xml.indexOf('</a:extLst>', extensions.end);
    if (extensionsEnd !== -1 && extensionsEnd < blipEnd) sites.push({ start: extensions.start, end: extensionsEnd + 11, site: { kind: 'dropped', original: xml.slice(extensions.start, extensionsEnd + 11) } });
  }
  const crop = startTagIn(xml, 'a:srcRect', blip.end, end);
  if (crop !== undefined && xml.charCodeAt(crop.end - 2) === 47) sites.push({ ...crop, site: { kind: 'dropped', original: xml.slice(crop.start, crop.end) } });
  for (const [element, kind] of [['wp:positionH', 'offsetH'], ['wp:positionV', 'offsetV']] as const) {
    const position = startTagIn(xml, element, start, properties.start);
    const close = position === undefined ? -1 : xml.indexOf(`</${element}>`, position.end);
    const offset = position === undefined ? undefined : /^\s*<wp:posOffset>\s*(-?\d+)\s*<\/wp:posOffset>/.exec(xml.slice(position.end, close));
    if (position === undefined || offset == null) continue;
    const valueStart = position.end + offset[0].indexOf(offset[1] ?? '');
    const original = offset[1] ?? '0';
    sites.push({ start: valueStart, end: valueStart + original.length, site: { kind, original, offset: Number(original) } });
  }
  return sites.sort((a, b) => a.start - b.start);
};

/** The innermost paragraph holding [start, end). */
const paragraphHolding = (paragraphs: readonly Paragraph[], start: number, end: number): Paragraph | undefined => {
  let found: Paragraph | undefined;
  for (const paragraph of paragraphs) {
    if (paragraph.element.start > start) break;
    if (paragraph.element.end >= end) found = paragraph;
  }
  return found;
};

/** The targets of the `{{#each}}` blocks open at a raw offset, innermost first. */
const repeatTargetsAt = (occurrences: readonly TagOccurrence[], offset: number): NameReference[] => {
  const targets: NameReference[] = [];
  for (const tag of occurrences) {
    if (tag.rawStart >= offset) break;
    if (tag.syntax.kind === 'each') targets.push(tag.syntax.target);
    else if (tag.syntax.kind === 'endEach') targets.pop();
  }
  return targets.reverse();
};

export interface Placeholders {
  /** Each placeholder's drawing replaced by its node. */
  readonly edits: readonly Edit[];
  /** Each placeholder as a field with the `image` filter, for analysis. */
  readonly uses: readonly TagUse[];
}

const NONE: Placeholders = { edits: [], uses: [] };

/**
 * The template's placeholder pictures (docs/template-language.md#pictures): a picture (`w:drawing` holding a `pic:pic`)
 * whose alternative text, description or title, is `{{name}}`, or that a picture content control
 * holds whose Tag or Title is `name` (or `{{name}}`). Each becomes a node that puts the picture
 * `name` gives in its place, and a use of `name` for analysis.
 */
export const findPlaceholders = (part: string, xml: string, model: PartModel, occurrences: readonly TagOccurrence[], controls: readonly PictureControl[], nameKey: NameKey): Placeholders => {
  if ((!xml.includes('{{') && controls.length === 0) || !xml.includes('<wp:docPr')) return NONE;
  const edits: Edit[] = [];
  const uses: TagUse[] = [];
  const ordered = [...occurrences].sort((a, b) => a.rawStart - b.rawStart);
  for (const match of xml.matchAll(DOCUMENT_PROPERTIES)) {
    const tag = match[0];
    // A picture control's picture is named by the control (the innermost holding it), whatever its alt text.
    const control = controls.findLast((candidate) => candidate.contentStart <= match.index && match.index < candidate.contentEnd);
    if (!tag.includes('{{') && control === undefined) continue;
    const properties = { start: match.index, end: match.index + tag.length };
    const altText =
      control?.label ??
      ALT_TEXT_ATTRIBUTES.map((name) => attributeSpan(xml, properties.start, properties.end, name))
        .map((span) => (span === undefined ? '' : decodeXmlText(xml.slice(span.start, span.end))))
        .find((text) => text.includes('{{'));
    const name = altText === undefined ? undefined : control !== undefined ? pictureControlName(altText, nameKey) : placeholderName(altText, nameKey);
    const start = xml.lastIndexOf('<w:drawing>', properties.start);
    const close = xml.indexOf(DRAWING_END, properties.end);
    if (name === undefined || altText === undefined || start === -1 || close === -1) continue;
    const end = close + DRAWING_END.length;
    if (xml.indexOf('<wp:docPr', properties.end) < end && xml.indexOf('<wp:docPr', properties.end) !== -1) continue;
    const paragraph = paragraphHolding(model.paragraphs, start, end);
    const sites = paragraph === undefined ? undefined : sitesOf(xml, start, end, properties, control !== undefined);
    if (paragraph === undefined || sites === undefined) continue;
    const pieces: string[] = [];
    let position = start;
    for (const found of sites) {
      pieces.push(xml.slice(position, found.start));
      position = found.end;
    }
    pieces.push(xml.slice(position, end));
    const frameSites = sites.filter((found) => found.site.kind === 'cx' || found.site.kind === 'cy');
    const node: PictureSlotNode = {
      kind: 'pictureSlot',
      name,
      pieces,
      sites: sites.map((found) => found.site),
      frame: { cx: Number(frameSites[0]?.site.original ?? 0), cy: Number(frameSites[1]?.site.original ?? 0) },
      origin: { part, paragraph: paragraph.index + 1 },
    };
    if (!(node.frame.cx > 0 && node.frame.cy > 0)) continue;
    edits.push({ start, end, replacement: node, when: 'always' });
    uses.push({
      syntax: { kind: 'field', name, filters: [{ name: 'image', args: [] }] },
      location: { part, paragraph: paragraph.index + 1, excerpt: excerptAround(altText.trim(), 0) },
      repeatTargets: repeatTargetsAt(ordered, start),
      shadow: paragraph.inFallback,
    });
  }
  return { edits, uses };
};
