import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { type DocxRefusal, refusal } from './docx-refusal';
import { err, ok, type Result } from '../result';
import { findForbiddenDeclaration, findForbiddenDeclarationInBytes } from './checks/find-forbidden-declaration';

const DECLARED_ENCODING = /^(\s*<\?xml\b[^>]*?\bencoding\s*=\s*)(["'])([^"']*)\2/;
const UTF8_LABELS = new Set(['utf-8', 'utf8']);

const detectEncoding = (bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined => {
  const [b0, b1, b2, b3] = bytes;
  if ((b0 === 0xff && b1 === 0xfe) || (b0 === 0x3c && b1 === 0 && b2 === 0x3f && b3 === 0)) return 'utf-16le';
  if ((b0 === 0xfe && b1 === 0xff) || (b0 === 0 && b1 === 0x3c && b2 === 0 && b3 === 0x3f)) return 'utf-16be';
  return undefined;
};

const declaredEncoding = (bytes: Uint8Array): string | undefined => {
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1').replace(/^\u00ef\u00bb\u00bf/, '');
  return DECLARED_ENCODING.exec(head)?.[3]?.trim().toLowerCase();
};

/** The text says it is UTF-8 from now on: that is how it is written back when it changes. */
const declareUtf8 = (text: string): string => text.replace(DECLARED_ENCODING, '$1$2UTF-8$2');

const decoderFor = (encoding: string): TextDecoder | undefined => {
  try {
    return new TextDecoder(encoding, { fatal: true });
  } catch {
    return undefined;
  }
};

/**
 * UTF-8 as every part Word writes is: checked and decoded by the platform's fast paths (a NUL is
 * a zero byte; a byte order mark is left out, as a TextDecoder leaves it).
 */
const decodeUtf8 = (bytes: Uint8Array): { text: string } | { problem: string } => {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!isUtf8(buffer)) return { problem: 'is not valid UTF-8 text' };
  if (buffer.indexOf(0) !== -1) return { problem: 'holds NUL characters, so it is not UTF-8 text' };
  const bom = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? 3 : 0;
  return { text: buffer.toString('utf8', bom) };
};

const decodeText = (bytes: Uint8Array): { text: string } | { problem: string } => {
  const detected = detectEncoding(bytes);
  const declared = detected === undefined ? declaredEncoding(bytes) : undefined;
  const encoding = detected ?? (declared === undefined || UTF8_LABELS.has(declared) ? 'utf-8' : declared);
  if (encoding === 'utf-8') return decodeUtf8(bytes);
  const decoder = decoderFor(encoding);
  if (decoder === undefined) return { problem: `declares the unknown encoding "${encoding}"` };
  try {
    const text = decoder.decode(bytes);
    // XML never holds U+0000; finding one means the bytes are in another encoding than the one read (UTF-16 without a mark).
    if (text.includes('\0')) return { problem: `holds NUL characters, so it is not ${encoding.toUpperCase()} text` };
    return { text: encoding === 'utf-8' ? text : declareUtf8(text) };
  } catch {
    return { problem: `is not valid ${encoding.toUpperCase()} text` };
  }
};

/**
 * Decodes an XML part to text (UTF-8, with or without a byte order mark, UTF-16 and any other
 * declared encoding the platform knows; a part not in UTF-8 comes back declaring UTF-8, since
 * that is how it is written if it changes) and refuses it when it declares a DOCTYPE or entity.
 */
export const decodeXmlPart = (bytes: Uint8Array, name: string): Result<string, DocxRefusal> => {
  const decoded = decodeText(bytes);
  const declaration = findForbiddenDeclarationInBytes(bytes) ?? ('text' in decoded ? findForbiddenDeclaration(decoded.text) : undefined);
  if (declaration !== undefined) {
    return err(
      refusal(
        'doctype_forbidden',
        `The part ${name} contains a ${declaration} declaration. Word never writes one, and it can be used to attack XML readers, so the file is refused.`,
        name,
      ),
    );
  }
  if ('problem' in decoded) {
    return err(refusal('invalid_xml_encoding', `The part ${name} ${decoded.problem}, so it cannot be read as XML.`, name));
  }
  return ok(decoded.text);
};
