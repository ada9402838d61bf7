import { runCli } from './run-cli';

// A reader that stops early (`quire … | head`) closes the pipe: stop quietly, as Unix tools do, not with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => process.exit(error.code === 'EPIPE' ? 0 : 1));

runCli(process.argv.slice(2), process.env, process.cwd(), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`quire: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
