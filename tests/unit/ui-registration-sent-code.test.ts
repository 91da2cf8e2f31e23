import { describe, expect, it } from "vitest";
import { forgetSentCode, keepSentCode, sentCodeFor } from "#app/features/registration/sent-code.ts";

function memoryStorage() {
  const raw = new Map<string, string>();
  return {
    raw,
    getItem: (key: string) => raw.get(key) ?? null,
    setItem: (key: string, value: string) => void raw.set(key, value),
    removeItem: (key: string) => void raw.delete(key),
  };
}

const sent = { sent: true as const, resendAfterSeconds: 30, expiresInMinutes: 10 };
const at = Date.UTC(2026, 10, 26, 12, 0, 0);

describe("the code this tab asked for", () => {
  it("is found again for the same address, in any case, until it lapses", () => {
    const store = memoryStorage();
    keepSentCode("meera@example.com", sent, at, store);
    expect(sentCodeFor(" MEERA@example.com ", at + 60_000, store)).toEqual({ email: "meera@example.com", sent, until: at + 600_000 });
    expect(sentCodeFor(undefined, at + 60_000, store)?.email).toBe("meera@example.com");
    expect(sentCodeFor("meera@example.com", at + 600_000, store)).toBeNull();
  });

  it("is not offered for another address, and is gone once forgotten", () => {
    const store = memoryStorage();
    keepSentCode("meera@example.com", sent, at, store);
    expect(sentCodeFor("ravi@example.com", at, store)).toBeNull();
    forgetSentCode(store);
    expect(sentCodeFor("meera@example.com", at, store)).toBeNull();
  });

  it("keeps the address and when the code lapses, not a code the server did not show", () => {
    const store = memoryStorage();
    keepSentCode("meera@example.com", sent, at, store);
    expect(JSON.parse(store.raw.get("creatorcup.code-sent") ?? "{}")).toEqual({ email: "meera@example.com", sent, until: at + 600_000 });
  });

  it("answers null for a damaged or missing entry instead of throwing", () => {
    const store = memoryStorage();
    store.raw.set("creatorcup.code-sent", "{not json");
    expect(sentCodeFor("meera@example.com", at, store)).toBeNull();
    store.raw.set("creatorcup.code-sent", JSON.stringify({ email: "meera@example.com" }));
    expect(sentCodeFor("meera@example.com", at, store)).toBeNull();
    expect(sentCodeFor("meera@example.com", at, null)).toBeNull();
  });
});
