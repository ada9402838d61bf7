import * as t from 'io-ts';

/** `POST /ApiKeys`: `{ name, tenantId? }`; anything else is refused (decodeExact). */
export const CreateApiKeyBody = t.exact(t.intersection([t.type({ name: t.string }), t.partial({ tenantId: t.string })]), 'CreateApiKeyBody');

/** `PUT /ApiKeys/:id`: `{ name }`. */
export const RenameApiKeyBody = t.strict({ name: t.string }, 'RenameApiKeyBody');
