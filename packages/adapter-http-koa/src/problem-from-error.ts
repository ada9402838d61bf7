import { type Problem, problem } from './problem';
import type { HttpError } from './http-error';

/** The one place where failures become HTTP: an exhaustive switch over the closed union. */
export const problemFromError = (error: HttpError): Problem => {
  switch (error._tag) {
    case 'NotFound':
      return problem(404, 'not_found', 'Not found', `${error.resource} ${JSON.stringify(error.id)} does not exist.`);
    case 'Unauthenticated':
      return problem(401, 'unauthenticated', 'Unauthenticated', unauthenticatedDetail[error.reason]);
    case 'Forbidden':
      return problem(403, 'forbidden', 'Forbidden', "The key's user is not a member of that tenant.");
    case 'Validation':
      return problem(422, 'validation_failed', 'Validation failed', 'The request is well-formed but some fields are invalid.', { errors: error.errors });
    case 'Conflict':
      return problem(409, error.code, 'Conflict', error.detail);
    case 'VersionMismatch':
      return problem(412, 'version_mismatch', 'Precondition failed', `If-Match does not match the current version of the ${error.resource}.`, {
        currentVersion: error.current,
      });
    case 'StorageError':
      return problem(500, 'internal_error', 'Internal server error', 'The request could not be completed.');
    case 'MalformedJson':
      return problem(400, 'malformed_json', 'Malformed JSON', 'The request body is not valid JSON.');
    case 'PayloadTooLarge':
      return problem(413, 'payload_too_large', 'Payload too large', `The request body is larger than ${error.limitBytes} bytes.`);
    case 'UnsupportedMediaType':
      return problem(415, 'unsupported_media_type', 'Unsupported media type', `The request body must be ${error.expected}.`);
    case 'RouteNotFound':
      return problem(404, 'route_not_found', 'Not found', 'No route matches this path.');
    case 'MethodNotAllowed':
      return problem(405, 'method_not_allowed', 'Method not allowed', 'The route exists but not with this method; see the Allow header.');
    case 'NotImplemented':
      return problem(501, 'not_implemented', 'Not implemented', 'This HTTP method is not supported.');
    case 'ClientFault':
      return problem(error.status, 'bad_request', 'Bad request', 'The request could not be understood.');
    case 'NotReady':
      return problem(503, 'not_ready', 'Service unavailable', 'A dependency of the service is unreachable.', { checks: error.checks });
  }
};

const unauthenticatedDetail = {
  missing: 'Send an API key as "Authorization: Bearer <key>" or "X-Api-Key: <key>".',
  malformed: 'The API key is malformed.',
  unknown: 'The API key is not valid.',
  inactive: 'The API key is deactivated.',
  expired: 'The API key has expired.',
} as const;
