import { runCli } from './run-cli';

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
