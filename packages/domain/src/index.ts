/**
 * The public entry point of `@quire/domain` (what the built package exports, ADR 0060): Quire's
 * entities, value objects and invariants — accounts (tenants, users, API keys) and the library
 * (aliases, rules, snippets, snippet folders, form templates). Pure: no clock, no I/O.
 */
export * from './accounts/api-key-secret';
export * from './audit/audit-event';
export * from './accounts/api-key';
export * from './accounts/role';
export * from './accounts/tenant';
export * from './accounts/user';
export * from './ids';
export * from './library/aliases/alias-formula';
export * from './library/aliases/alias-names';
export * from './library/aliases/alias-usage';
export * from './library/aliases/alias';
export * from './library/form-templates/form-template';
export * from './library/form-templates/template-analysis';
export * from './library/library-entity';
export * from './library/library-error';
export * from './library/library-errors';
export * from './library/library-ids';
export * from './library/library-names';
export * from './library/library-references';
export * from './library/library-tags';
export * from './library/library-text';
export * from './library/library-usage';
export * from './library/library-validation';
export * from './library/rules/conditional-rule-references';
export * from './library/rules/conditional-rule-usage';
export * from './library/rules/conditional-rule';
export * from './library/rules/rule-expression';
export * from './library/snippet-folders/snippet-folder-deletion';
export * from './library/snippet-folders/snippet-folder-move';
export * from './library/snippet-folders/snippet-folder-update';
export * from './library/snippet-folders/snippet-folder';
export * from './library/snippets/snippet-cycle';
export * from './library/snippets/snippet-fields';
export * from './library/snippets/snippet-usage';
export * from './library/snippets/snippet';
export * from './library/stored-file';
export * from './names';
export * from './sessions/session';
export * from './token-bucket';
