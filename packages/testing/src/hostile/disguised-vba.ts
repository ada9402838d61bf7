import { hostileDocx } from './hostile-docx';

const VBA_PROJECT_TYPE = 'application/vnd.ms-office.vbaProject';
const VBA_DATA_TYPE = 'application/vnd.ms-word.vbaData+xml';
const MS_RELATIONSHIPS = 'http://schemas.microsoft.com/office/2006/relationships';
const OLE_HEADER = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const VBA_DATA_XML =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><wne:vbaSuppData xmlns:wne="http://schemas.microsoft.com/office/word/2006/wordml"><wne:mcds/></wne:vbaSuppData>';

/**
 * Ways to carry a VBA part under a name that is not vbaProject.bin, in a document whose main
 * part keeps the ordinary (not macro-enabled) content type.
 */
export const DISGUISED_VBA_KINDS = {
  /** word/foo.bin typed vbaProject by an Override. */
  contentTypeOverride: () => hostileDocx({ parts: { 'word/foo.bin': OLE_HEADER }, contentTypeOverrides: { 'word/foo.bin': VBA_PROJECT_TYPE } }),
  /** word/foo.bin typed vbaProject by the Default of its extension. */
  contentTypeDefault: () => hostileDocx({ parts: { 'word/foo.bin': OLE_HEADER }, contentTypeDefaults: { bin: VBA_PROJECT_TYPE } }),
  /** word/foo.bin, typed as any binary, linked from the document by a vbaProject relationship. */
  relationshipOnly: () =>
    hostileDocx({
      parts: { 'word/foo.bin': OLE_HEADER },
      contentTypeDefaults: { bin: 'application/octet-stream' },
      documentRelationships: [{ id: 'rId9', type: `${MS_RELATIONSHIPS}/vbaProject`, target: 'foo.bin' }],
    }),
  /** word/data.xml typed as VBA data (Word's vbaData.xml) by an Override. */
  vbaDataContentType: () => hostileDocx({ parts: { 'word/data.xml': VBA_DATA_XML }, contentTypeOverrides: { 'word/data.xml': VBA_DATA_TYPE } }),
  /** word/data.xml linked only by a wordVbaData relationship. */
  vbaDataRelationship: () =>
    hostileDocx({
      parts: { 'word/data.xml': VBA_DATA_XML },
      documentRelationships: [{ id: 'rId9', type: `${MS_RELATIONSHIPS}/wordVbaData`, target: 'data.xml' }],
    }),
} as const;

export type DisguisedVbaKind = keyof typeof DISGUISED_VBA_KINDS;

/** A .docx carrying VBA in this disguise. */
export const disguisedVba = (kind: DisguisedVbaKind): Uint8Array => DISGUISED_VBA_KINDS[kind]();
