import { describe, expect, it } from "vitest";
import { emptyValues } from "#app/features/registration/details-form/form-values.ts";
import { clearDraft, type DraftStorage, hasInput, readDraft, saveDraft } from "#app/features/registration/draft.ts";

function memoryStorage(): DraftStorage & { raw: Map<string, string> } {
  const raw = new Map<string, string>();
  return {
    raw,
    getItem: (key) => raw.get(key) ?? null,
    setItem: (key, value) => void raw.set(key, value),
    removeItem: (key) => void raw.delete(key),
  };
}

const typed = () => ({
  ...emptyValues("meera@example.com"),
  firstName: "मीरा",
  mobileNo: "+91 98765 43210",
  bankDetails: {
    accountNumber: "123456789012",
    bankName: "SBI",
    branchName: "Nagpur",
    ifscCode: "SBIN0001234",
    accountHolderName: "Meera",
  },
});

describe("the registration draft on this device", () => {
  it("comes back for the same e-mail, in any case, with the applied affiliate", () => {
    const store = memoryStorage();
    saveDraft({ email: "meera@example.com", values: typed(), affiliate: { code: "ASHA2026", fullName: "Asha Verma" } }, store, 1_000);
    const draft = readDraft("Meera@Example.com ", store, 2_000);
    expect(draft?.values.firstName).toBe("मीरा");
    expect(draft?.values.mobileNo).toBe("+91 98765 43210");
    expect(draft?.affiliate).toEqual({ code: "ASHA2026", fullName: "Asha Verma" });
    expect(readDraft(undefined, store, 2_000)?.email).toBe("meera@example.com");
  });

  it("never holds bank details", () => {
    const store = memoryStorage();
    saveDraft({ email: "meera@example.com", values: typed(), affiliate: null }, store);
    const text = [...store.raw.values()].join("");
    expect(text).not.toContain("123456789012");
    expect(text).not.toContain("SBIN0001234");
    expect(readDraft("meera@example.com", store)?.values).not.toHaveProperty("bankDetails");
  });

  it("is not offered for another e-mail, nor after 14 days (then it is removed)", () => {
    const store = memoryStorage();
    saveDraft({ email: "meera@example.com", values: typed(), affiliate: null }, store, 0);
    expect(readDraft("kabir@example.com", store, 1)).toBeNull();
    const fifteenDays = 15 * 24 * 60 * 60 * 1000;
    expect(readDraft("meera@example.com", store, fifteenDays)).toBeNull();
    expect(store.raw.size).toBe(0);
  });

  it("is gone once cleared, and a broken or older entry reads as none", () => {
    const store = memoryStorage();
    saveDraft({ email: "meera@example.com", values: typed(), affiliate: null }, store);
    clearDraft(store);
    expect(readDraft("meera@example.com", store)).toBeNull();
    store.setItem("creatorcup.registration-draft", "{not json");
    expect(readDraft(undefined, store)).toBeNull();
    store.setItem("creatorcup.registration-draft", JSON.stringify({ version: 0, email: "a@b.in", values: {}, savedAt: Date.now() }));
    expect(readDraft(undefined, store)).toBeNull();
  });

  it("works without storage (private mode): nothing kept, nothing thrown", () => {
    const refusing: DraftStorage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => saveDraft({ email: "meera@example.com", values: typed(), affiliate: null }, refusing)).not.toThrow();
    expect(readDraft(undefined, refusing)).toBeNull();
    expect(() => clearDraft(refusing)).not.toThrow();
  });
});

describe("whether a form holds input", () => {
  it("not when it is as it started, whatever the spaces typed", () => {
    const start = emptyValues("meera@example.com");
    expect(hasInput(emptyValues("meera@example.com"), start)).toBe(false);
    expect(hasInput({ ...start, firstName: "  " }, start)).toBe(false);
  });

  it("yes for a typed field, a chosen category or a nested link", () => {
    const start = emptyValues("meera@example.com");
    expect(hasInput({ ...start, firstName: "Meera" }, start)).toBe(true);
    expect(hasInput({ ...start, categories: ["64b000000000000000000001"] }, start)).toBe(true);
    expect(hasInput({ ...start, socialMedia: { ...start.socialMedia, youtube: "https://www.youtube.com/@meera" } }, start)).toBe(true);
  });
});
