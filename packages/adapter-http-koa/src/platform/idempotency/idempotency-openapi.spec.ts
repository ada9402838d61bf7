import { openApiDocument } from '../openapi/openapi-document';

describe('withIdempotencyKey', () => {
  it('documents the Idempotency-Key header and its answers on every POST under the prefix', () => {
    const paths = openApiDocument('/v1').paths as Record<string, { post?: { parameters?: Array<{ $ref?: string }>; responses: Record<string, unknown> } }>;
    const posts = Object.entries(paths).filter(([path, item]) => path.startsWith('/v1') && item.post !== undefined);
    expect(posts.length).toBeGreaterThan(3);
    for (const [, item] of posts) {
      expect(item.post?.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
      expect(item.post?.responses['409']).toBeDefined();
      expect(item.post?.responses['422']).toBeDefined();
    }
  });
});
