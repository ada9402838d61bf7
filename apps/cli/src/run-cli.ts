import { compose } from '@quire/server/compose';
import { readConfig } from '@quire/server/config';
import { createLogger } from '@quire/server/logger';
import { startWorker } from '@quire/server/jobs/start-worker';
import * as E from 'fp-ts/Either';
import { parseArgs } from 'node:util';
import { type CliCommand, CommandFailed, type CommandIo } from './cli-command';
import { commands } from './commands';

export type CliIo = CommandIo & { readonly err: (line: string) => void };

const usage = (): string => ['Usage:', ...commands.map((c) => `  ${c.usage}`), '  quire worker   (works jobs until SIGTERM/SIGINT: from Redis with REDIS_URL, else from the database)', '', 'Configuration comes from the same environment as the server (DATA_DIR, DATABASE_URL, KEY_PEPPER, ...).'].join('\n');

const findCommand = (args: ReadonlyArray<string>): CliCommand | undefined => commands.find((c) => c.name === args.slice(0, 2).join(' '));

/** Runs one command against the configured store; answers the process exit code. */
export const runCli = async (args: ReadonlyArray<string>, env: Readonly<Record<string, string | undefined>>, cwd: string, io: CliIo): Promise<number> => {
  if (args[0] === 'worker' && args.length === 1) return runWorker(env, cwd, io);
  const command = findCommand(args);
  if (command === undefined) {
    io.err(usage());
    return 64;
  }
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({ args: args.slice(2) as string[], options: command.options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    io.err(`${(error as Error).message}\n${command.usage}`);
    return 64;
  }
  const missing = Object.entries(command.options).filter(([name, option]) => option.required && values[name] === undefined);
  if (missing.length > 0) {
    io.err(`missing ${missing.map(([name]) => `--${name}`).join(', ')}\n${command.usage}`);
    return 64;
  }
  const config = readConfig(env, cwd);
  if (E.isLeft(config)) {
    io.err(`Invalid configuration: ${config.left.message} (setting ${config.left.setting})`);
    return 78;
  }
  const composition = await compose(config.right, createLogger({ logLevel: 'silent' }));
  try {
    await command.run(composition.container, values, io);
    return 0;
  } catch (error) {
    if (error instanceof CommandFailed) {
      io.err(`quire ${command.name}: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await composition.close();
  }
};

/** `quire worker`: works jobs until SIGTERM or SIGINT, then lets the tasks in hand finish (ADR 0053). */
const runWorker = async (env: Readonly<Record<string, string | undefined>>, cwd: string, io: CliIo): Promise<number> => {
  const config = readConfig(env, cwd);
  if (E.isLeft(config)) {
    io.err(`Invalid configuration: ${config.left.message} (setting ${config.left.setting})`);
    return 78;
  }
  const worker = await startWorker(config.right, createLogger(config.right));
  await new Promise<void>((resolve) => {
    process.once('SIGTERM', () => resolve());
    process.once('SIGINT', () => resolve());
  });
  await worker.stop();
  return 0;
};
