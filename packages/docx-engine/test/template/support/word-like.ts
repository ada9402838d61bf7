/**
 * Builders of WordprocessingML as Word writes it: runs carrying rsid attributes and varied
 * formatting, tags split over several runs with proofing marks and bookmarks between the pieces.
 */
import { escapeXml } from '@quire/testing/docx/wordml';

let rsidCounter = 0x00a1b2c3;
const nextRsid = (): string => (rsidCounter++).toString(16).toUpperCase().padStart(8, '0');

export interface RunLook {
  readonly bold?: boolean;
  readonly italic?: boolean;
  readonly color?: string;
  readonly size?: number;
  readonly underline?: boolean;
}

export const runProperties = (look: RunLook = {}): string => {
  const inner =
    (look.bold === true ? '<w:b/><w:bCs/>' : '') +
    (look.italic === true ? '<w:i/><w:iCs/>' : '') +
    (look.color !== undefined ? `<w:color w:val="${look.color}"/>` : '') +
    (look.size !== undefined ? `<w:sz w:val="${look.size}"/><w:szCs w:val="${look.size}"/>` : '') +
    (look.underline === true ? '<w:u w:val="single"/>' : '') +
    '<w:lang w:val="en-US"/>';
  return `<w:rPr>${inner}</w:rPr>`;
};

/** One run as Word writes it: rsid attributes, properties, text with xml:space only when needed. */
export const wordRun = (text: string, look: RunLook = {}): string => {
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<w:r w:rsidR="${nextRsid()}" w:rsidRPr="${nextRsid()}">${runProperties(look)}<w:t${space}>${escapeXml(text)}</w:t></w:r>`;
};

let bookmarkCounter = 900;
const noise = [
  () => '<w:proofErr w:type="spellStart"/>',
  () => '<w:proofErr w:type="spellEnd"/>',
  () => {
    const id = bookmarkCounter++;
    return `<w:bookmarkStart w:id="${id}" w:name="_Mark${id}"/><w:bookmarkEnd w:id="${id}"/>`;
  },
  () => '',
];

/**
 * The text cut into runs every `step` characters (so tags are split), each run with its own
 * look (cycling through `looks`), with proofing marks or bookmarks between some of them.
 */
export const splitRuns = (text: string, step = 3, looks: readonly RunLook[] = [{}, { italic: true }, { color: '333333' }]): string => {
  let xml = '';
  for (let index = 0, piece = 0; index < text.length; index += step, piece++) {
    xml += wordRun(text.slice(index, index + step), looks[piece % looks.length] ?? {});
    xml += noise[piece % noise.length]?.() ?? '';
  }
  return xml;
};

let paraIdCounter = 0x1a2b3c00;

/** A paragraph as Word writes it: paraId/textId and rsid attributes, optional properties. */
export const wordParagraph = (content: string, paragraphProperties = ''): string => {
  const id = (paraIdCounter++).toString(16).toUpperCase();
  return `<w:p w14:paraId="${id}" w14:textId="77777777" w:rsidR="${nextRsid()}" w:rsidRDefault="${nextRsid()}">${paragraphProperties}${content}</w:p>`;
};

/** A paragraph whose text is split into Word-like runs. */
export const splitParagraph = (text: string, step = 3): string => wordParagraph(splitRuns(text, step));

/** A table: rows of cells, each cell given as paragraph XML. */
export const wordTable = (rows: readonly (readonly string[])[]): string => {
  const columns = Math.max(1, ...rows.map((row) => row.length));
  return (
    `<w:tbl><w:tblPr><w:tblStyle w:val="TableGrid"/><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tblGrid>${'<w:gridCol w:w="3000"/>'.repeat(columns)}</w:tblGrid>` +
    rows.map((row) => `<w:tr w:rsidR="${nextRsid()}"><w:trPr><w:cantSplit/></w:trPr>${row.map((cell) => `<w:tc><w:tcPr><w:tcW w:w="3000" w:type="dxa"/></w:tcPr>${cell}</w:tc>`).join('')}</w:tr>`).join('') +
    '</w:tbl>'
  );
};
