import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientNetwork } from "#server/services/client-key.ts";

describe("clientNetwork: the key of a client for every per-client limit", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2:a:b:c:d", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::192.0.2.33", "64:ff9b:0:0::/64"],
  ])("%s → %s", (address, key) => {
    expect(clientNetwork(address)).toBe(key);
  });

  it("tells neighbouring /64s apart", () => {
    expect(clientNetwork("2001:db8:1:2::1")).not.toBe(clientNetwork("2001:db8:1:3::1"));
  });
});

/** Every place that counts a client goes through clientKey: a raw request.ip would count each IPv6 address apart. */
describe("no per-client key is made from the raw address", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const sources = ["server", "app"].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );

  it("finds the sources", () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it("reads request.ip only in server/services/client-key.ts", () => {
    const offenders = sources
      .filter((file) => !file.endsWith(path.join("server", "services", "client-key.ts")))
      .filter((file) => /\b(request|req)\.ip\b/.test(readFileSync(file, "utf8")))
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
