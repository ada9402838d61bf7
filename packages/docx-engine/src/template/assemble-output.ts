/** The render's pieces (encoded static slices and value text) as one UTF-8 buffer, allocated once. */
export const assembleOutput = (pieces: readonly (string | Uint8Array)[]): Buffer => {
  let size = 0;
  for (const piece of pieces) size += typeof piece === 'string' ? Buffer.byteLength(piece, 'utf8') : piece.length;
  const output = Buffer.allocUnsafe(size);
  let offset = 0;
  for (const piece of pieces) {
    if (typeof piece === 'string') offset += output.write(piece, offset, 'utf8');
    else {
      output.set(piece, offset);
      offset += piece.length;
    }
  }
  return output;
};
