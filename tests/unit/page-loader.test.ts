import { afterEach, describe, expect, it, vi } from "vitest";
import { loadPage, pageError } from "#app/routes/page-loader.server.ts";
import { AppError, errorStatus } from "#server/errors.ts";

/** What React Router makes of a thrown `data()`: the error response a route's ErrorBoundary receives. */
async function thrownBy(load: () => Promise<unknown>) {
  try {
    await load();
  } catch (thrown) {
    const { data, init } = thrown as { data: unknown; init?: { status?: number } };
    return { status: init?.status, data };
  }
  throw new Error("expected the load to throw");
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("loadPage: page loaders map errors to responses once, with the API's code map", () => {
  it("returns what the load returns", async () => {
    await expect(loadPage(async () => ({ contest: "x" }))).resolves.toEqual({ contest: "x" });
  });

  it.each(["NOT_FOUND", "FORBIDDEN", "REGISTRATION_CLOSED", "RATE_LIMITED"] as const)(
    "answers an AppError %s with its code's status and message",
    async (code) => {
      const { status, data } = await thrownBy(() =>
        loadPage(async () => {
          throw new AppError(code, "Contest not found.");
        }),
      );
      expect(status).toBe(errorStatus[code]);
      expect(data).toEqual({ code, message: "Contest not found." });
    },
  );

  it("logs any other failure and answers 500 without its text", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const { status, data } = await thrownBy(() =>
      loadPage(async () => {
        throw new Error("connection refused at 10.0.0.5");
      }),
    );
    expect(status).toBe(500);
    expect(JSON.stringify(data)).not.toContain("10.0.0.5");
    expect(logged).toHaveBeenCalledOnce();
  });

  it("treats a 5xx AppError as a failure too: its text stays in the log", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = pageError(new AppError("BAD_GATEWAY", "Razorpay answered 503 for order_123"));
    expect(response.init?.status).toBe(500);
    expect(JSON.stringify(response.data)).not.toContain("order_123");
  });
});
