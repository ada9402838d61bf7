import { openDocx } from '../../src/package/open-docx';
import type { DocxPackage } from '../../src/package/docx-package';

const all = (xml: string, pattern: RegExp): string[] => Array.from(xml.matchAll(pattern), (match) => match[1] ?? '');

const duplicates = (values: readonly string[]): string[] => {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const value of values) (seen.has(value) ? twice : seen).add(value);
  return [...twice];
};

const relatedPart = (pkg: DocxPackage, typeSuffix: string): string | undefined =>
  pkg.relationships(pkg.mainDocumentPart).find((relationship) => relationship.type.endsWith(typeSuffix))?.targetPart;

/**
 * The problems that would make Word repair a .docx (docs/template-language.md#what-quire-keeps-valid-in-the-output): ids that repeat
 * (`wp:docPr/@id`, bookmark ids and names, note and comment ids, revision ids, paragraph ids,
 * VML shape ids, relationship ids), relationships whose part is missing, references to relationships, styles,
 * lists, notes or comments that do not exist, and parts without a content type. Empty when valid.
 */
export const idProblems = (bytes: Uint8Array): string[] => {
  const opened = openDocx(bytes);
  if (!opened.ok) return [`the package is refused: ${opened.error.code}`];
  const pkg = opened.value;
  const problems: string[] = [];
  const contentParts = pkg.names.filter((name) => /^word\/[^/]+\.xml$/i.test(name));
  const storyParts = contentParts.filter((name) => /<w:(?:document|hdr|ftr|footnotes|endnotes|comments)\b/.test(pkg.text(name).slice(0, 4000)));
  const joined = storyParts.map((name) => pkg.text(name)).join('');
  // A note holds a reference mark to itself: references are counted in the other stories.
  const referencing = storyParts.filter((name) => !/<w:(?:footnotes|endnotes|comments)\b/.test(pkg.text(name).slice(0, 4000))).map((name) => pkg.text(name)).join('');
  const report = (what: string, values: readonly string[]): void => {
    const repeated = duplicates(values);
    if (repeated.length > 0) problems.push(`${what} repeat: ${repeated.join(', ')}`);
  };
  report('wp:docPr ids', all(joined, /<wp:docPr\b[^>]*?\sid="([^"]*)"/g));
  report('bookmark ids', all(joined, /<w:bookmarkStart\b[^>]*?\sw:id="([^"]*)"/g));
  report('bookmark names', all(joined, /<w:bookmarkStart\b[^>]*?\sw:name="([^"]*)"/g));
  report('revision ids', all(joined, /<w:(?:ins|del|moveFrom|moveTo|rPrChange|pPrChange)\b[^>]*?\sw:id="([^"]*)"/g));
  report('paragraph ids (w14:paraId)', all(joined, /<w:p\b[^>]*?\sw14:paraId="([^"]*)"/g));
  report('content control ids', all(joined, /<w:sdtPr>(?:(?!<\/w:sdtPr>)[\s\S])*?<w:id w:val="([^"]*)"/g));
  report('VML shape ids', all(joined, /<v:(?!shapetype\b)[A-Za-z]+\b[^>]*?\sid="([^"]*)"/g));
  report('VML shape ids (o:spid)', all(joined, /<v:[A-Za-z]+\b[^>]*?\so:spid="([^"]*)"/g));

  const stylesPart = relatedPart(pkg, '/styles');
  const styleIds = new Set(stylesPart === undefined ? [] : all(pkg.text(stylesPart), /<w:style\b[^>]*?\sw:styleId="([^"]*)"/g));
  if (stylesPart !== undefined) report('style ids', all(pkg.text(stylesPart), /<w:style\b[^>]*?\sw:styleId="([^"]*)"/g));
  if (stylesPart !== undefined) report('style names', all(pkg.text(stylesPart), /<w:name w:val="([^"]*)"/g).map((name) => name.toLowerCase()));
  for (const style of all(joined, /<w:(?:pStyle|rStyle|tblStyle)\b[^>]*?\sw:val="([^"]*)"/g)) if (!styleIds.has(style)) problems.push(`style ${style} is used but not defined`);

  const numberingPart = relatedPart(pkg, '/numbering');
  const numbering = numberingPart === undefined ? '' : pkg.text(numberingPart);
  const numIds = new Set(all(numbering, /<w:num\b[^>]*?\sw:numId="([^"]*)"/g));
  const abstractIds = new Set(all(numbering, /<w:abstractNum\b[^>]*?\sw:abstractNumId="([^"]*)"/g));
  report('numbering instance ids', all(numbering, /<w:num\b[^>]*?\sw:numId="([^"]*)"/g));
  report('abstract list ids', all(numbering, /<w:abstractNum\b[^>]*?\sw:abstractNumId="([^"]*)"/g));
  for (const abstractId of all(numbering, /<w:abstractNumId w:val="([^"]*)"/g)) if (!abstractIds.has(abstractId)) problems.push(`abstract list ${abstractId} is used but not defined`);
  for (const numId of all(joined, /<w:numId w:val="([^"]*)"/g)) if (numId !== '0' && !numIds.has(numId)) problems.push(`list ${numId} is used but not defined`);

  for (const [kind, reference] of [
    ['footnote', 'footnoteReference'],
    ['endnote', 'endnoteReference'],
    ['comment', 'commentReference'],
  ] as const) {
    const part = relatedPart(pkg, `/${kind}s`);
    const xml = part === undefined ? '' : pkg.text(part);
    const ids = all(xml, new RegExp(`<w:${kind}\\b[^>]*?\\sw:id="([^"]*)"`, 'g'));
    report(`${kind} ids`, ids);
    const known = new Set(ids);
    const references = all(referencing, new RegExp(`<w:${reference}\\b[^>]*?\\sw:id="([^"]*)"`, 'g'));
    report(`${kind} references`, references);
    for (const id of references) if (!known.has(id)) problems.push(`${kind} ${id} is referenced but does not exist`);
  }

  for (const name of pkg.names) {
    if (name.endsWith('.rels')) continue;
    if (pkg.contentTypeOf(name) === undefined) problems.push(`part ${name} has no content type`);
    const relationships = pkg.relationships(name);
    report(`relationship ids of ${name}`, relationships.map((relationship) => relationship.id));
    for (const relationship of relationships) {
      if (relationship.targetMode === 'Internal' && (relationship.targetPart === undefined || !pkg.has(relationship.targetPart))) {
        problems.push(`relationship ${relationship.id} of ${name} points at a missing part ${relationship.target}`);
      }
    }
    if (!name.endsWith('.xml')) continue;
    const ids = new Set(relationships.map((relationship) => relationship.id));
    for (const id of all(pkg.text(name), /\sr:(?:id|embed|link|pict|dm|lo|qs|cs)="([^"]*)"/g)) if (!ids.has(id)) problems.push(`${name} refers to a relationship ${id} it does not have`);
  }
  return problems;
};

/** Fails (listing every problem) when the .docx has repeated ids or dangling references; see idProblems. */
export const assertUniqueIds = (bytes: Uint8Array): void => {
  const problems = idProblems(bytes);
  if (problems.length > 0) throw new Error(`The document is not valid:\n- ${problems.join('\n- ')}`);
};
