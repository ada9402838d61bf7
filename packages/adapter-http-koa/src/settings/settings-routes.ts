import type { SettingsUseCases } from '@quire/application/settings/settings-use-cases';
import { MAX_PKCS12_BYTES } from '@quire/application/settings/signing-certificate-limits';
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { Context } from 'koa';
import type { SecuredRoutes } from '../platform/auth/secured-routes';
import { principalOf } from '../platform/auth/principal-of';
import { decodeExact } from '../platform/body/decode-exact';
import { withoutQuery } from '../platform/body/decode-query';
import { readJsonBody } from '../platform/body/read-json-body';
import { readMultipart } from '../platform/body/read-multipart';
import type { HttpError } from '../platform/problems/http-error';
import { answer } from '../platform/problems/answer';
import { sendNoContent } from '../platform/versions/change-request';
import { type OpenApiPart, authFailures, jsonContent, problemResponse, responseRef } from '../platform/openapi/openapi-parts';
import { operations, serve } from '../platform/openapi/operations';
import { CERTIFICATE_REFUSAL_CODES } from '@quire/ports/documents/pdf-seals';
import { SettingsJson, SigningCertificateFields, SigningCertificateForm, SigningCertificateJson, SigningCertificateJsonBody, settingsJson, signingCertificateJson } from './settings-codecs';

type Deps = SettingsUseCases;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const invalid = (path: string, message: string): HttpError => ({ _tag: 'Validation', errors: [{ path, message }] });

/**
 * The PKCS#12 and its passphrase of `PUT /Settings/SigningCertificate`, in either form: multipart
 * (the file part `file`, the field `passphrase`) or JSON (`pkcs12` in base64, `passphrase`).
 */
const certificateUpload = (ctx: Context, jsonBodyLimitBytes: number): TE.TaskEither<HttpError, { readonly p12: Uint8Array; readonly passphrase: string }> => {
  if (ctx.request.is('multipart/form-data') !== false && ctx.request.is('multipart/form-data') !== null) {
    return pipe(
      readMultipart(ctx, MAX_PKCS12_BYTES),
      TE.chainEitherKW((upload) =>
        pipe(
          decodeExact(SigningCertificateFields, upload.fields),
          E.chainW(({ passphrase }) => (upload.file === null ? E.left(invalid('file', 'is required: the PKCS#12 (.p12/.pfx) as the multipart part "file"')) : E.right({ p12: new Uint8Array(upload.file.bytes), passphrase }))),
        ),
      ),
    );
  }
  if (ctx.request.is('json', '+json') !== false && ctx.request.is('json', '+json') !== null) {
    return pipe(
      readJsonBody(ctx, jsonBodyLimitBytes),
      TE.chainEitherKW((json) => decodeExact(SigningCertificateJsonBody, json)),
      TE.chainEitherKW(({ pkcs12, passphrase }) => {
        const text = pkcs12.replace(/\s+/g, '');
        return BASE64.test(text) && text.length % 4 === 0 ? E.right({ p12: new Uint8Array(Buffer.from(text, 'base64')), passphrase }) : E.left(invalid('pkcs12', 'must be base64'));
      }),
    );
  }
  return TE.left({ _tag: 'UnsupportedMediaType', expected: 'multipart/form-data or application/json' });
};

/** `/Settings` and `/Settings/SigningCertificate` (docs/pdf-forms.md#seals): the tenant's settings, its certificate for sealed PDFs; its key is never answered. */
export const registerSettingsRoutes = (router: SecuredRoutes, deps: Deps, options: { jsonBodyLimitBytes: number }): void => {
  const on = serve(router, settingsOperations);
  const send = (ctx: Context) => (certificate: Parameters<typeof signingCertificateJson>[0]) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = signingCertificateJson(certificate);
  };

  on.getSettings((ctx) =>
    answer(ctx, withoutQuery(ctx, () => deps.getSettings({ principal: principalOf(ctx) })), (settings) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = settingsJson(settings);
    }),
  );

  on.getSigningCertificate((ctx) => answer(ctx, withoutQuery(ctx, () => deps.getSigningCertificate({ principal: principalOf(ctx) })), send(ctx)));

  on.putSigningCertificate((ctx) =>
    answer(
      ctx,
      withoutQuery(ctx, () => pipe(certificateUpload(ctx, options.jsonBodyLimitBytes), TE.chainW((key) => deps.putSigningCertificate({ principal: principalOf(ctx), ...key })))),
      send(ctx),
    ),
  );

  on.deleteSigningCertificate((ctx) => answer(ctx, withoutQuery(ctx, () => deps.deleteSigningCertificate({ principal: principalOf(ctx) })), () => sendNoContent(ctx)));
};

/** The `/Settings` routes. */
export const settingsOperations = operations('Settings', {
  getSettings: {
    method: 'get',
    path: '/Settings',
    role: 'owner',
    summary: "The tenant's settings: its signing certificate's subject, issuer, validity and fingerprint, or null",
    responses: { '200': { description: 'The settings', content: jsonContent(SettingsJson) }, ...authFailures, '400': responseRef('SettingsBadRequest') },
  },
  getSigningCertificate: {
    method: 'get',
    role: 'owner',
    path: '/Settings/SigningCertificate',
    summary: "The tenant's signing certificate for sealed PDFs: subject, issuer, validity, fingerprint (never its key)",
    responses: { '200': { description: 'The certificate', content: jsonContent(SigningCertificateJson) }, ...authFailures, '400': responseRef('SettingsBadRequest'), '404': responseRef('NotFound') },
  },
  putSigningCertificate: {
    method: 'put',
    role: 'owner',
    path: '/Settings/SigningCertificate',
    summary: 'Store the tenant\'s signing certificate (a PKCS#12 and its passphrase), replacing the one it had; `pdf: { seal: true }` then seals PDFs with it',
    requestBody: {
      required: true,
      description: `The PKCS#12 (.p12/.pfx, at most ${MAX_PKCS12_BYTES} bytes) as the multipart part \`file\` with the field \`passphrase\`, or JSON with \`pkcs12\` in base64. Stored encrypted; never answered.`,
      content: { 'multipart/form-data': { schema: SigningCertificateForm }, ...jsonContent(SigningCertificateJsonBody) },
    },
    responses: {
      '200': { description: 'The certificate as stored (its facts)', content: jsonContent(SigningCertificateJson) },
      ...authFailures,
      '400': responseRef('SettingsBadRequest'),
      '413': responseRef('PayloadTooLarge'),
      '415': responseRef('UnsupportedMediaType'),
      '422': responseRef('CertificateRefused'),
    },
  },
  deleteSigningCertificate: {
    method: 'delete',
    role: 'owner',
    path: '/Settings/SigningCertificate',
    summary: "Remove the tenant's signing certificate (a seal asked for afterwards is 422 `certificate_missing`)",
    responses: { '204': { description: 'Removed' }, ...authFailures, '400': responseRef('SettingsBadRequest'), '404': responseRef('NotFound') },
  },
});

/** What the document says of `/Settings`: the operations, and the answers only they have. */
export const settingsOpenApi: OpenApiPart = {
  operations: settingsOperations,
  responses: {
    SettingsBadRequest: problemResponse(400, ['malformed_query', 'malformed_json', 'bad_request'], 'Query parameters (none are taken), malformed JSON or a malformed multipart body'),
    CertificateRefused: problemResponse(
      422,
      ['validation_failed', ...CERTIFICATE_REFUSAL_CODES, 'too_complex'],
      'The passphrase does not open the PKCS#12, the file holds no certificate and key, or the certificate is not valid now: nothing is stored',
    ),
  },
};
