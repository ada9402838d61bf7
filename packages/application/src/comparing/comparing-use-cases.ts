import type { Ports } from '@quire/ports/ports';
import { compareUploadedDocuments } from './compare-uploaded-documents';

/** Comparing documents uploaded with the request (`/Documents/Compare`); the library's versions are compared by their own features. */
export const comparingUseCases = (ports: Ports) => ({
  compareUploadedDocuments: compareUploadedDocuments(ports),
});
export type ComparingUseCases = ReturnType<typeof comparingUseCases>;
