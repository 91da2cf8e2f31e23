// Every statement the app sends with parameters is the same text again and again (Drizzle builds it
// from the same code path), so PostgreSQL need not parse and plan it on every call: naming it makes
// each connection prepare it once and then only bind and execute it. A registration sends about 70
// statements; this is PostgreSQL's share of its CPU (docs/scale-out.md).

type QueryConfig = { text?: unknown; values?: unknown; name?: unknown };
type QueryingClient = { query: (...args: unknown[]) => unknown };
type PoolEvents = { on: (event: "connect", listener: (client: QueryingClient) => void) => unknown };

/** Distinct statements a process names at most; past it, statements go unnamed as before. */
export const MAX_NAMED_STATEMENTS = 2000;

/**
 * Names the pool's parameterised statements by their text. Statements without parameters keep the
 * simple protocol (a migration's file may hold several commands, which a prepared statement cannot).
 */
export function prepareRepeatedStatements(pool: PoolEvents, limit = MAX_NAMED_STATEMENTS): { named: () => number } {
  const names = new Map<string, string>();
  const nameFor = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= limit) return known;
    const name = `s${names.size + 1}`;
    names.set(text, name);
    return name;
  };
  pool.on("connect", (client) => {
    const query = client.query.bind(client);
    client.query = (config: unknown, ...rest: unknown[]) => {
      if (config && typeof config === "object") {
        const { text, name } = config as QueryConfig;
        // Drizzle passes the values beside the config; pg also takes them inside it.
        const values = (config as QueryConfig).values ?? rest[0];
        if (name === undefined && typeof text === "string" && Array.isArray(values) && values.length > 0) {
          const named = nameFor(text);
          if (named) return query({ ...(config as object), name: named }, ...rest);
        }
      }
      return query(config, ...rest);
    };
  });
  return { named: () => names.size };
}
