import type { Composition } from '@quire/server/composition/compose';

/** What a command may print: `out` is the result (stdout), meant for scripts. */
export type CommandIo = { readonly out: (line: string) => void };

export type OptionSpec = { type: 'string' | 'boolean'; required?: boolean; short?: string };

/** A command on the configured store (the server's composition: database, blobs, key pepper). */
export type CliCommand = {
  readonly kind?: 'store';
  /** e.g. `tenants create` */
  readonly name: string;
  readonly usage: string;
  readonly options: Readonly<Record<string, OptionSpec>>;
  readonly run: (app: Pick<Composition, 'ports' | 'useCases'>, values: Readonly<Record<string, string | boolean | undefined>>, io: CommandIo) => Promise<void>;
};

/** What a command without a store may print: `err` carries diagnostics and warnings (stderr). */
export type EngineIo = CommandIo & { readonly err: (line: string) => void };

/**
 * A command that needs no store, no configuration and no key (ADR 0061): the engine on files.
 * Answers its exit code: 0 done, 1 the template or the data has a problem (printed), 2 usage.
 */
export type EngineCommand = {
  readonly kind: 'engine';
  /** e.g. `render` */
  readonly name: string;
  readonly usage: string;
  readonly options: Readonly<Record<string, OptionSpec>>;
  /** How many file arguments it takes. */
  readonly positionals: number;
  readonly run: (values: Readonly<Record<string, string | boolean | undefined>>, files: ReadonlyArray<string>, io: EngineIo) => Promise<number>;
};

/** A failure to report to the operator in one line, with a non-zero exit. */
export class CommandFailed extends Error {}

/** Wrong arguments: the usage is printed, exit 2. */
export class UsageError extends Error {}
