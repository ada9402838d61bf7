import * as t from 'io-ts';
import { annotate, component } from '../platform/openapi/annotate';
import { DateTime, nullable, pageOf, stamps } from '../platform/openapi/json-shapes';
import { RoleJson } from '../platform/auth/role-json';

const name = annotate(t.string, { minLength: 1, maxLength: 100 });

/** `POST /ApiKeys`: `{ name, tenantId?, role? }`; anything else is refused (decodeExact). */
export const CreateApiKeyBody = component(
  'CreateApiKeyRequest',
  t.exact(
    t.intersection([
      t.type({ name }),
      t.partial({
        tenantId: annotate(t.string, { description: "A tenant the caller belongs to; default: the calling key's tenant." }),
        role: annotate(RoleJson, { description: "What the key may do at most: never above the caller's role in that tenant nor the calling key's; default: the highest both allow (the caller's role)." }),
      }),
    ]),
    'CreateApiKeyBody',
  ),
);

/** `PUT /ApiKeys/:id`: `{ name }`. */
export const RenameApiKeyBody = component('RenameApiKeyRequest', t.strict({ name }, 'RenameApiKeyBody'));

/** The public JSON of an API key: never the digest (and the secret is never stored at all); encoding the key leaves the rest out. */
export const ApiKeyJson = component(
  'ApiKey',
  t.exact(
    t.type({
      id: t.string,
      name,
      tenantId: t.string,
      userId: t.string,
      role: annotate(RoleJson, { description: "The key's role: it acts with the lesser of this and its user's role in the tenant." }),
      prefix: annotate(t.string, { description: 'The first 12 characters of the secret, to recognise the key.' }),
      status: t.keyof({ active: null, inactive: null }),
      lastUsedAt: annotate(nullable(DateTime), { description: 'Recorded at most once a minute.' }),
      expiresAt: nullable(DateTime),
      ...stamps,
    }),
  ),
);

/** What `POST /ApiKeys` answers: the key and, this once, its secret. */
export const CreatedApiKeyJson = component(
  'CreatedApiKey',
  t.intersection([ApiKeyJson, t.exact(t.type({ key: annotate(t.string, { pattern: '^qk_[0-9A-Za-z]{49}$' }) }))]),
  { description: 'The new key and, in this response only, its secret.' },
);

export const ApiKeyList = pageOf('ApiKeyList', ApiKeyJson);
