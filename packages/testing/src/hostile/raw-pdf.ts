/**
 * A PDF written object by object, as text (or bytes for streams), with a correct cross-reference
 * table: the base of the hostile PDFs, whose structure a PDF library would refuse to write.
 * Object 1 is the catalog; objects are numbered from 1 in the order given.
 */
export const rawPdf = (objects: readonly (string | Uint8Array)[], options: { readonly brokenXref?: boolean } = {}): Uint8Array => {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [encoder.encode('%PDF-1.7\n')];
  const offsets: number[] = [];
  let position = parts[0]?.byteLength ?? 0;
  objects.forEach((body, index) => {
    const bytes = [encoder.encode(`${index + 1} 0 obj\n`), typeof body === 'string' ? encoder.encode(body) : body, encoder.encode('\nendobj\n')];
    offsets.push(position);
    for (const part of bytes) {
      parts.push(part);
      position += part.byteLength;
    }
  });
  const table = options.brokenXref === true
    ? 'xref\n0 3\nnot a cross-reference table\n'
    : `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  parts.push(encoder.encode(`${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${options.brokenXref === true ? 999999 : position}\n%%EOF\n`));
  return Buffer.concat(parts);
};

/** A stream object's text: its dictionary entries and its data. */
export const rawStream = (entries: string, data: Uint8Array): Uint8Array =>
  Buffer.concat([new TextEncoder().encode(`<< ${entries} /Length ${data.byteLength} >>\nstream\n`), data, new TextEncoder().encode('\nendstream')]);

/** A page (object 3 by convention) under the page tree (object 2). */
export const rawPage = (extra = ''): string => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ${extra} >>`;

export const ONE_PAGE_TREE = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
