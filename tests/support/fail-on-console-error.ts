import { afterAll, afterEach } from "vitest";

/**
 * Any console.error during a test fails it: an error someone logged and moved past is a bug the
 * assertions missed. A test that expects one spies on console.error itself (`vi.spyOn(console,
 * "error").mockImplementation(…)`), which replaces this recorder while the spy lasts.
 */
const recorder = Symbol.for("tests.consoleErrorRecorder");
type Recorder = { logged: string[] };
const global = globalThis as typeof globalThis & { [recorder]?: Recorder };

// Files of one worker share their modules (the api project does not isolate them): install once.
if (!global[recorder]) {
  const state: Recorder = { logged: [] };
  const original = console.error;
  console.error = (...args: unknown[]) => {
    state.logged.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(" "));
    original(...args);
  };
  global[recorder] = state;
}
const { logged } = global[recorder] as Recorder;

function failOnLoggedErrors(where: string) {
  if (logged.length === 0) return;
  const lines = logged.splice(0);
  throw new Error(`console.error was called ${where}:\n${lines.join("\n")}`);
}

afterEach(() => failOnLoggedErrors("during this test"));
afterAll(() => failOnLoggedErrors("after the last test of this file"));
