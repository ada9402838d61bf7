import { ROLES, grants, type Access } from '@quire/domain/accounts/role';
import { buildRouters } from './build-routers';
import { openApiDocument } from './platform/openapi/openapi-document';
import { type Harness, type RequestOptions, useHarness } from '../test/http-harness';
import { paragraphsDocx } from '@quire/testing/docx/minimal-docx';
import { selfSignedP12 } from '@quire/pdf-forms/test/self-signed-certificate';
import pino from 'pino';

/*
 * The authorization matrix: every route of the API × { own key, a key of another
 * tenant, a deactivated key, no key }, and every route × role.
 *
 *   no key, deactivated key  -> 401, whatever the route
 *   another tenant's key     -> 404 on a route that names one of the owner's resources (exactly as
 *                               a missing id would); on a collection route, no 5xx and none of the
 *                               owner's ids in the answer (what it creates lands in its own tenant)
 *   own key                  -> the route's success status (so the 404s above mean something)
 *   a member of each role    -> the route's success status when the role grants what the route
 *                               needs (`role`), else 403 `forbidden` naming the role needed
 *
 * ADDING A ROUTE? Add a row to MATRIX below: the test fails while a route of the routers is not
 * listed. A row says the role the route needs (the same as its operation table declares: the
 * test compares them), how to make what the route acts on as the owner (`arrange`, answering the
 * path parameters; the caller is there for what belongs to the caller, its own keys), what to send
 * (`send`) and the status the owner gets (`own`).
 */

type Member = Awaited<ReturnType<Harness['member']>>;
type Params = Readonly<Record<string, string>>;
type Row = {
  /** `METHOD /Path/:param` exactly as registered (relative to the prefix). */
  readonly route: string;
  /** The role the route needs (docs/people.md#roles): the table of ADR 0110, checked against the route's own declaration. */
  readonly role: Access;
  /** `resource`: the path names one of the owner's resources; `collection`: it does not. */
  readonly scope: 'resource' | 'collection';
  /** Makes what the route acts on, as the owner; answers the path parameters (and, for collections, ids that must not leak). */
  readonly arrange?: (h: Harness, owner: Member, caller: Member) => Promise<Params>;
  /** A query string to add (`?name=...`). */
  readonly query?: string;
  /** What every caller sends (the same request, so only the key differs). */
  readonly send?: (params: Params, owner: Member) => RequestOptions;
  /** The owner's status. */
  readonly own: number;
  /** What another tenant's key gets on a collection route, when it is not just "its own data" (e.g. 403). */
  readonly stranger?: number;
};

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const idOf = async (h: Harness, owner: Member, method: string, path: string, init: RequestOptions): Promise<string> => {
  const created = await h.request(method, path, { key: owner.secret, ...init });
  if (created.status !== 201) throw new Error(`arrange: ${method} ${path} answered ${created.status}: ${created.text}`);
  return created.json().id as string;
};

/**
 * The harness's clock stands at the start of 2026; a certificate openssl makes today is valid from
 * today only. The settings rows come last, so moving the clock to today changes no other row.
 */
const nowForCertificates = (h: Harness) => h.adapters.clock.set(new Date());
/** One PKCS#12 for the whole matrix, made by openssl before any clock is moved to today. */
const p12 = selfSignedP12({ subject: '/CN=Hale & Whitcombe LLP', passphrase: 'matrix passphrase', days: 3650 });
const certificateUpload = (): RequestOptions => ({ json: { pkcs12: Buffer.from(p12).toString('base64'), passphrase: 'matrix passphrase' } });

