import { aliasId, conditionalRuleId, snippetFolderId, snippetId, formTemplateId } from '@quire/domain/library/library-ids';
import type { Usage } from '@quire/domain/library/library-usage';
import type { HttpError } from './http-error';

const usage: Usage = {
  templates: [{ id: formTemplateId('t1'), name: 'Lease', via: ['ClientName'] }],
  snippets: [],
  rules: [{ id: conditionalRuleId('r1'), name: 'adult', via: ['client_name'] }],
  formulas: [{ id: aliasId('a2'), name: 'total', via: ['client_name'] }],
};
import { problemFromError } from './problem-from-error';

const cases: ReadonlyArray<[HttpError, number, string]> = [
  [{ _tag: 'NotFound', resource: 'ApiKey', id: 'k1' }, 404, 'not_found'],
  [{ _tag: 'Unauthenticated', reason: 'inactive' }, 401, 'unauthenticated'],
  [{ _tag: 'Forbidden', reason: 'not_a_member' }, 403, 'forbidden'],
  [{ _tag: 'Forbidden', reason: 'role', needed: 'author', acting: 'drafter' }, 403, 'forbidden'],
  [{ _tag: 'Validation', errors: [{ path: 'name', message: 'is required' }] }, 422, 'validation_failed'],
  [{ _tag: 'Conflict', code: 'email_taken', detail: 'taken' }, 409, 'email_taken'],
  [{ _tag: 'VersionMismatch', resource: 'ApiKey', id: 'k1', current: 4 }, 412, 'version_mismatch'],
  [{ _tag: 'StorageError', operation: 'apiKeys.insert', kind: 'failed', cause: new Error('ER_DUP_ENTRY at /srv/db') }, 500, 'internal_error'],
  [{ _tag: 'MalformedJson' }, 400, 'malformed_json'],
  [{ _tag: 'PayloadTooLarge', limitBytes: 10 }, 413, 'payload_too_large'],
  [{ _tag: 'UnsupportedMediaType', expected: 'application/json' }, 415, 'unsupported_media_type'],
  [{ _tag: 'RouteNotFound' }, 404, 'route_not_found'],
  [{ _tag: 'MethodNotAllowed' }, 405, 'method_not_allowed'],
  [{ _tag: 'NotImplemented' }, 501, 'not_implemented'],
  [{ _tag: 'ClientFault', status: 431 }, 431, 'bad_request'],
  [{ _tag: 'NotReady', checks: { database: 'failing' } }, 503, 'not_ready'],
  [{ _tag: 'MalformedQuery', errors: [{ path: 'limit', message: 'must be 1 to 100' }] }, 400, 'malformed_query'],
  [{ _tag: 'InvalidCursor', cursor: 'x' }, 400, 'invalid_cursor'],
  [{ _tag: 'InvalidIdempotencyKey', maxLength: 255 }, 400, 'invalid_idempotency_key'],
  [{ _tag: 'IdempotencyKeyReused' }, 422, 'idempotency_key_reused'],
  [{ _tag: 'IdempotencyInProgress' }, 409, 'idempotency_in_progress'],
  [{ _tag: 'ReplayWithheld', reason: 'it held a secret.' }, 409, 'idempotency_replay_withheld'],
  [{ _tag: 'InvalidFields', problems: [{ _tag: 'InvalidSynonym', field: 'synonyms[2]', reason: 'must not contain "|"' }] }, 422, 'validation_failed'],
  [{ _tag: 'VersionMismatch', resource: 'Alias', id: 'a1', expected: [1], current: 2 }, 412, 'version_mismatch'],
  [{ _tag: 'NameTaken', resource: 'ConditionalRule', name: 'adult', takenBy: 'r1' }, 409, 'name_taken'],
  [{ _tag: 'AliasNameTaken', name: 'ClientName', takenBy: { id: aliasId('a1'), name: 'client_name', as: 'synonym' } }, 409, 'name_taken'],
  [{ _tag: 'AliasInUse', id: aliasId('a1'), name: 'client_name', usage }, 409, 'alias_in_use'],
  [{ _tag: 'RuleInUse', id: conditionalRuleId('r1'), name: 'adult', usage }, 409, 'rule_in_use'],
  [{ _tag: 'SnippetInUse', id: snippetId('s1'), name: 'Clause', usage }, 409, 'snippet_in_use'],
  [{ _tag: 'FolderNotEmpty', id: snippetFolderId('f1'), snippetCount: 3, folderCount: 1 }, 409, 'folder_not_empty'],
  [{ _tag: 'FolderCycle', id: snippetFolderId('f1'), parentId: snippetFolderId('f2') }, 409, 'folder_cycle'],
  [{ _tag: 'UnknownAliases', names: ['age', 'spouse'] }, 422, 'unknown_aliases'],
  [{ _tag: 'RepeatOverNotAList', name: 'client_name', type: 'text' }, 422, 'repeat_over_not_a_list'],
  [{ _tag: 'SnippetCycle', cycle: ['A', 'B', 'A'] }, 422, 'snippet_cycle'],
  [{ _tag: 'FormulaCycle', cycle: ['a', 'b', 'a'] }, 422, 'formula_cycle'],
  [{ _tag: 'DocumentInvalid', diagnostics: [{ severity: 'error', code: 'unbalanced_block', message: 'no {{/if}}', part: 'word/document.xml', paragraph: 3, excerpt: '{{#if x}}' }], warnings: [] }, 422, 'template_invalid'],
  [{ _tag: 'ExpressionInvalid', form: 'text', message: 'expected a value', position: 7, expected: 'a value', found: 'end' }, 422, 'expression_invalid'],
  [{ _tag: 'DocumentRefused', code: 'not_a_zip', message: 'not a zip' }, 415, 'not_a_zip'],
  [{ _tag: 'DocumentRefused', code: 'macro_enabled', message: 'macros' }, 415, 'macro_enabled'],
  [{ _tag: 'DocumentRefused', code: 'too_large', message: 'too large' }, 413, 'too_large'],
  [{ _tag: 'DocumentRefused', code: 'doctype_forbidden', message: 'DOCTYPE', entry: 'word/document.xml' }, 422, 'doctype_forbidden'],
  [{ _tag: 'TooComplex', code: 'too_complex', limit: 'time', message: 'The analysis took longer than 10 s and was stopped.' }, 422, 'too_complex'],
  [{ _tag: 'GenerationFailed', failure: { _tag: 'TooComplex', code: 'too_complex', limit: 'memory', message: 'The document needed more than 512 MiB.' } }, 422, 'too_complex'],
  [{ _tag: 'GenerationFailed', failure: { code: 'not_a_list', message: 'rows is not a list', name: 'rows', part: 'word/document.xml', paragraph: 2 } }, 422, 'not_a_list'],
  [{ _tag: 'GenerationFailed', failure: { code: 'output_too_large', limit: 1000 } }, 422, 'output_too_large'],
  [{ _tag: 'GenerationFailed', failure: { code: 'merge_failed', message: 'not a .docx' } }, 422, 'merge_failed'],
  [{ _tag: 'DocumentRefused', code: 'malformed_xml', message: 'not well-formed (line 1, column 9)', entry: 'word/document.xml' }, 422, 'malformed_xml'],
  [{ _tag: 'DocumentRefused', code: 'too_deeply_nested_controls', message: 'nests content controls more than 64 deep', entry: 'word/document.xml' }, 422, 'too_deeply_nested_controls'],
  [{ _tag: 'DocumentRefused', code: 'inconsistent_zip', message: 'records disagree' }, 422, 'inconsistent_zip'],
];

