import { ProblemJson } from '../problems/problem-json';
/*
 * The Idempotency-Key header, documented on every POST under the prefix, as the middleware
 * (idempotency.ts) is mounted on every POST: a route cannot be added without it.
 */

const problem = (status: number, code: string, description: string) => ({
  description: `${description} (code: ${code})`,
  content: { 'application/problem+json': { schema: ProblemJson, example: { type: `urn:quire:problem:${code}`, title: description, status, detail: description, code } } },
});

export const idempotencyParameters = {
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Up to 255 visible ASCII characters, kept 24 hours per tenant. The same request again (method, path, query, body) answers the first response, with `Idempotent-Replayed: true`; the key with another request is 422 `idempotency_key_reused`; while the first is still running, 409 `idempotency_in_progress`. A new API key\'s secret is never replayed: 409 `idempotency_replay_withheld` with the `Location` of the key.',
    schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
  },
};

export const idempotencyResponses = {
  IdempotencyConflict: problem(409, 'idempotency_in_progress', 'The first request with this Idempotency-Key is still running (or, for a new API key, its answer is withheld)'),
  IdempotencyKeyReused: problem(422, 'idempotency_key_reused', 'The Idempotency-Key was used with another request'),
};

type Operation = { readonly parameters?: ReadonlyArray<unknown>; readonly responses: Readonly<Record<string, unknown>> };

/** Adds the header to every POST of these path items (and its 409/422 answers where the operation names none of its own). */
export const withIdempotencyKey = <P extends Record<string, unknown>>(paths: P): P =>
  Object.fromEntries(
    Object.entries(paths).map(([path, item]) => {
      const post = (item as { post?: Operation }).post;
      if (post === undefined) return [path, item];
      return [
        path,
        {
          ...(item as object),
          post: {
            ...post,
            parameters: [...(post.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }],
            responses: { '409': { $ref: '#/components/responses/IdempotencyConflict' }, '422': { $ref: '#/components/responses/IdempotencyKeyReused' }, ...post.responses },
          },
        },
      ];
    }),
  ) as P;
