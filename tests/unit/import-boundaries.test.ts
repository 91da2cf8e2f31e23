/**
 * The import boundaries of docs/architecture.md, enforced by biome.json's `noRestrictedImports`
 * overrides: each rule must flag a planted violation and let the allowed imports through. The
 * fixtures are linted in a temporary copy of the layout, with the project's own biome.json.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const biome = path.join(root, "node_modules/.bin/biome");
const config = JSON.parse(readFileSync(path.join(root, "biome.json"), "utf8")) as {
  overrides?: { includes: string[] }[];
};

// path → import line, and whether the boundaries must refuse it.
const fixtures: { file: string; source: string; refused: boolean }[] = [
  { file: "app/features/home/other-feature.tsx", source: 'import { a } from "#app/features/contests/contest-card.tsx";', refused: true },
  { file: "app/features/home/other-feature-relative.tsx", source: 'import { a } from "../contests/contest-card";', refused: true },
  { file: "app/features/home/own-feature.tsx", source: 'import { a } from "#app/features/home/hero.tsx";', refused: false },
  { file: "app/features/home/nested/own-feature-relative.tsx", source: 'import { a } from "../hero";', refused: false },
  { file: "app/features/home/component.tsx", source: 'import { a } from "../../components/notify";', refused: false },
  { file: "app/features/home/server.tsx", source: 'import { a } from "#server/errors.ts";', refused: true },
  { file: "app/components/server-type.tsx", source: 'import type { a } from "../../server/errors.ts";', refused: true },
  { file: "app/components/react-dom-server.tsx", source: 'import { renderToString as a } from "react-dom/server";', refused: false },
  { file: "app/routes/page.tsx", source: 'import { a } from "#db/ids.ts";', refused: true },
  { file: "app/routes/page.server.ts", source: 'import { a } from "#server/errors.ts";', refused: false },
  { file: "db/seed/server.ts", source: 'import { a } from "#server/errors.ts";', refused: true },
  { file: "db/seed/server-relative.ts", source: 'import { a } from "../../server/errors.ts";', refused: true },
  { file: "db/seed/db.ts", source: 'import { a } from "#db/ids.ts";', refused: false },
];

let dir: string;
let flagged: Set<string>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "import-boundaries-"));
  const { $schema: _schema, ...rest } = config as Record<string, unknown>;
  writeFileSync(path.join(dir, "biome.json"), JSON.stringify({ ...rest, vcs: { enabled: false } }));
  for (const { file, source } of fixtures) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `${source}\n\nexport const b = a;\n`);
  }
  // Biome exits 1 when it finds errors; the JSON report is on stdout either way.
  const { stdout } = await promisify(execFile)(biome, ["lint", "--reporter=json", "."], { cwd: dir }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }),
  );
  const report = JSON.parse(stdout) as { diagnostics: { category: string; location: { path: string } }[] };
  flagged = new Set(
    report.diagnostics.filter((d) => d.category === "lint/style/noRestrictedImports").map((d) => d.location.path.replaceAll("\\", "/")),
  );
}, 30_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("import boundaries (biome.json)", () => {
  it.each(fixtures)("$file: $source refused=$refused", ({ file, refused }) => {
    expect(flagged.has(file)).toBe(refused);
  });

  it("has a boundary for every feature folder, so a new feature cannot import the others unnoticed", () => {
    const features = readdirSync(path.join(root, "app/features"), { withFileTypes: true }).filter((e) => e.isDirectory());
    const covered = new Set((config.overrides ?? []).flatMap((o) => o.includes));
    expect(features.length).toBeGreaterThan(0);
    for (const feature of features) expect(covered, feature.name).toContain(`app/features/${feature.name}/**`);
  });
});
