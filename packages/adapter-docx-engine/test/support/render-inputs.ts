import { DEFAULT_RENDER_LIMITS, type DocumentSource, type RenderInput } from '@quire/ports/documents/document-renderer';
import * as TE from 'fp-ts/TaskEither';
import { createHash } from 'node:crypto';

/** A document source that counts how often its bytes are read (a read is a cache miss; with a pool, a send to a worker). */
export const counted = (bytes: Uint8Array) => {
  const loads = { count: 0 };
  const source: DocumentSource = {
    sha256: createHash('sha256').update(bytes).digest('hex'),
    load: () => {
      loads.count++;
      return TE.right(bytes);
    },
  };
  return { source, loads };
};

/** A render of `template` with `data`: the alias client_name (synonym "Client Name"), blank for missing values, generous limits. */
export const renderInput = (template: DocumentSource, data: Record<string, unknown>, overrides: Partial<RenderInput> = {}): RenderInput => ({
  template,
  snippets: [],
  vocabulary: { aliases: [{ name: 'client_name', type: 'text', synonyms: ['Client Name'], itemFields: null, format: null }], rules: [] },
  data,
  settings: { missing: 'blank', keepContentControls: false, locale: 'en-US', timeZone: 'UTC', ...DEFAULT_RENDER_LIMITS, maxOutputBytes: 100_000_000 },
  ...overrides,
});