const make = {
  secondKey: async (h: Harness, _owner: Member, caller: Member) => ({ id: (await h.member({ tenantId: caller.tenantId, userId: caller.userId })).keyId }),
  drafter: async (h: Harness, owner: Member) => ({ userId: (await h.member({ tenantId: owner.tenantId, role: 'drafter' })).userId }),
  /** A member added through the API: an audit event of the owner's tenant. */
  addedMember: async (h: Harness, owner: Member) => {
    const added = await h.request('POST', '/v1/Members', { key: owner.secret, json: { email: `audited-${owner.tenantId}@example.com`, role: 'drafter' } });
    if (added.status !== 201) throw new Error(`arrange: POST /Members answered ${added.status}: ${added.text}`);
    return { userId: added.json().userId as string };
  },
  alias: async (h: Harness, owner: Member) => ({ id: await idOf(h, owner, 'POST', '/v1/Aliases', { json: { name: 'married', type: 'boolean' } }) }),
  rule: async (h: Harness, owner: Member) => {
    await make.alias(h, owner);
    return { id: await idOf(h, owner, 'POST', '/v1/NamedRanges', { json: { name: 'wed', kind: 'condition', expression: 'married' } }) };
  },
  folder: async (h: Harness, owner: Member) => ({ id: await idOf(h, owner, 'POST', '/v1/Snippets/Folder', { json: { name: 'Clauses' } }) }),
  snippet: async (h: Harness, owner: Member) => ({ id: await idOf(h, owner, 'POST', '/v1/Snippets', { json: { name: 'Clause', text: 'Hello {{client_name}}' } }), n: '1', a: '1', b: '1' }),
  answerSet: async (h: Harness, owner: Member) => ({ id: await idOf(h, owner, 'POST', '/v1/AnswerSets', { json: { name: 'Smith matter', data: { client_name: 'Ada' } } }) }),
  template: async (h: Harness, owner: Member) => ({
    id: await idOf(h, owner, 'POST', '/v1/FormTemplates?name=Lease', { body: paragraphsDocx('Lease for {{client_name}}'), headers: { 'Content-Type': DOCX } }),
    n: '1',
  }),
  templateVersions: async (h: Harness, owner: Member) => ({ ...(await make.template(h, owner)), a: '1', b: '1' }),
  job: async (h: Harness, owner: Member) => {
    const { id: templateId } = await make.template(h, owner);
    const submitted = await h.request('POST', `/v1/FormTemplates/${templateId}/Batches`, { key: owner.secret, json: { items: [{ client_name: 'Ada' }] } });
    if (submitted.status !== 202) throw new Error(`arrange: batch answered ${submitted.status}: ${submitted.text}`);
    return { id: submitted.json().id as string };
  },
  queuedJob: async (h: Harness, owner: Member) => {
    h.adapters.jobQueue.paused = true;
    try {
      return await make.job(h, owner);
    } finally {
      h.adapters.jobQueue.paused = false;
    }
  },
  webhook: async (h: Harness, owner: Member) => ({ id: await idOf(h, owner, 'POST', '/v1/Webhooks', { json: { url: 'https://hooks.example.com/quire', events: ['job.succeeded'] } }) }),
  signingCertificate: async (h: Harness, owner: Member) => {
    nowForCertificates(h);
    const stored = await h.request('PUT', '/v1/Settings/SigningCertificate', { key: owner.secret, ...certificateUpload() });
    if (stored.status !== 200) throw new Error(`arrange: the certificate answered ${stored.status}: ${stored.text}`);
    return { fingerprint: stored.json().fingerprint256 as string };
  },
};
const json = (body: unknown) => (): RequestOptions => ({ json: body });
const rawDocx = (): RequestOptions => ({ body: paragraphsDocx('Hi {{name}}'), headers: { 'Content-Type': DOCX } });
const twoDocx = (): RequestOptions => {
  const form = new FormData();
  form.append('original', new Blob([new Uint8Array(paragraphsDocx('Hi {{name}}'))], { type: DOCX }), 'a.docx');
  form.append('revised', new Blob([new Uint8Array(paragraphsDocx('Hello {{name}}'))], { type: DOCX }), 'b.docx');
  return { body: form };
};

