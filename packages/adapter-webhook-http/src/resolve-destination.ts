import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import type { DestinationRefused } from '@quire/ports/webhooks/webhook-transport';
import * as E from 'fp-ts/Either';
import { addressRange, isPublicAddress } from './address-guard';

/** One address a host name resolves to. */
export type ResolvedAddress = { readonly address: string; readonly family: 4 | 6 };

/** How host names are resolved: the system resolver (getaddrinfo, as every other client of the machine), or a test's own. */
export type Resolve = (hostname: string) => Promise<ReadonlyArray<ResolvedAddress>>;

export const systemResolve: Resolve = async (hostname) => (await dns.lookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));

/** A URL's host as a resolver and a socket take it: an IPv6 literal without its brackets. */
export const bareHost = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The address to connect to for a URL: its host resolved (an IP literal is its own address), every
 * address checked, the first one answered. With `allowPrivate` false, a host with any address that
 * is not public is refused, so a name that resolves to both a public and an internal address cannot
 * slip through. The caller connects to exactly this address (no second lookup: no DNS rebinding).
 */
export const resolveDestination = async (url: URL, options: { allowPrivate: boolean; resolve: Resolve }): Promise<E.Either<DestinationRefused & { kind: 'dns' | 'refused_address' }, ResolvedAddress>> => {
  const host = bareHost(url);
  const literal = isIP(host);
  let addresses: ReadonlyArray<ResolvedAddress>;
  try {
    addresses = literal === 0 ? await options.resolve(host) : [{ address: host, family: literal === 6 ? 6 : 4 }];
  } catch {
    addresses = [];
  }
  const first = addresses[0];
  if (first === undefined) return E.left({ _tag: 'DestinationRefused', reason: 'not_resolved', kind: 'dns', detail: `the host ${host} does not resolve` });
  if (!options.allowPrivate) {
    const internal = addresses.find((candidate) => !isPublicAddress(candidate.address));
    if (internal !== undefined) {
      // A name's internal address is not told: a tenant must not map the private network through this answer.
      const said = literal === 0 ? `the host ${host} resolves to an address that is not public` : `the address ${host} is not public (${addressRange(internal.address)})`;
      return E.left({ _tag: 'DestinationRefused', reason: 'private_address', kind: 'refused_address', detail: `${said}; webhooks may only call public addresses` });
    }
  }
  return E.right(first);
};
