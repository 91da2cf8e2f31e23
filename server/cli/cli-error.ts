/** A failure the CLI reports as one line, without a stack trace. */
export class CliError extends Error {
  readonly exitCode: number;

  constructor(message: string, exitCode = 1) {
    super(message);
    this.name = "CliError";
    this.exitCode = exitCode;
  }
}

/** A wrong command line: exit code 2, like most Unix tools. */
export const usageError = (message: string) => new CliError(`${message}\nRun \`npm run cli -- --help\` for usage.`, 2);
