import { tenantId } from '@quire/domain/ids';
import { MADE_AT_T0 } from './instants';
import { nextNumber } from './next-number';

/**
 * What every arbitrary library item (and answer set) starts with, from one fresh number `n`: its
 * id `<kind>-n`, its tenant `tenant-n`, its name `name(n)`, made at T0 (version 1).
 */
export const arbitraryItem = <Id extends string>(id: (raw: string) => Id, kind: string, name: (n: string) => string) => {
  const n = nextNumber();
  return { n, item: { id: id(`${kind}-${n}`), tenantId: tenantId(`tenant-${n}`), name: name(n), ...MADE_AT_T0 } };
};
