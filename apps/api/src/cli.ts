/**
 * The `lug` command (cli/program.ts) on this process's arguments, environment and streams.
 */
import { runLug } from './cli/program';

const code = await runLug(process.argv.slice(2), {
  env: process.env,
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
});
// A success ends when its output is written; a failure ends at once with its code.
if (code !== 0) process.exit(code);
