import { rolesGranting } from '@quire/domain/accounts/role';
import type { ExpressionInvalid } from '@quire/ports/library/rule-language';
import type { DocumentRefused } from '@quire/ports/documents/document-analyser';
import type { PdfRefused } from '@quire/ports/documents/pdf-forms';
import { describeUsage } from '../../library/describe-usage';
import { fieldPath } from '../body/field-path';
import { generationProblem } from '../../generation/generation-problem';
import type { HttpError } from './http-error';
import { type Problem, problem } from './problem';
import { tooComplexProblem } from './too-complex-problem';

/** The one place where failures become HTTP: an exhaustive switch over the closed union. */
export const problemFromError = (error: HttpError): Problem => {
  switch (error._tag) {
    case 'NotFound':
      return problem(404, 'not_found', 'Not found', `${error.resource} ${JSON.stringify(error.id)} does not exist.`);
    case 'Unauthenticated':
      return problem(401, 'unauthenticated', 'Unauthenticated', unauthenticatedDetail[error.reason]);
    case 'Forbidden':
      return error.reason === 'not_a_member'
        ? problem(403, 'forbidden', 'Forbidden', "The key's user is not a member of that tenant.")
        : problem(403, 'forbidden', 'Forbidden', `This needs the role ${error.needed}${error.needed === 'owner' ? '' : ` (or ${rolesGranting(error.needed).filter((role) => role !== error.needed).join(' or ')})`}; the key acts as ${error.acting ?? 'a reader of the library only'}.`, {
            roleNeeded: error.needed,
            role: error.acting,
          });
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
    case 'JsonShapeExceeded':
      // The same problems the engine answers for data past these limits (data_too_deep, data_too_large).
      switch (error.exceeded) {
        case 'depth':
          return problem(422, 'data_too_deep', 'Data nested too deep', `The data nests lists and objects more than ${error.limit} deep, the limit.`, { limit: error.limit });
        case 'keys':
          return problem(422, 'data_too_large', 'Data too large', `The data holds more than ${error.limit} keys and list items in all, the limit.`, { limit: error.limit });
        case 'bytes':
          // The body limit's own answer, for the part of the body that is not pictures (ADR 0033).
          return problem(413, 'payload_too_large', 'Payload too large', `The request body is larger than ${error.limit} bytes, not counting its pictures (data URIs and "base64" values).`);
      }
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
    case 'MalformedQuery':
      return problem(400, 'malformed_query', 'Malformed query', 'The query string has unknown parameters or values out of range.', { errors: error.errors });
    case 'InvalidCursor':
      return problem(400, 'invalid_cursor', 'Invalid cursor', 'The cursor was not handed out by this search; start again without one.', {
        errors: [{ path: 'cursor', message: 'is not a cursor of this search' }],
      });
    case 'InvalidIdempotencyKey':
      return problem(400, 'invalid_idempotency_key', 'Invalid Idempotency-Key', `The Idempotency-Key header must be 1 to ${error.maxLength} characters.`);
    case 'IdempotencyKeyReused':
      return problem(422, 'idempotency_key_reused', 'Idempotency-Key reused', 'This Idempotency-Key was used with another request; use a new key for a new request.');
    case 'IdempotencyInProgress':
      return problem(409, 'idempotency_in_progress', 'Request in progress', 'The first request with this Idempotency-Key is still running; retry later.');
    case 'ReplayWithheld':
      return problem(409, 'idempotency_replay_withheld', 'Replay withheld', `The first request with this Idempotency-Key succeeded (see Location), but its answer is not replayed: ${error.reason}`);
    case 'CsrfTokenInvalid':
      return problem(403, 'csrf_failed', 'Forbidden', 'A change made with a session cookie needs its CSRF token: send the value of the quire_csrf cookie in the X-CSRF-Token header.');
    case 'InvalidFields':
      return problem(422, 'validation_failed', 'Validation failed', 'The request is well-formed but some fields are invalid.', {
        errors: error.problems.map((field) => ({ path: fieldPath(field.field), message: field.reason })),
      });
    case 'NameTaken':
      return problem(409, 'name_taken', 'Name taken', `Another ${error.resource} is already named ${JSON.stringify(error.name)} (names compare ignoring case, runs of white space and typographic quotes).`, {
        errors: [{ path: 'name', message: 'is taken' }],
        takenBy: { id: error.takenBy },
      });
    case 'AliasNameTaken':
      return problem(409, 'name_taken', 'Name taken', `${JSON.stringify(error.name)} is already the ${error.takenBy.as} of the alias ${JSON.stringify(error.takenBy.name)}; names and synonyms of all aliases share one namespace.`, {
        takenBy: error.takenBy,
      });
    case 'AliasInUse':
      return problem(409, 'alias_in_use', 'Alias in use', `The alias ${JSON.stringify(error.name)} is used by ${describeUsage(error.usage)}; send ?force=true to go ahead anyway.`, { usage: error.usage });
    case 'RuleInUse':
      return problem(409, 'rule_in_use', 'Rule in use', `The rule ${JSON.stringify(error.name)} is used by ${describeUsage(error.usage)}; send ?force=true to go ahead anyway.`, { usage: error.usage });
    case 'SnippetInUse':
      return problem(409, 'snippet_in_use', 'Snippet in use', `The snippet ${JSON.stringify(error.name)} is used by ${describeUsage(error.usage)}; send ?force=true to go ahead anyway.`, {
        usage: error.usage,
      });
    case 'FolderNotEmpty':
      return problem(409, 'folder_not_empty', 'Folder not empty', `The folder holds ${error.snippetCount} snippet(s) and ${error.folderCount} folder(s); empty it first.`, {
        snippetCount: error.snippetCount,
        folderCount: error.folderCount,
      });
    case 'FolderCycle':
      return problem(409, 'folder_cycle', 'Folder cycle', 'A folder cannot move under itself or one of its own subfolders.', {
        errors: [{ path: 'parentId', message: 'is the folder itself or one of its subfolders' }],
      });
    case 'UnknownAliases':
      return problem(422, 'unknown_aliases', 'Unknown aliases', `No alias is named ${error.names.map((name) => JSON.stringify(name)).join(', ')}; create the aliases first or fix the names.`, {
        unknownAliases: error.names,
      });
    case 'FormulaCycle':
      return problem(422, 'formula_cycle', 'Formula cycle', `Computed aliases would read each other in a circle: ${error.cycle.join(' → ')}.`, {
        errors: [{ path: 'formula', message: `leads back to itself: ${error.cycle.join(' → ')}` }],
        cycle: error.cycle,
      });
    case 'RepeatOverNotAList':
      return problem(422, 'repeat_over_not_a_list', 'Not a list alias', `A repeat rule repeats over a list alias; ${JSON.stringify(error.name)} is a ${error.type} alias.`, {
        errors: [{ path: 'repeatOver', message: `must name a list alias, not a ${error.type} alias` }],
      });
    case 'SnippetCycle':
      return problem(422, 'snippet_cycle', 'Snippet cycle', `Snippets would include each other in a circle: ${error.cycle.join(' > ')}.`, { cycle: error.cycle });
    case 'DocumentInvalid':
      return problem(422, 'template_invalid', 'Template invalid', `The document has ${error.diagnostics.length} error(s) and ${error.warnings.length} warning(s); see diagnostics.`, {
        diagnostics: [...error.diagnostics, ...error.warnings],
      });
    case 'ExpressionInvalid':
      return expressionProblem(error);
    case 'DocumentRefused':
      return problem(refusalStatus(error.code), error.code, 'Document refused', error.message, error.entry === undefined ? {} : { entry: error.entry });
    case 'PdfRefused':
      return problem(pdfRefusalStatus(error.code), error.code, 'PDF refused', error.message);
    case 'CertificateRefused':
      return problem(422, error.code, 'Certificate refused', error.message, { errors: [{ path: error.code === 'certificate_passphrase_wrong' ? 'passphrase' : 'file', message: error.message }] });
    case 'TooComplex':
      return tooComplexProblem(error);
    case 'GenerationFailed':
      return generationProblem(error);
  }
};

