/** A little-endian 64-bit unsigned integer, or undefined beyond Number.MAX_SAFE_INTEGER. */
export const readSafeUInt64 = (bytes: Buffer, at: number): number | undefined => {
  const value = bytes.readBigUInt64LE(at);
  return value > BigInt(Number.MAX_SAFE_INTEGER) ? undefined : Number(value);
};
