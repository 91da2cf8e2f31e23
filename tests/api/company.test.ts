import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CompanyDetails } from "#shared/api-types.ts";
import { createCompanyDetails } from "../support/factories.ts";
import { expectErrorShape, getJson } from "../support/inject.ts";
import { createTestApp, type TestApp } from "../support/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe("GET /api/company-details/get", () => {
  it("answers 404 with a message while no company details exist, then the details once they do (a failure is not cached)", async () => {
    const missing = expectErrorShape(await getJson(t.app, "/api/company-details/get"), 404);
    expect(missing.message).toBe("Company details not found");

    const row = await createCompanyDetails(t.database.db, {
      name: "Creator Contests",
      logo: "/uploads/company/logo.webp",
      socialLinks: { instagram: "https://instagram.com/cc", whatsapp: "https://wa.me/919876543210" },
    });
    const res = await getJson<{ isOk: true; data: CompanyDetails }>(t.app, "/api/company-details/get");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      isOk: true,
      data: {
        _id: row.id,
        name: "Creator Contests",
        logo: "/uploads/company/logo.webp",
        phone: row.phone,
        supportEmail: row.supportEmail,
        address: row.address,
        socialLinks: { instagram: "https://instagram.com/cc", whatsapp: "https://wa.me/919876543210" },
      },
    });
  });

  it("serves the list from the in-memory cache until it expires", async () => {
    await createCompanyDetails(t.database.db, { id: "0".repeat(24), name: "Sorted first by id" });
    const res = await getJson<{ isOk: true; data: CompanyDetails }>(t.app, "/api/company-details/get");
    expect(res.body.data.name).toBe("Creator Contests");
    t.app.ctx.cache.invalidate("company");
    const fresh = await getJson<{ isOk: true; data: CompanyDetails }>(t.app, "/api/company-details/get");
    expect(fresh.body.data.name).toBe("Sorted first by id");
  });
});
