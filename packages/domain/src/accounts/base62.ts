/** Base62 (0-9A-Za-z) encoding of unsigned big integers, left-padded to a fixed width. */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export const BASE62 = /^[0-9A-Za-z]*$/;

export const encodeBase62 = (value: bigint, width: number): string => {
  let out = '';
  let rest = value;
  while (rest > 0n) {
    out = ALPHABET[Number(rest % 62n)] + out;
    rest /= 62n;
  }
  return out.padStart(width, '0');
};

/** The same for a whole number up to 2^53 (a checksum), without BigInt arithmetic. */
export const encodeBase62Number = (value: number, width: number): string => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('encodeBase62Number takes a whole number from 0 to 2^53');
  let out = '';
  for (let rest = value; rest > 0; rest = Math.floor(rest / 62)) out = ALPHABET[rest % 62] + out;
  return out.padStart(width, '0');
};

export const bytesToBigInt = (bytes: Uint8Array): bigint => bytes.reduce((acc, byte) => (acc << 8n) | BigInt(byte), 0n);
