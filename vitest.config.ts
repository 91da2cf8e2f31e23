import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; PGlite instances are memory-hungry, so keep a few at a time.
          maxWorkers: 2,
          // Projects with different maxWorkers must run as separate groups (vitest 4): unit first, then api.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: "concurrency",
          // Races need PostgreSQL (TEST_DATABASE_URL); without it the file skips itself with a note.
          include: ["tests/concurrency/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
