/** Branded identifiers: an id of one kind cannot be passed where another kind is expected. */
declare const brand: unique symbol;
export type Brand<T, B extends string> = T & { readonly [brand]: B };

export type TenantId = Brand<string, 'TenantId'>;
export type UserId = Brand<string, 'UserId'>;
export type ApiKeyId = Brand<string, 'ApiKeyId'>;
export type SessionId = Brand<string, 'SessionId'>;

export const tenantId = (raw: string): TenantId => raw as TenantId;
export const userId = (raw: string): UserId => raw as UserId;
export const apiKeyId = (raw: string): ApiKeyId => raw as ApiKeyId;
export const sessionId = (raw: string): SessionId => raw as SessionId;
