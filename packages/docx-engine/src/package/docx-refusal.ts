/**
 * Why a .docx is refused: every code. The codes are stable (clients and the HTTP adapter match on
 * them); the message of a refusal is written for the person who uploaded the file.
 */
export const DOCX_REFUSAL_CODES = [
  'not_a_zip',
  'encrypted',
  'truncated',
  'unsupported_zip',
  'too_many_entries',
  'too_large',
  'inflate_ratio',
  'unsupported_compression',
  'corrupt_entry',
  'crc_mismatch',
  'unsafe_entry_name',
  'duplicate_entry',
  'missing_document_part',
  'macro_enabled',
  'doctype_forbidden',
  'invalid_xml_encoding',
  'malformed_xml',
  'too_deeply_nested_xml',
  'too_deeply_nested_controls',
  'too_deeply_nested_tables',
  'too_many_tags',
  'inconsistent_zip',
] as const;

export type DocxRefusalCode = (typeof DOCX_REFUSAL_CODES)[number];

export interface DocxRefusal {
  readonly code: DocxRefusalCode;
  readonly message: string;
  /** The zip entry the refusal is about, when there is one. */
  readonly entry?: string;
}

export const refusal = (code: DocxRefusalCode, message: string, entry?: string): DocxRefusal =>
  entry === undefined ? { code, message } : { code, message, entry };
