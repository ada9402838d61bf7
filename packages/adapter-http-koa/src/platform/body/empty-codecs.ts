import * as t from 'io-ts';
import { component } from '../openapi/annotate';

/** State changes take no body; an empty object is tolerated, any property is not. */
export const NoBody = component('EmptyRequest', t.union([t.undefined, t.strict({})], 'NoBody'));

/** Routes that take no query parameter. */
export const NoQuery = t.exact(t.partial({}), 'NoQuery');
