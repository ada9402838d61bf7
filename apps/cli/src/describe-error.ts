import type { AppError } from '@quire/application/app-error';

/** One line for an operator: what went wrong, without internals. */
export const describeError = (error: AppError): string => {
  switch (error._tag) {
    case 'NotFound':
      return `${error.resource} ${error.id} does not exist`;
    case 'Validation':
      return error.errors.map((e) => `${e.path}: ${e.message}`).join('; ');
    case 'Conflict':
      return `${error.code}: ${error.detail}`;
    case 'Forbidden':
      return error.reason === 'not_a_member' ? 'the user is not a member of that tenant' : `this needs the role ${error.needed}`;
    case 'Unauthenticated':
      return `not authenticated (${error.reason})`;
    case 'VersionMismatch':
      return `${error.resource} ${error.id} changed meanwhile (now version ${error.current})`;
    case 'StorageError':
      return `the store failed during ${error.operation}`;
    case 'ExpressionInvalid':
    case 'DocumentRefused':
    case 'PdfRefused':
    case 'CertificateRefused':
    case 'TooComplex':
      return error.message;
    case 'InvalidFields':
      return error.problems.map((p) => `${p.field}: ${p.reason}`).join('; ');
    case 'NameTaken':
    case 'AliasNameTaken':
      return `the name ${error.name} is taken`;
    case 'AliasInUse':
    case 'RuleInUse':
    case 'SnippetInUse':
      return `${error.name} is in use`;
    case 'UnknownAliases':
      return `unknown aliases: ${error.names.join(', ')}`;
    case 'FormulaCycle':
      return `formulas would read each other in a circle: ${error.cycle.join(' → ')}`;
    case 'RepeatOverNotAList':
    case 'FolderCycle':
    case 'FolderNotEmpty':
    case 'SnippetCycle':
    case 'DocumentInvalid':
      return `refused by the library's rules (${error._tag})`;
    case 'GenerationFailed':
      return `generation failed (${error.failure.code})`;
  }
};
