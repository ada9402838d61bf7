import * as t from 'io-ts';

/** State changes take no body; an empty object is tolerated, any property is not. */
export const NoBody = t.union([t.undefined, t.strict({})], 'NoBody');

/** Routes that take no query parameter. */
export const NoQuery = t.exact(t.partial({}), 'NoQuery');
