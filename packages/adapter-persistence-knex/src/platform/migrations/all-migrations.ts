import { m0001Identity } from './m0001-identity';
import { m0002Library } from './m0002-library';
import { m0003LibraryRevision } from './m0003-library-revision';
import { m0004RateLimits } from './m0004-rate-limits';
import { m0005AliasFormulas } from './m0005-alias-formulas';
import { m0006AnswerSets } from './m0006-answer-sets';
import { m0007Jobs } from './m0007-jobs';
import { m0008Webhooks } from './m0008-webhooks';
import { m0009NameKeys } from './m0009-name-keys';
import { m0010Roles } from './m0010-roles';
import { m0011AuditEvents } from './m0011-audit-events';
import { m0015Sessions } from './m0015-sessions';
import { m0020SigningCertificates } from './m0020-signing-certificates';
import { m0030SnippetVersions } from './m0030-snippet-versions';
import { m0040KeyRevision } from './m0040-key-revision';
import type { QuireMigration } from './quire-migration';

/** Every migration, in the order they apply. Append; never reorder, rename or edit a released one. */
export const allMigrations: ReadonlyArray<QuireMigration> = [m0001Identity, m0002Library, m0003LibraryRevision, m0004RateLimits, m0005AliasFormulas, m0006AnswerSets, m0007Jobs, m0008Webhooks, m0009NameKeys, m0040KeyRevision, m0010Roles, m0030SnippetVersions, m0020SigningCertificates, m0015Sessions, m0011AuditEvents];
