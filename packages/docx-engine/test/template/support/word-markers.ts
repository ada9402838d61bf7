/**
 * Word-native markers as Word writes them: content controls as the Developer tab (or an add-in)
 * inserts them, bookmarks, and MERGEFIELDs simple and complex.
 */
import { escapeXml } from '@quire/testing/docx/wordml';

let controlId = -1187452357;

export interface ControlOptions {
  readonly tag?: string;
  readonly title?: string;
  /** Showing its placeholder text (as a freshly inserted control does). */
  readonly placeholder?: boolean;
  /** The control's own run properties (inner XML of w:sdtPr/w:rPr). */
  readonly runProperties?: string;
  readonly type?: 'text' | 'richText' | 'repeatingSection' | 'picture';
}

/** `w:sdtPr` as Word writes it: rPr, alias (Title), tag, id, placeholder, showingPlcHdr, type. */
export const controlProperties = (options: ControlOptions): string => {
  const id = controlId++;
  const type = options.type ?? 'text';
  return (
    '<w:sdtPr>' +
    (options.runProperties === undefined ? '' : `<w:rPr>${options.runProperties}</w:rPr>`) +
    (options.title === undefined ? '' : `<w:alias w:val="${escapeXml(options.title)}"/>`) +
    (options.tag === undefined ? '' : `<w:tag w:val="${escapeXml(options.tag)}"/>`) +
    `<w:id w:val="${id}"/>` +
    (options.placeholder === true ? '<w:placeholder><w:docPart w:val="DefaultPlaceholder_-1854013440"/></w:placeholder><w:showingPlcHdr/>' : '') +
    (type === 'text' ? '<w:text/>' : type === 'repeatingSection' ? '<w15:repeatingSection/>' : type === 'picture' ? '<w:picture/>' : '') +
    '</w:sdtPr>'
  );
};

/** Word's grey placeholder run. */
export const placeholderRun = (text = 'Click or tap here to enter text.'): string =>
  `<w:r w:rsidRPr="00A1B2C3"><w:rPr><w:rStyle w:val="PlaceholderText"/></w:rPr><w:t>${escapeXml(text)}</w:t></w:r>`;

/** A content control around runs, inside a paragraph. */
export const inlineControl = (options: ControlOptions, runsXml = placeholderRun()): string =>
  `<w:sdt>${controlProperties(options)}<w:sdtEndPr/><w:sdtContent>${runsXml}</w:sdtContent></w:sdt>`;

/** A content control around paragraphs and tables (block level), around a table cell, or around table rows: the same XML, placed differently. */
export const blockControl = (options: ControlOptions, contentXml: string): string =>
  `<w:sdt>${controlProperties(options)}<w:sdtEndPr/><w:sdtContent>${contentXml}</w:sdtContent></w:sdt>`;

export const bookmarkStart = (id: number, name: string): string => `<w:bookmarkStart w:id="${id}" w:name="${escapeXml(name)}"/>`;
export const bookmarkEnd = (id: number): string => `<w:bookmarkEnd w:id="${id}"/>`;

/** `<w:fldSimple>` with its displayed result run. */
export const simpleMergeField = (instruction: string, result: string, runProperties = ''): string =>
  `<w:fldSimple w:instr="${escapeXml(instruction)}"><w:r>${runProperties === '' ? '' : `<w:rPr>${runProperties}</w:rPr>`}<w:rPr><w:noProof/></w:rPr><w:t>${escapeXml(result)}</w:t></w:r></w:fldSimple>`.replace(
    /<w:rPr>([^]*?)<\/w:rPr><w:rPr><w:noProof\/><\/w:rPr>/,
    '<w:rPr>$1<w:noProof/></w:rPr>',
  );

/** A complex field: begin, the instruction split over runs, separate, the result, end; every run with the same look. */
export const complexMergeField = (instructionPieces: readonly string[], result: string, runProperties = ''): string => {
  const rPr = runProperties === '' ? '' : `<w:rPr>${runProperties}</w:rPr>`;
  return (
    `<w:r>${rPr}<w:fldChar w:fldCharType="begin"/></w:r>` +
    instructionPieces.map((piece) => `<w:r>${rPr}<w:instrText xml:space="preserve">${escapeXml(piece)}</w:instrText></w:r>`).join('') +
    `<w:r>${rPr}<w:fldChar w:fldCharType="separate"/></w:r>` +
    `<w:r>${runProperties === '' ? '<w:rPr><w:noProof/></w:rPr>' : `<w:rPr>${runProperties}<w:noProof/></w:rPr>`}<w:t>${escapeXml(result)}</w:t></w:r>` +
    `<w:r>${rPr}<w:fldChar w:fldCharType="end"/></w:r>`
  );
};
