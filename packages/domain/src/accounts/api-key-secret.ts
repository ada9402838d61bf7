import * as E from 'fp-ts/Either';
import { BASE62, bytesToBigInt, encodeBase62, encodeBase62Number } from './base62';
import { crc32 } from './crc32';
import type { Brand } from '../ids';

/**
 * The secret of an API key (docs/resources.md#api-keys): `qk_` + 32 random bytes in base62 (43 chars) + CRC32 of
 * everything before it in base62 (6 chars). 52 characters in all. The checksum lets the server
 * refuse a mistyped or made-up key before any database query.
 */
export type ApiKeySecret = Brand<string, 'ApiKeySecret'>;

export const KEY_PREFIX = 'qk_';
export const SECRET_BYTES = 32;
const BODY_LENGTH = 43; // 62^43 > 2^256
const CHECKSUM_LENGTH = 6; // 62^6 > 2^32
export const SECRET_LENGTH = KEY_PREFIX.length + BODY_LENGTH + CHECKSUM_LENGTH;
/** How many leading characters of a secret are shown to people (`prefix` of the key resource). */
export const DISPLAY_PREFIX_LENGTH = 12;

export type MalformedApiKey = { readonly _tag: 'MalformedApiKey'; readonly reason: 'format' | 'checksum' };

const ascii = (text: string): Uint8Array => {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
};
// Every request checks one: plain number arithmetic (a CRC-32 is below 2^32).
const checksumOf = (head: string): string => encodeBase62Number(crc32(ascii(head)), CHECKSUM_LENGTH);

/** Builds a secret from 32 random bytes (randomness comes from a port, never from here). */
export const formatApiKeySecret = (randomBytes: Uint8Array): ApiKeySecret => {
  if (randomBytes.length !== SECRET_BYTES) throw new RangeError(`an API key needs exactly ${SECRET_BYTES} random bytes`);
  const head = KEY_PREFIX + encodeBase62(bytesToBigInt(randomBytes), BODY_LENGTH);
  return (head + checksumOf(head)) as ApiKeySecret;
};

/** Checks the shape and the checksum of a presented key without any I/O. */
export const parseApiKeySecret = (raw: string): E.Either<MalformedApiKey, ApiKeySecret> => {
  if (raw.length !== SECRET_LENGTH || !raw.startsWith(KEY_PREFIX) || !BASE62.test(raw.slice(KEY_PREFIX.length))) {
    return E.left({ _tag: 'MalformedApiKey', reason: 'format' });
  }
  const head = raw.slice(0, -CHECKSUM_LENGTH);
  return checksumOf(head) === raw.slice(-CHECKSUM_LENGTH)
    ? E.right(raw as ApiKeySecret)
    : E.left({ _tag: 'MalformedApiKey', reason: 'checksum' });
};

export const displayPrefix = (secret: ApiKeySecret): string => secret.slice(0, DISPLAY_PREFIX_LENGTH);
