/*
 * Builders for the domain's own specs (the testing package cannot be imported here: the domain
 * depends on nothing of ours). Every call yields a new id; override only what a test is about.
 */
import type { Alias } from './alias';
import { tenantId } from './ids';
import { aliasId } from './library-ids';

let counter = 0;
const next = (): string => {
  counter += 1;
  return String(counter).padStart(4, '0');
};

/** A fixed instant, in milliseconds since the epoch (tests pin their own time; the domain never reads the clock). */
// eslint-disable-next-line no-restricted-syntax -- the one place the domain's specs make instants
const at = (ms: number): Date => new Date(ms);

export const instant = (iso: string): Date => at(Date.parse(iso));
export const T0 = instant('2026-01-01T00:00:00.000Z');
/** `ms` milliseconds after T0. */
export const later = (ms: number): Date => at(T0.getTime() + ms);

export const TENANT = tenantId('tenant-1');

export const arbitraryAlias = (overrides: Partial<Alias> = {}): Alias => {
  const n = next();
  return {
    id: aliasId(`alias-${n}`),
    tenantId: TENANT,
    name: `alias_${n}`,
    label: `Alias ${n}`,
    description: '',
    type: 'text',
    choices: null,
    itemFields: null,
    format: null,
    synonyms: [],
    createdAt: T0,
    updatedAt: T0,
    version: 1,
    ...overrides,
  };
};
