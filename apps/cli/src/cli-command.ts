import type { Container } from 'inversify';

/** What a command may print: `out` is the result (stdout), meant for scripts. */
export type CommandIo = { readonly out: (line: string) => void };

export type CliCommand = {
  /** e.g. `tenants create` */
  readonly name: string;
  readonly usage: string;
  readonly options: Readonly<Record<string, { type: 'string' | 'boolean'; required?: boolean }>>;
  readonly run: (container: Container, values: Readonly<Record<string, string | boolean | undefined>>, io: CommandIo) => Promise<void>;
};

/** A failure to report to the operator in one line, with a non-zero exit. */
export class CommandFailed extends Error {}