describe('problemFromError', () => {
  it.each(cases)('maps %j to %i %s', (error, status, code) => {
    const problem = problemFromError(error);
    expect(problem).toMatchObject({ status, code, type: `urn:quire:problem:${code}` });
    expect(problem.title).not.toBe('');
    expect(problem.detail).not.toBe('');
    expect(problem.code).toMatch(/^[a-z][a-z0-9_]*$/);
  });

  it('names the role a route needs, who else may, and the role the key acts with', () => {
    expect(problemFromError({ _tag: 'Forbidden', reason: 'role', needed: 'author', acting: 'drafter' })).toMatchObject({
      detail: 'This needs the role author (or owner); the key acts as drafter.',
      roleNeeded: 'author',
      role: 'drafter',
    });
    expect(problemFromError({ _tag: 'Forbidden', reason: 'role', needed: 'owner', acting: null })).toMatchObject({
      detail: 'This needs the role owner; the key acts as a reader of the library only.',
      roleNeeded: 'owner',
      role: null,
    });
  });

  it("answers the engine's refusal with its place, and nothing of the engine's own fields", () => {
    const refusal = { code: 'filter_failed', message: 'upper cannot format a list', name: 'rows', filter: 'upper', part: 'word/document.xml', paragraph: 4 } as const;
    const answered = problemFromError({ _tag: 'GenerationFailed', failure: refusal, template: { id: 't1', name: 'Lease' } });
    expect(answered).toMatchObject({ status: 422, code: 'filter_failed', detail: refusal.message, name: 'rows', part: 'word/document.xml', paragraph: 4, template: { id: 't1', name: 'Lease' } });
    expect(answered).not.toHaveProperty('filter');
  });

  it('never carries the cause of a storage failure', () => {
    expect(JSON.stringify(problemFromError(cases[6]?.[0] as HttpError))).not.toMatch(/ER_DUP|\/srv/);
  });

  it('carries the field errors of a validation failure', () => {
    expect(problemFromError({ _tag: 'Validation', errors: [{ path: 'name', message: 'is required' }] }).errors).toEqual([{ path: 'name', message: 'is required' }]);
  });

  it('names the users of something in use, in the detail and as `usage`', () => {
    const answer = problemFromError({ _tag: 'AliasInUse', id: aliasId('a1'), name: 'client_name', usage });
    expect(answer.detail).toContain('1 template ("Lease"), 1 rule ("adult"), 1 formula ("total")');
    expect(answer['usage']).toEqual(usage);
  });

  it('writes domain field paths as dotted paths', () => {
    const answer = problemFromError({ _tag: 'InvalidFields', problems: [{ _tag: 'InvalidSynonym', field: 'synonyms[2]', reason: 'too long' }] });
    expect(answer.errors).toEqual([{ path: 'synonyms.2', message: 'too long' }]);
  });

  it('locates expression errors: the position in the text, the path in the JSON condition', () => {
    expect(problemFromError({ _tag: 'ExpressionInvalid', form: 'text', message: 'expected a value', position: 7, expected: 'a value', found: 'end' })).toMatchObject({
      position: 7,
      expected: 'a value',
      found: 'end',
      errors: [{ path: 'expression', message: 'expected a value' }],
    });
    const json = problemFromError({ _tag: 'ExpressionInvalid', form: 'json', message: 'unknown op', path: '$.all[1].op' });
    expect(json.errors).toEqual([{ path: 'condition.all.1.op', message: 'unknown op' }]);
    expect(json).not.toHaveProperty('position');
  });

  it('locates a formula’s errors in `formula` (text) or `calculation` (JSON)', () => {
    expect(problemFromError({ _tag: 'ExpressionInvalid', of: 'formula', form: 'text', message: 'expected a value', position: 4, expected: 'a value', found: 'end' })).toMatchObject({
      position: 4,
      errors: [{ path: 'formula', message: 'expected a value' }],
    });
    expect(problemFromError({ _tag: 'ExpressionInvalid', of: 'formula', form: 'json', message: 'unknown function', path: '$.call' }).errors).toEqual([
      { path: 'calculation.call', message: 'unknown function' },
    ]);
  });

  it('names a cycle of formulas', () => {
    expect(problemFromError({ _tag: 'FormulaCycle', cycle: ['subtotal', 'total', 'subtotal'] })).toMatchObject({
      detail: 'Computed aliases would read each other in a circle: subtotal → total → subtotal.',
      cycle: ['subtotal', 'total', 'subtotal'],
      errors: [{ path: 'formula', message: 'leads back to itself: subtotal → total → subtotal' }],
    });
  });

  it('gives the counts of a folder that is not empty', () => {
    expect(problemFromError({ _tag: 'FolderNotEmpty', id: snippetFolderId('f1'), snippetCount: 3, folderCount: 1 })).toMatchObject({ snippetCount: 3, folderCount: 1 });
  });
});