export const MATRIX: ReadonlyArray<Row> = [
  // API keys: a key belongs to a user; another tenant's user never sees it.
  { route: 'GET /ApiKeys', role: 'member', scope: 'collection', arrange: make.secondKey, own: 200 },
  { route: 'POST /ApiKeys', role: 'member', scope: 'collection', send: (_params, owner) => ({ json: { name: 'new', tenantId: owner.tenantId } }), own: 201, stranger: 403 },
  { route: 'GET /ApiKeys/:id', role: 'member', scope: 'resource', arrange: make.secondKey, own: 200 },
  { route: 'PUT /ApiKeys/:id', role: 'member', scope: 'resource', arrange: make.secondKey, send: json({ name: 'renamed' }), own: 200 },
  { route: 'PUT /ApiKeys/:id/Deactivate', role: 'member', scope: 'resource', arrange: make.secondKey, own: 200 },
  { route: 'PUT /ApiKeys/:id/Reactivate', role: 'member', scope: 'resource', arrange: make.secondKey, own: 200 },
  // Aliases
  { route: 'GET /Aliases', role: 'member', scope: 'collection', arrange: make.alias, own: 200 },
  { route: 'POST /Aliases', role: 'author', scope: 'collection', send: json({ name: 'client_name', type: 'text' }), own: 201 },
  { route: 'GET /Aliases/:id', role: 'member', scope: 'resource', arrange: make.alias, own: 200 },
  { route: 'PUT /Aliases/:id', role: 'author', scope: 'resource', arrange: make.alias, send: json({ label: 'Married?' }), own: 200 },
  { route: 'DELETE /Aliases/:id', role: 'author', scope: 'resource', arrange: make.alias, own: 204 },
  // Conditional rules
  { route: 'GET /NamedRanges', role: 'member', scope: 'collection', arrange: make.rule, own: 200 },
  { route: 'POST /NamedRanges', role: 'author', scope: 'collection', arrange: make.alias, send: json({ name: 'wed', kind: 'condition', expression: 'married' }), own: 201 },
  { route: 'GET /NamedRanges/:id', role: 'member', scope: 'resource', arrange: make.rule, own: 200 },
  { route: 'PUT /NamedRanges/:id', role: 'author', scope: 'resource', arrange: make.rule, send: json({ description: 'Married couples' }), own: 200 },
  { route: 'DELETE /NamedRanges/:id', role: 'author', scope: 'resource', arrange: make.rule, own: 204 },
  // Snippet folders
  { route: 'GET /Snippets/Folders', role: 'member', scope: 'collection', arrange: make.folder, own: 200 },
  { route: 'POST /Snippets/Folder', role: 'author', scope: 'collection', send: json({ name: 'Clauses' }), own: 201 },
  { route: 'GET /Snippets/Folders/:id', role: 'member', scope: 'resource', arrange: make.folder, own: 200 },
  { route: 'PUT /Snippets/Folders/:id', role: 'author', scope: 'resource', arrange: make.folder, send: json({ name: 'Renamed' }), own: 200 },
  { route: 'DELETE /Snippets/Folders/:id', role: 'author', scope: 'resource', arrange: make.folder, own: 204 },
  // Snippets
  { route: 'GET /Snippets', role: 'member', scope: 'collection', arrange: make.snippet, own: 200 },
  { route: 'POST /Snippets', role: 'author', scope: 'collection', send: json({ name: 'Clause', text: 'Hello' }), own: 201 },
  { route: 'GET /Snippets/:id', role: 'member', scope: 'resource', arrange: make.snippet, own: 200 },
  { route: 'GET /Snippets/:id/Download', role: 'member', scope: 'resource', arrange: make.snippet, own: 200 },
  { route: 'GET /Snippets/:id/Versions', role: 'member', scope: 'resource', arrange: make.snippet, own: 200 },
  { route: 'GET /Snippets/:id/Versions/:n/Download', role: 'member', scope: 'resource', arrange: make.snippet, own: 200 },
  { route: 'GET /Snippets/:id/Versions/:a/Compare/:b', role: 'author', scope: 'resource', arrange: make.snippet, own: 200 },
  { route: 'PUT /Snippets/:id', role: 'author', scope: 'resource', arrange: make.snippet, send: json({ description: 'Greeting' }), own: 200 },
  { route: 'DELETE /Snippets/:id', role: 'author', scope: 'resource', arrange: make.snippet, own: 204 },
  // Form templates
  { route: 'GET /FormTemplates', role: 'member', scope: 'collection', arrange: make.template, own: 200 },
  { route: 'POST /FormTemplates', role: 'author', scope: 'collection', query: '?name=Lease', send: rawDocx, own: 201 },
  { route: 'POST /FormTemplates/Analyze', role: 'author', scope: 'collection', send: rawDocx, own: 200 },
  { route: 'GET /FormTemplates/:id', role: 'member', scope: 'resource', arrange: make.template, own: 200 },
  { route: 'PUT /FormTemplates/:id', role: 'author', scope: 'resource', arrange: make.template, send: json({ description: 'Residential' }), own: 200 },
  { route: 'DELETE /FormTemplates/:id', role: 'author', scope: 'resource', arrange: make.template, own: 204 },
  { route: 'GET /FormTemplates/:id/Download', role: 'member', scope: 'resource', arrange: make.template, own: 200 },
  { route: 'GET /FormTemplates/:id/Versions', role: 'member', scope: 'resource', arrange: make.template, own: 200 },
  { route: 'GET /FormTemplates/:id/Versions/:n/Download', role: 'member', scope: 'resource', arrange: make.template, own: 200 },
  { route: 'GET /FormTemplates/:id/Versions/:a/Compare/:b', role: 'author', scope: 'resource', arrange: make.templateVersions, own: 200 },
  // Comparing two uploaded files: nothing of a tenant's is read or kept
  { route: 'POST /Documents/Compare', role: 'drafter', scope: 'collection', send: twoDocx, own: 200 },
  // Generation (a packet names the owner's template in its body: another tenant gets 404 as for a path id)
  { route: 'POST /FormTemplates/:id/Generate', role: 'drafter', scope: 'resource', arrange: make.template, send: json({ data: { client_name: 'Ada' } }), own: 200 },
  { route: 'POST /FormTemplates/Generate', role: 'drafter', scope: 'resource', arrange: make.template, send: (params) => ({ json: { templateIds: [params['id']], data: {} } }), own: 200 },
  // Interviews (a packet names the owner's template in its body, as generation does)
  { route: 'GET /FormTemplates/:id/Interview', role: 'drafter', scope: 'resource', arrange: make.template, own: 200 },
  { route: 'POST /FormTemplates/:id/Interview/Check', role: 'drafter', scope: 'resource', arrange: make.template, send: json({ data: { client_name: 'Ada' } }), own: 200 },
  { route: 'POST /Interviews', role: 'drafter', scope: 'resource', arrange: make.template, send: (params) => ({ json: { templateIds: [params['id']] } }), own: 200 },
  // Answer sets
  { route: 'GET /AnswerSets', role: 'drafter', scope: 'collection', arrange: make.answerSet, own: 200 },
  { route: 'POST /AnswerSets', role: 'drafter', scope: 'collection', send: json({ name: 'Smith matter', data: { client_name: 'Ada' } }), own: 201 },
  { route: 'GET /AnswerSets/:id', role: 'drafter', scope: 'resource', arrange: make.answerSet, own: 200 },
  { route: 'PUT /AnswerSets/:id', role: 'drafter', scope: 'resource', arrange: make.answerSet, send: json({ description: 'Intake' }), own: 200 },
  { route: 'DELETE /AnswerSets/:id', role: 'drafter', scope: 'resource', arrange: make.answerSet, own: 204 },
  // Jobs and batches (a packet batch names the owner's template in its body, as a packet does)
  { route: 'POST /FormTemplates/:id/Batches', role: 'drafter', scope: 'resource', arrange: make.template, send: json({ items: [{ client_name: 'Ada' }] }), own: 202 },
  { route: 'POST /FormTemplates/Batches', role: 'drafter', scope: 'resource', arrange: make.template, send: (params) => ({ json: { templateIds: [params['id']], items: [{}] } }), own: 202 },
  { route: 'GET /Jobs', role: 'drafter', scope: 'collection', arrange: make.job, own: 200 },
  { route: 'GET /Jobs/:id', role: 'drafter', scope: 'resource', arrange: make.job, own: 200 },
  { route: 'GET /Jobs/:id/Download', role: 'drafter', scope: 'resource', arrange: make.job, own: 200 },
  { route: 'PUT /Jobs/:id/Cancel', role: 'drafter', scope: 'resource', arrange: make.queuedJob, own: 200 },
  // Members: owners only
  { route: 'GET /Members', role: 'owner', scope: 'collection', arrange: make.drafter, own: 200 },
  { route: 'POST /Members', role: 'owner', scope: 'collection', send: json({ email: 'new.member@example.com', role: 'drafter' }), own: 201 },
  { route: 'GET /Members/:userId', role: 'owner', scope: 'resource', arrange: make.drafter, own: 200 },
  { route: 'PUT /Members/:userId', role: 'owner', scope: 'resource', arrange: make.drafter, send: json({ role: 'author' }), own: 200 },
  { route: 'DELETE /Members/:userId', role: 'owner', scope: 'resource', arrange: make.drafter, own: 204 },
  // The audit log: owners and auditors
  { route: 'GET /AuditEvents', role: 'auditor', scope: 'collection', arrange: make.addedMember, own: 200 },
  { route: 'GET /AuditEvents/Export', role: 'auditor', scope: 'collection', arrange: make.addedMember, own: 200 },
  // Webhooks
  { route: 'GET /Webhooks', role: 'owner', scope: 'collection', arrange: make.webhook, own: 200 },
  { route: 'POST /Webhooks', role: 'owner', scope: 'collection', send: json({ url: 'https://hooks.example.com/quire', events: ['job.succeeded'] }), own: 201 },
  { route: 'GET /Webhooks/:id', role: 'owner', scope: 'resource', arrange: make.webhook, own: 200 },
  { route: 'PUT /Webhooks/:id', role: 'owner', scope: 'resource', arrange: make.webhook, send: json({ description: 'Job results' }), own: 200 },
  { route: 'DELETE /Webhooks/:id', role: 'owner', scope: 'resource', arrange: make.webhook, own: 204 },
  { route: 'GET /Webhooks/:id/Deliveries', role: 'owner', scope: 'resource', arrange: make.webhook, own: 200 },
  { route: 'POST /Webhooks/:id/Test', role: 'owner', scope: 'resource', arrange: make.webhook, own: 202 },
  // Settings: the tenant's own, one of each (another tenant reads, stores and removes its own: 404 when it has none)
  { route: 'GET /Settings', role: 'owner', scope: 'collection', arrange: make.signingCertificate, own: 200 },
  { route: 'GET /Settings/SigningCertificate', role: 'owner', scope: 'collection', arrange: make.signingCertificate, own: 200 },
  {
    route: 'PUT /Settings/SigningCertificate',
    role: 'owner',
    scope: 'collection',
    arrange: async (h) => {
      nowForCertificates(h);
      return {};
    },
    send: certificateUpload,
    own: 200,
  },
  { route: 'DELETE /Settings/SigningCertificate', role: 'owner', scope: 'collection', arrange: make.signingCertificate, own: 204 },
];

