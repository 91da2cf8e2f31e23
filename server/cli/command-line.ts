/**
 * What the CLI's command groups (affiliate, staff) share: reading one command's options, the new
 * password a command sets, and printing a list as a table or JSON.
 */
import { type ParseArgsConfig, parseArgs } from "node:util";
import type { Db } from "#db/client.ts";
import { generatePassword } from "../services/identity/passwords.ts";
import { usageError } from "./cli-error.ts";
import { type Output, readNewPassword } from "./prompt.ts";

/** A command's work with the database, answered once its command line is checked. */
export type Work = (db: Db) => Promise<void>;

/** One command of a group: checks its own arguments (before the database is opened) and answers its work. */
export type Command = (args: string[], io: Output, name: string) => Work;

/** Runs the group's command named first in `args`; `missing` is the message when none is named. */
export function prepareGroupCommand(group: string, commands: Record<string, Command>, args: string[], io: Output, missing: string): Work {
  const [name, ...rest] = args;
  const command = name !== undefined && Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) throw usageError(name ? `Unknown ${group} command: ${name}` : missing);
  return command(rest, io, name as string);
}

type Options = NonNullable<ParseArgsConfig["options"]>;

/**
 * A parser for one group's options: strict, with `positionals` names after the command (0 or 1);
 * `nameMissing` is the message when the one name is missing.
 */
export function optionsParser(nameMissing: string) {
  return function parse<const T extends Options>(args: string[], options: T, positionals: number) {
    const parsed = (() => {
      try {
        return parseArgs({ args, options, allowPositionals: true, strict: true });
      } catch (error) {
        throw usageError((error as Error).message);
      }
    })();
    if (parsed.positionals.length !== positionals) {
      throw usageError(positionals === 0 ? `Unexpected argument: ${parsed.positionals[0]}` : nameMissing);
    }
    return parsed;
  };
}

/**
 * The password a command sets: generated (and shown once, after the change is made, to be given to
 * `recipient`) or typed at the prompt and checked with `check`.
 */
export async function newPassword(
  options: { generate: boolean | undefined; recipient: string; check: (password: string) => string | null | Promise<string | null> },
  io: Output,
): Promise<{ password: string; show: () => void }> {
  if (options.generate) {
    const password = generatePassword();
    return { password, show: () => io.out(`Password (shown only now; give it to ${options.recipient} privately): ${password}`) };
  }
  return { password: await readNewPassword(options.check, io.input), show: () => undefined };
}

export type Column<T> = { title: string; cell: (row: T) => string; alignRight?: boolean };

/** A list command's output: the rows as JSON with --json, `empty` when there are none, else a table. */
export function printList<T>(io: Output, rows: T[], options: { json: boolean | undefined; empty: string; columns: Column<T>[] }) {
  if (options.json) return io.out(JSON.stringify(rows, null, 2));
  if (rows.length === 0) return io.out(options.empty);
  io.out(
    table(
      options.columns,
      rows.map((row) => options.columns.map((column) => column.cell(row))),
    ),
  );
}

function table(columns: Column<never>[], rows: string[][]): string {
  const header = columns.map((column) => column.title);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (columns[i]?.alignRight ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  return [line(header), ...rows.map(line)].join("\n");
}
