import { jsonContent, problemResponse, responseRef } from '../platform/openapi/openapi-parts';
import { LoginQuery, SignInStatusJson } from './auth-codecs';

const TAG = ['SignIn'];
const page = (description: string) => ({ description, content: { 'text/html': { schema: { type: 'string' } } } });
const setCookie = (description: string) => ({ 'Set-Cookie': { description, schema: { type: 'string' } } });

/**
 * The sign-in routes at the root (not under the API prefix): what the OpenAPI document says of
 * them. Their query is LoginQuery's, the status answer SignInStatusJson.
 */
export const authPaths = {
  '/auth/login': {
    get: {
      operationId: 'signIn',
      tags: TAG,
      summary: 'Begin signing in with the OpenID Connect provider (authorization code with PKCE): redirects to the provider',
      security: [],
      parameters: [
        { name: 'tenant', in: 'query', required: false, description: LoginQuery.type.props.tenant.notes.description, schema: LoginQuery.type.props.tenant },
        { name: 'returnTo', in: 'query', required: false, description: LoginQuery.type.props.returnTo.notes.description, schema: LoginQuery.type.props.returnTo },
      ],
      responses: {
        '302': { description: "To the provider's authorization endpoint", headers: { Location: { schema: { type: 'string' } }, ...setCookie('`quire_signin`: the sealed sign-in attempt (HttpOnly, SameSite=Lax, Path=/auth, 10 minutes)') } },
        '400': problemResponse(400, ['malformed_query'], 'Unknown query parameters, a tenant id or a returnTo path that is not one'),
        '404': page('No identity provider is configured (sign in with an API key)'),
        '502': page('The provider answered something that is not OpenID Connect'),
        '503': page('The provider cannot be reached'),
      },
    },
  },
  '/auth/callback': {
    get: {
      operationId: 'signInCallback',
      tags: TAG,
      summary: "Finish signing in: the provider's redirect back (the OIDC_REDIRECT_URI registered at the provider), matched by verified e-mail to a member",
      security: [],
      parameters: [
        { name: 'code', in: 'query', required: false, schema: { type: 'string' } },
        { name: 'state', in: 'query', required: false, schema: { type: 'string' } },
        { name: 'error', in: 'query', required: false, description: "The provider's refusal (e.g. access_denied)", schema: { type: 'string' } },
      ],
      responses: {
        '303': {
          description: 'Signed in: to `returnTo` (default /console/)',
          headers: {
            Location: { schema: { type: 'string' } },
            ...setCookie('`quire_session` (HttpOnly, SameSite=Lax, Secure off loopback) and `quire_csrf` (readable: send it back in X-CSRF-Token)'),
          },
        },
        '400': page('The callback does not match a sign-in this browser began (state, PKCE), came after 10 minutes, or the provider refused it'),
        '403': page('No verified e-mail, or no membership matches it'),
        '502': page('The provider answered something that does not verify'),
        '503': page('The provider (or the store) cannot be reached'),
      },
    },
  },
  '/auth/logout': {
    post: {
      operationId: 'signOut',
      tags: TAG,
      summary: 'Sign out: ends the session of the cookie (a signed-in session needs its X-CSRF-Token) and clears the cookies',
      security: [],
      parameters: [{ name: 'X-CSRF-Token', in: 'header', required: false, description: 'The value of the `quire_csrf` cookie', schema: { type: 'string' } }],
      responses: {
        '204': { description: 'Signed out (also when no session was signed in)' },
        '403': problemResponse(403, ['csrf_failed'], 'The session is signed in but X-CSRF-Token is not its token'),
        '500': responseRef('InternalError'),
      },
    },
  },
  '/auth/status': {
    get: {
      operationId: 'signInStatus',
      tags: TAG,
      summary: 'How people sign in here (the OpenID Connect provider, if configured) and who the session cookie signs in',
      security: [],
      responses: { '200': { description: 'The sign-in status', content: jsonContent(SignInStatusJson) } },
    },
  },
};
