import { accessSync, constants, statfsSync } from "node:fs";
import { defineConfig } from "vitest/config";

/**
 * Temporary folders (each file's copy of the template database, DATA_DIRs, uploads) in memory where
 * the system has /dev/shm and TMPDIR is not chosen: copying the 41 MB template takes ~30 ms there
 * instead of 300-500 ms on disk, and the databases' writes never wait for it. Only with room to
 * spare: a container's /dev/shm is often 64 MB, which a few open copies would fill.
 */
const MEMORY_TMPDIR_FREE_BYTES = 2 * 1024 ** 3;
function memoryTmpdir(): Record<string, string> {
  if (process.env.TMPDIR) return {};
  try {
    accessSync("/dev/shm", constants.W_OK);
    const { bavail, bsize } = statfsSync("/dev/shm");
    if (bavail * bsize < MEMORY_TMPDIR_FREE_BYTES) return {};
    return { TMPDIR: "/dev/shm" };
  } catch {
    return {};
  }
}
const env = memoryTmpdir();

// Every project: a console.error during a test fails it.
const setupFiles = ["tests/support/fail-on-console-error.ts"];
// The migrated template database the API and race tests copy, built once before their files start.
const globalSetup = ["tests/support/global-setup.ts"];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          setupFiles,
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          setupFiles,
          globalSetup,
          env,
          // The files of a worker share their imported modules instead of importing the whole server
          // again each (a third of every file's time): 185 s → 106 s for this project, measured. Every
          // file still builds its own app on its own database, so no state is shared through them.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; PGlite instances are memory-hungry, so keep a few at a time.
          maxWorkers: 2,
          // Projects with different maxWorkers must run as separate groups: unit first, then api.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: "concurrency",
          // Races need PostgreSQL (TEST_DATABASE_URL); without it the file skips itself with a note.
          include: ["tests/concurrency/**/*.test.ts"],
          environment: "node",
          setupFiles,
          globalSetup,
          env,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