/** The status of a refused document: 415 when it is no .docx we take (no zip, macros), 413 when it is too large, 422 otherwise. */
export const refusalStatus = (code: DocumentRefused['code']): number => (code === 'not_a_zip' || code === 'macro_enabled' ? 415 : code === 'too_large' ? 413 : 422);

/** The status of a refused PDF: 413 when it is too large, 422 otherwise (no PDF, encrypted, XFA-only, past a limit, damaged). */
export const pdfRefusalStatus = (code: PdfRefused['code']): number => (code === 'pdf_too_large' ? 413 : 422);

/** Where the expression fails: the character position in the text form, the path in the JSON form (`expression`/`condition` of a rule, `formula`/`calculation` of an alias). */
const expressionProblem = (error: ExpressionInvalid): Problem => {
  const [textField, jsonField] = error.of === 'formula' ? ['formula', 'calculation'] : ['expression', 'condition'];
  const path = error.form === 'text' ? textField : fieldPath(error.path ?? '', jsonField);
  return problem(422, 'expression_invalid', 'Expression invalid', error.message, {
    errors: [{ path, message: error.message }],
    ...(error.position === undefined ? {} : { position: error.position }),
    ...(error.expected === undefined ? {} : { expected: error.expected }),
    ...(error.found === undefined ? {} : { found: error.found }),
  });
};

const unauthenticatedDetail = {
  missing: 'Send an API key as "Authorization: Bearer <key>" or "X-Api-Key: <key>".',
  no_bearer_scheme: 'The Authorization header has no "Bearer" scheme: send "Authorization: Bearer <key>" (or "X-Api-Key: <key>").',
  malformed: 'The API key is malformed.',
  unknown: 'The API key is not valid.',
  inactive: 'The API key is deactivated.',
  expired: 'The API key has expired.',
  session_unknown: 'The session cookie is not valid: sign in again.',
  session_ended: 'The session has ended (8 hours without use, 7 days after sign-in, or sign-out): sign in again.',
} as const;
