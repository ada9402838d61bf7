import type { Ports } from '@quire/ports/ports';
import type { Container } from 'inversify';
import { MetricsSourceToken, type PortName, portToken } from './port-tokens';

/** Every port the container builds, once each (the compiler holds the list to `Ports`). */
const PORT_NAMES: { readonly [K in PortName]: K } = {
  tenants: 'tenants',
  users: 'users',
  members: 'members',
  audit: 'audit',
  apiKeys: 'apiKeys',
  sessions: 'sessions',
  identityProvider: 'identityProvider',
  hasher: 'hasher',
  rateLimiter: 'rateLimiter',
  aliases: 'aliases',
  rules: 'rules',
  snippetFolders: 'snippetFolders',
  snippets: 'snippets',
  templates: 'templates',
  revisions: 'revisions',
  usage: 'usage',
  formats: 'formats',
  ruleLanguage: 'ruleLanguage',
  answerSets: 'answerSets',
  analyser: 'analyser',
  renderer: 'renderer',
  comparer: 'comparer',
  planner: 'planner',
  textWriter: 'textWriter',
  archive: 'archive',
  zipWriter: 'zipWriter',
  pdf: 'pdf',
  pdfForms: 'pdfForms',
  jobs: 'jobs',
  jobQueue: 'jobQueue',
  events: 'events',
  webhooks: 'webhooks',
  deliveries: 'deliveries',
  secretBox: 'secretBox',
  transport: 'transport',
  signingCertificates: 'signingCertificates',
  blobs: 'blobs',
  blobReferences: 'blobReferences',
  idempotency: 'idempotency',
  databaseHealth: 'databaseHealth',
  clock: 'clock',
  ids: 'ids',
  random: 'random',
};

/** The `Ports` record of a container whose modules bound every port: a missing binding fails here, at start. */
export const resolvePorts = (container: Container): Ports => {
  const built = Object.fromEntries(Object.values(PORT_NAMES).map((name) => [name, container.get(portToken(name))])) as Pick<Ports, PortName>;
  return { ...built, metrics: container.getAll(MetricsSourceToken, { optional: true }) };
};
