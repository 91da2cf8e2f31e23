import { CliError } from "./cli-error.ts";

/** Where a password comes from: a terminal to prompt at, or standard input piped in. */
export type PasswordInput = {
  isTTY: boolean;
  /** Everything on standard input (its first line is the password). */
  readAll: () => Promise<string>;
  /** Asks at the terminal without echo. */
  promptHidden: (question: string) => Promise<string>;
};

/** What a command writes to, and where it reads a password (the process's standard input when not given). */
export type Output = { out: (line: string) => void; input?: PasswordInput };

/** The process's own standard input. */
export const processInput: PasswordInput = {
  get isTTY() {
    return Boolean(process.stdin.isTTY);
  },
  readAll: readAllStdin,
  promptHidden,
};

/**
 * A password for a command. At a terminal it is typed twice without echo; otherwise (a pipe, a script)
 * it is the first line of standard input. It is never a command-line argument, which would stay in the
 * shell history and show in the process list.
 */
export async function readNewPassword(
  check: (password: string) => string | null | Promise<string | null>,
  input: PasswordInput = processInput,
): Promise<string> {
  if (!input.isTTY) {
    const password = (await input.readAll()).split(/\r?\n/)[0] ?? "";
    if (!password) throw new CliError("No password on standard input. Type one at a prompt, pipe one in, or use --generate-password.");
    const problem = await check(password);
    if (problem) throw new CliError(problem);
    return password;
  }
  const password = await input.promptHidden("New password: ");
  const problem = await check(password);
  if (problem) throw new CliError(problem);
  if ((await input.promptHidden("Repeat the password: ")) !== password)
    throw new CliError("The two passwords differ; nothing was changed.");
  return password;
}

async function readAllStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString("utf8");
}

function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding("utf8");
  stdin.resume();
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = (error?: Error) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n" || ch === "\u0004") return finish();
        if (ch === "\u0003") return finish(new CliError("Cancelled; nothing was changed."));
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on("data", onData);
  });
}
