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

export const bytesToBigInt = (bytes: Uint8Array): bigint => bytes.reduce((acc, byte) => (acc << 8n) | BigInt(byte), 0n);
