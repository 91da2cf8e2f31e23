import { describe, expect, it } from "vitest";
import { CliError } from "#server/cli/cli-error.ts";
import { type Command, optionsParser, prepareGroupCommand, printList } from "#server/cli/command-line.ts";

/** The lines a command printed. */
function output() {
  const lines: string[] = [];
  return { lines, io: { out: (line: string) => lines.push(line) } };
}

const usageErrorOf = (run: () => unknown): CliError => {
  try {
    run();
  } catch (error) {
    if (error instanceof CliError) return error;
    throw error;
  }
  throw new Error("no usage error");
};

describe("the CLI's command groups (server/cli/command-line.ts)", () => {
  const list: Command = () => async () => undefined;

  it("runs the named command, and refuses an unknown or missing one with exit code 2", () => {
    const { io } = output();
    expect(typeof prepareGroupCommand("staff", { list }, ["list"], io, "Which staff command?")).toBe("function");
    const unknown = usageErrorOf(() => prepareGroupCommand("staff", { list }, ["promote"], io, "Which staff command?"));
    expect(unknown.exitCode).toBe(2);
    expect(unknown.message).toMatch(/^Unknown staff command: promote\n/);
    // A name an object has by inheritance is not a command.
    expect(usageErrorOf(() => prepareGroupCommand("staff", { list }, ["toString"], io, "?")).message).toMatch(
      /^Unknown staff command: toString/,
    );
    expect(usageErrorOf(() => prepareGroupCommand("staff", { list }, [], io, "Which staff command?")).message).toMatch(
      /^Which staff command\?/,
    );
  });

  it("parses options strictly and counts the names after the command", () => {
    const parse = optionsParser("Name the staff account by e-mail.");
    expect(parse(["a@example.in", "--json"], { json: { type: "boolean" } }, 1).values.json).toBe(true);
    expect(usageErrorOf(() => parse([], {}, 1)).message).toMatch(/^Name the staff account by e-mail\./);
    expect(usageErrorOf(() => parse(["extra"], {}, 0)).message).toMatch(/^Unexpected argument: extra/);
    expect(usageErrorOf(() => parse(["--password", "x"], {}, 0)).message).toMatch(/Unknown option '--password'/);
  });

  it("prints a list as JSON, as its empty message, or as a table with right-aligned number columns", () => {
    const rows = [
      { code: "ASHA2026", count: 3 },
      { code: "RAVI", count: 12 },
    ];
    const columns = [
      { title: "CODE", cell: (r: (typeof rows)[number]) => r.code },
      { title: "REFERRALS", cell: (r: (typeof rows)[number]) => String(r.count), alignRight: true },
    ];
    const table = output();
    printList(table.io, rows, { json: false, empty: "None yet.", columns });
    expect(table.lines[0]?.split("\n")).toEqual(["CODE      REFERRALS", "ASHA2026          3", "RAVI             12"]);
    const json = output();
    printList(json.io, rows, { json: true, empty: "None yet.", columns });
    expect(JSON.parse(json.lines[0] ?? "")).toEqual(rows);
    const empty = output();
    printList(empty.io, [], { json: false, empty: "None yet.", columns });
    expect(empty.lines).toEqual(["None yet."]);
  });
});
