/**
 * The organiser's command line: `npm run cli -- --help`. It works on the server's own database,
 * configured the same way (DATABASE_URL, or the embedded database in DATA_DIR).
 */
import { processInput } from "./prompt.ts";
import { runCli } from "./run-cli.ts";

process.exitCode = await runCli(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  env: process.env,
  input: processInput,
});
