import * as E from 'fp-ts/Either';
import { parseArgs } from 'node:util';
import { type CliCommand, CommandFailed, type CommandIo, type EngineCommand, UsageError } from './cli-command';
import { commands } from './commands';
import { EXIT } from './exit-codes';

export type CliIo = CommandIo & { readonly err: (line: string) => void };


const usage = (): string =>
  [
    'Usage:',
    ...commands.map((c) => `  ${c.usage}`),
    '  quire worker   (works jobs until SIGTERM/SIGINT: from Redis with REDIS_URL, else from the database)',
    '',
    '`render` and `analyse` work on files alone: no server, database or key. The other commands work on the',
    "server's store, configured by the same environment as the server (DATA_DIR, DATABASE_URL, KEY_PEPPER, ...).",
    'Exit codes: 0 done, 1 failed (the reason is printed), 2 wrong arguments, 78 invalid configuration.',
  ].join('\n');

const HELP = new Set(['--help', '-h', 'help']);

const findCommand = (args: ReadonlyArray<string>): CliCommand | EngineCommand | undefined =>
  commands.find((c) => c.name === args.slice(0, c.name.split(' ').length).join(' '));

type Values = Record<string, string | boolean | undefined>;

/** Runs one command; answers the process exit code. */
export const runCli = async (args: ReadonlyArray<string>, env: Readonly<Record<string, string | undefined>>, cwd: string, io: CliIo): Promise<number> => {
  if (args[0] === 'worker' && args.length === 1) return runWorker(env, cwd, io);
  if (args.length === 0 || (args[0] !== undefined && HELP.has(args[0]))) {
    io.out(usage());
    return EXIT.ok;
  }
  const command = findCommand(args);
  if (command === undefined) {
    io.err(`quire: unknown command "${args.slice(0, 2).join(' ')}"\n${usage()}`);
    return EXIT.usage;
  }
  const rest = args.slice(command.name.split(' ').length);
  if (rest.some((arg) => arg === '--help' || arg === '-h')) {
    io.out(`Usage: ${command.usage}`);
    return EXIT.ok;
  }
  let values: Values;
  let positionals: string[];
  try {
    const options = { ...command.options };
    ({ values, positionals } = parseArgs({ args: rest as string[], options, strict: true, allowPositionals: command.kind === 'engine' }));
  } catch (error) {
    io.err(`${(error as Error).message}\nUsage: ${command.usage}`);
    return EXIT.usage;
  }
  const missing = Object.entries(command.options).filter(([name, option]) => option.required && values[name] === undefined);
  if (missing.length > 0) {
    io.err(`missing ${missing.map(([name]) => `--${name}`).join(', ')}\nUsage: ${command.usage}`);
    return EXIT.usage;
  }
  if (command.kind === 'engine') return runEngineCommand(command, values, positionals, io);

  // The store's composition is loaded only by the commands that use it: `render`, `analyse` and
  // `--help` start without the database drivers, the HTTP adapter and the rest.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { readConfig } = require('@quire/server/config') as typeof import('@quire/server/config');
  const { compose } = require('@quire/server/composition/compose') as typeof import('@quire/server/composition/compose');
  const { createLogger } = require('@quire/server/logger') as typeof import('@quire/server/logger');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const config = readConfig(env, cwd);
  if (E.isLeft(config)) {
    io.err(`Invalid configuration: ${config.left.message} (setting ${config.left.setting})`);
    return EXIT.config;
  }
  const composition = await compose(config.right, createLogger({ logLevel: 'silent' }));
  try {
    await command.run(composition, values, io);
    return EXIT.ok;
  } catch (error) {
    if (error instanceof CommandFailed) {
      io.err(`quire ${command.name}: ${error.message}`);
      return EXIT.failed;
    }
    if (error instanceof UsageError) {
      io.err(`quire ${command.name}: ${error.message}\nUsage: ${command.usage}`);
      return EXIT.usage;
    }
    throw error;
  } finally {
    await composition.close();
  }
};

/** `quire worker`: works jobs until SIGTERM or SIGINT, then lets the tasks in hand finish (ADR 0053). */
const runWorker = async (env: Readonly<Record<string, string | undefined>>, cwd: string, io: CliIo): Promise<number> => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { readConfig } = require('@quire/server/config') as typeof import('@quire/server/config');
  const { createLogger } = require('@quire/server/logger') as typeof import('@quire/server/logger');
  const { startWorker } = require('@quire/server/jobs/start-worker') as typeof import('@quire/server/jobs/start-worker');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const config = readConfig(env, cwd);
  if (E.isLeft(config)) {
    io.err(`Invalid configuration: ${config.left.message} (setting ${config.left.setting})`);
    return EXIT.config;
  }
  const worker = await startWorker(config.right, createLogger(config.right));
  await new Promise<void>((resolve) => {
    process.once('SIGTERM', () => resolve());
    process.once('SIGINT', () => resolve());
  });
  await worker.stop();
  return EXIT.ok;
};

const runEngineCommand = async (command: EngineCommand, values: Values, positionals: ReadonlyArray<string>, io: CliIo): Promise<number> => {
  if (positionals.length !== command.positionals) {
    io.err(`quire ${command.name}: expected ${command.positionals} file argument(s), got ${positionals.length}\nUsage: ${command.usage}`);
    return EXIT.usage;
  }
  try {
    return await command.run(values, positionals, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`quire ${command.name}: ${error.message}\nUsage: ${command.usage}`);
      return EXIT.usage;
    }
    if (error instanceof CommandFailed) {
      io.err(`quire ${command.name}: ${error.message}`);
      return EXIT.failed;
    }
    throw error;
  }
};
