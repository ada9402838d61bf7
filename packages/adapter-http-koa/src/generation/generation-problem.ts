import type { GenerationFailed } from '@quire/application/generation-failure';
import { type Problem, problem } from '../platform/problems/problem';
import { tooComplexProblem } from '../platform/problems/too-complex-problem';

const list = (names: ReadonlyArray<string>): string => names.map((name) => JSON.stringify(name)).join(', ');

/**
 * The failures of a generation. Decisions (docs/generation.md#one-document): what the request or the
 * library must fix is 422; PDF without LibreOffice is 501 (what to install), a full converter 503
 * with Retry-After (set by the route), a conversion that times out or fails on this document 422.
 */
export const generationProblem = ({ failure, template }: GenerationFailed): Problem => {
  const extra = template === undefined ? {} : { template };
  switch (failure.code) {
    case 'data_invalid':
      return problem(422, 'data_invalid', 'Data invalid', `${failure.errors.length} value(s) of data do not fit their aliases; see errors (by alias path).`, { errors: failure.errors, ...extra });
    case 'missing_values':
      return problem(422, 'missing_values', 'Missing values', `These fields have no value: ${list(failure.names)} (options.missing is "error").`, {
        missing: failure.names,
        errors: failure.names.map((name) => ({ path: name, message: 'has no value' })),
        ...extra,
      });
    case 'snippet_missing':
      return problem(422, 'snippet_missing', 'Snippet missing', `The template includes snippet(s) no longer in the library: ${list(failure.names)}. Create them again or upload a new version of the template.`, {
        snippets: failure.names,
        ...extra,
      });
    case 'rule_missing':
      return problem(422, 'rule_missing', 'Rule missing', `The template uses conditional rule(s) no longer in the library: ${list(failure.names)}. Create them again or upload a new version of the template.`, {
        rules: failure.names,
        ...extra,
      });
    case 'template_invalid':
      return problem(422, 'template_invalid', 'Template invalid', `The template has ${failure.diagnostics.length} error(s) and cannot be filled; see diagnostics.`, { diagnostics: failure.diagnostics, ...extra });
    case 'too_many_iterations':
      return problem(422, 'too_many_iterations', 'Too many repeats', `The data makes the template repeat more than ${failure.limit} times in all.`, { limit: failure.limit, ...extra });
    case 'output_too_large':
      return problem(422, 'output_too_large', 'Output too large', `The completed document would be larger than ${failure.limit} bytes.`, { limit: failure.limit, ...extra });
    case 'too_deeply_nested_tables':
      return problem(422, 'too_deeply_nested_tables', 'Tables nested too deep', failure.message, { limit: failure.limit, ...extra });
    case 'data_too_deep':
      return problem(422, 'data_too_deep', 'Data nested too deep', failure.message, { limit: failure.limit, ...extra });
    case 'data_too_large':
      return problem(422, 'data_too_large', 'Data too large', failure.message, { limit: failure.limit, ...extra });
    case 'filter_failed':
    case 'not_a_list':
    case 'snippet_unavailable':
      return problem(422, failure.code, 'Generation failed', failure.message, { name: failure.name, part: failure.part, paragraph: failure.paragraph, ...extra });
    case 'too_complex':
      return tooComplexProblem(failure, extra);
    case 'generation_timeout':
      return problem(422, 'generation_timeout', 'Generation took too long', `The generation took longer than ${failure.timeoutMs} ms; send less data or fewer templates.`, extra);
    case 'merge_failed':
      return problem(422, 'merge_failed', 'Merge failed', failure.message, extra);
    case 'pdf_unavailable':
      return problem(501, 'pdf_unavailable', 'PDF output unavailable', failure.message, extra);
    case 'pdf_busy':
      return problem(503, 'pdf_busy', 'PDF converter busy', `Every PDF worker is busy; retry in ${failure.retryAfterSeconds} s.`, { retryAfterSeconds: failure.retryAfterSeconds, ...extra });
    case 'pdf_timeout':
      return problem(422, 'pdf_timeout', 'PDF conversion took too long', `Converting the document to PDF took longer than ${failure.timeoutMs} ms; the .docx format is available.`, extra);
    case 'pdf_failed':
      return problem(422, 'pdf_failed', 'PDF conversion failed', 'LibreOffice could not convert the completed document to PDF; the .docx format is available.', extra);
    case 'field_value_invalid':
      return problem(422, 'field_value_invalid', 'Field value invalid', failure.message, { field: failure.field, reason: failure.reason, errors: [{ path: failure.field, message: failure.message }], ...extra });
    case 'pdf_option_unsupported':
      return problem(422, 'pdf_option_unsupported', 'PDF option unsupported', failure.message, { option: failure.option, errors: [{ path: `pdf.${failure.option}`, message: failure.message }], ...extra });
    case 'certificate_missing':
    case 'certificate_unreadable':
    case 'certificate_expired':
    case 'certificate_not_yet_valid':
    case 'certificate_passphrase_wrong':
    case 'certificate_invalid':
      return problem(422, failure.code, 'PDF not sealed', failure.message, extra);
    case 'not_a_pdf':
    case 'pdf_encrypted':
    case 'xfa_not_supported':
    case 'pdf_too_large':
    case 'too_many_pages':
    case 'too_many_fields':
    case 'field_tree_too_deep':
    case 'stream_too_large':
    case 'pdf_damaged':
      return problem(422, failure.code, 'PDF refused', failure.message, extra);
  }
};