/** Every route under the prefix, as `METHOD /Path/:param`, from the routers themselves. */
const registeredRoutes = (): string[] => {
  const unused = new Proxy({}, { get: () => () => undefined }) as never;
  const { apiRouter } = buildRouters(unused, unused, { prefix: '/v1', jsonBodyLimitBytes: 1024, logger: pino({ level: 'silent' }) });
  return apiRouter.stack
    .filter((layer) => layer.methods.length > 0)
    .flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => `${method} ${String(layer.path).replace(/^\/v1/, '')}`))
    .sort();
};

/** The role each route declares in its operation table, as the OpenAPI document says it (`x-quire-role`). */
const declaredRoles = (): Record<string, unknown> => {
  const paths = openApiDocument('').paths as Record<string, Record<string, { 'x-quire-role'?: unknown }>>;
  return Object.fromEntries(
    Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => [`${method.toUpperCase()} ${path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')}`, operation['x-quire-role']]),
    ),
  );
};

const pathOf = (route: string, params: Params): string =>
  `/v1${(route.split(' ')[1] ?? '').replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? `missing-${name}`))}`;

describe('authorization matrix', () => {
  const h = useHarness();

  it('lists every route the API serves, and only those', () => {
    expect(MATRIX.map((row) => row.route).sort()).toEqual(registeredRoutes());
  });

  it('expects of every route the role its operation table declares', () => {
    const declared = declaredRoles();
    expect(Object.fromEntries(MATRIX.map((row) => [row.route, declared[row.route]]))).toEqual(Object.fromEntries(MATRIX.map((row) => [row.route, row.role])));
  });

  describe.each(MATRIX)('$route', (row) => {
    const method = row.route.split(' ')[0] ?? 'GET';
    const request = (params: Params, owner: Member, key: string | undefined) =>
      h.request(method, pathOf(row.route, params) + (row.query ?? ''), { ...row.send?.(params, owner), ...(key === undefined ? {} : { key }) });

    it(`answers 401 without a key or with a deactivated one, 404/no leak to another tenant, ${row.own} to the owner`, async () => {
      const owner = await h.member();
      const stranger = await h.member();
      const deactivated = await h.member({ tenantId: owner.tenantId, userId: owner.userId });
      expect((await h.request('PUT', `/v1/ApiKeys/${deactivated.keyId}/Deactivate`, { key: deactivated.secret })).status).toBe(200);

      const params = (await row.arrange?.(h, owner, owner)) ?? {};
      const send = (key: string | undefined) => request(params, owner, key);

      const anonymous = await send(undefined);
      expect([anonymous.status, anonymous.json().code]).toEqual([401, 'unauthenticated']);
      const inactive = await send(deactivated.secret);
      expect([inactive.status, inactive.json().code]).toEqual([401, 'unauthenticated']);

      const foreign = await send(stranger.secret);
      if (row.scope === 'resource') {
        expect([foreign.status, foreign.json().code]).toEqual([404, 'not_found']);
      } else {
        expect(foreign.status).toBe(row.stranger ?? foreign.status);
        expect(foreign.status).toBeLessThan(500);
        for (const id of Object.values(params)) expect(foreign.text).not.toContain(id);
      }

      const own = await send(owner.secret);
      expect([own.status, own.status === row.own ? '' : own.text]).toEqual([row.own, '']);
    });

    it(`answers ${row.own} to the roles that grant ${row.role}, 403 naming the role to the others`, async () => {
      const answers: Record<string, unknown> = {};
      for (const role of ROLES) {
        // A tenant of its own for each role: what one call creates or deletes is not in the next one's way.
        const owner = await h.member();
        const caller = role === 'owner' ? owner : await h.member({ tenantId: owner.tenantId, role });
        const params = (await row.arrange?.(h, owner, caller)) ?? {};
        const answered = await request(params, owner, caller.secret);
        answers[role] = answered.status === 403 ? [403, answered.json().code, answered.json().roleNeeded] : answered.status === row.own ? row.own : answered.text;
      }
      expect(answers).toEqual(Object.fromEntries(ROLES.map((role) => [role, grants(role, row.role) ? row.own : [403, 'forbidden', row.role]])));
    });
  });

  it("answers another tenant's id exactly as a missing one", async () => {
    const owner = await h.member();
    const stranger = await h.member();
    const { id } = await make.alias(h, owner);
    const theirs = await h.request('GET', `/v1/Aliases/${id}`, { key: stranger.secret });
    const missing = await h.request('GET', '/v1/Aliases/no-such-id', { key: stranger.secret });
    expect({ ...theirs.json(), detail: undefined }).toEqual({ ...missing.json(), detail: undefined });
  });

  it("acts with the lesser of the key's role and the member's, read again when the member's role changes", async () => {
    const owner = await h.member();
    const auditorKey = await h.member({ tenantId: owner.tenantId, userId: owner.userId, keyRole: 'auditor' });
    const drafterKey = await h.member({ tenantId: owner.tenantId, userId: owner.userId, keyRole: 'drafter' });
    const alias = { json: { name: 'client_name', type: 'text' } };
    expect((await h.request('GET', '/v1/Aliases', { key: auditorKey.secret })).status).toBe(200);
    expect((await h.request('POST', '/v1/Aliases', { key: auditorKey.secret, ...alias })).json()).toMatchObject({ status: 403, code: 'forbidden', roleNeeded: 'author', role: 'auditor' });
    expect((await h.request('POST', '/v1/Aliases', { key: drafterKey.secret, ...alias })).json()).toMatchObject({ status: 403, roleNeeded: 'author', role: 'drafter' });
    expect((await h.request('GET', '/v1/Members', { key: drafterKey.secret })).json()).toMatchObject({ status: 403, roleNeeded: 'owner', role: 'drafter' });

    // The member made an author: an owner's key of theirs now acts as an author, on its very next request.
    const author = await h.member({ tenantId: owner.tenantId });
    expect((await h.request('GET', '/v1/Webhooks', { key: author.secret })).status).toBe(200);
    expect((await h.request('PUT', `/v1/Members/${author.userId}`, { key: owner.secret, json: { role: 'author' } })).status).toBe(200);
    expect((await h.request('GET', '/v1/Webhooks', { key: author.secret })).json()).toMatchObject({ status: 403, roleNeeded: 'owner', role: 'author' });
    expect((await h.request('POST', '/v1/Aliases', { key: author.secret, ...alias })).status).toBe(201);
  });
});
