import type { PdfRef } from '@libpdf/core';

/** A reference as a map key ("12 0"): the library interns references only while they are cached. */
export const refKey = (ref: PdfRef | null): string => (ref === null ? '' : `${ref.objectNumber} ${ref.generation}`);
