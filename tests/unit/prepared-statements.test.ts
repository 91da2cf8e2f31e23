import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { prepareRepeatedStatements } from "#db/prepared-statements.ts";

/** A pool that hands out one client recording what reaches pg's query(). */
function fakePool() {
  const pool = new EventEmitter();
  const sent: unknown[] = [];
  const client = { query: (config: unknown, values?: unknown) => sent.push(values === undefined ? config : [config, values]) };
  return { pool, sent, connect: () => pool.emit("connect", client), client };
}

describe("statements named by their text", () => {
  it("gives a parameterised text one name for every call and every connection", () => {
    const { pool, sent, connect, client } = fakePool();
    const prepared = prepareRepeatedStatements(pool);
    connect();
    client.query({ name: undefined, text: "select a from t where id = $1" }, ["x"]);
    client.query({ name: undefined, text: "select a from t where id = $1" }, ["y"]);
    client.query({ text: "select b from t where id = $1", values: ["z"] });
    expect(sent).toEqual([
      [{ name: "s1", text: "select a from t where id = $1" }, ["x"]],
      [{ name: "s1", text: "select a from t where id = $1" }, ["y"]],
      { name: "s2", text: "select b from t where id = $1", values: ["z"] },
    ]);
    expect(prepared.named()).toBe(2);
  });

  it("leaves statements without parameters, named ones and plain strings as they were", () => {
    const { pool, sent, connect, client } = fakePool();
    prepareRepeatedStatements(pool);
    connect();
    // A migration's file may hold several commands: only the simple protocol takes them.
    client.query({ text: "create table a (x int); create table b (y int)" }, []);
    client.query({ text: "begin" });
    client.query({ name: "mine", text: "select $1" }, [1]);
    client.query("select now()");
    expect(sent).toEqual([
      [{ text: "create table a (x int); create table b (y int)" }, []],
      { text: "begin" },
      [{ name: "mine", text: "select $1" }, [1]],
      "select now()",
    ]);
  });

  it("stops naming new texts past its limit, so endless distinct texts cannot fill the server", () => {
    const { pool, sent, connect, client } = fakePool();
    prepareRepeatedStatements(pool, 2);
    connect();
    for (const text of ["select $1", "select $1, 2", "select $1, 3", "select $1"]) client.query({ text }, [1]);
    expect(sent.map((call) => (call as [{ name?: string }])[0].name)).toEqual(["s1", "s2", undefined, "s1"]);
  });
});
