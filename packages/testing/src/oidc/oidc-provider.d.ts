/**
 * What the test provider uses of oidc-provider, which ships no type declarations: the Provider,
 * its interactions and grants. Only these members are typed; their shapes follow the library's
 * documentation (the API documentation of oidc-provider 9).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Account = { readonly accountId: string; claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>> };

  export type Configuration = {
    readonly clients?: ReadonlyArray<Record<string, unknown>>;
    readonly jwks?: { readonly keys: ReadonlyArray<Record<string, unknown>> };
    readonly cookies?: { readonly keys: ReadonlyArray<string> };
    readonly claims?: Readonly<Record<string, ReadonlyArray<string>>>;
    readonly pkce?: { readonly required?: () => boolean };
    readonly ttl?: Readonly<Record<string, number>>;
    readonly features?: Readonly<Record<string, { readonly enabled: boolean }>>;
    readonly interactions?: { readonly url: (ctx: unknown, interaction: { readonly uid: string }) => string };
    readonly findAccount?: (ctx: unknown, id: string) => Account | undefined | Promise<Account | undefined>;
  };

  class Grant {
    constructor(properties: { readonly accountId: string; readonly clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly Grant: typeof Grant;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<{ readonly uid: string; readonly prompt: { readonly name: string } }>;
    interactionFinished(request: IncomingMessage, response: ServerResponse, result: Record<string, unknown>, options?: { readonly mergeWithLastSubmission?: boolean }): Promise<void>;
  }
}
