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
  // One rule serves every feature, so within a feature its own files are imported by relative path.
  { file: "app/features/home/own-feature.tsx", source: 'import { a } from "./hero.tsx";', refused: false },
  { file: "app/features/home/own-feature-absolute.tsx", source: 'import { a } from "#app/features/home/hero.tsx";', refused: true },
  // A feature folder made tomorrow is held by the same rule, with no line of biome.json to add.
  { file: "app/features/brand-new/other-feature.tsx", source: 'import { a } from "#app/features/home/hero.tsx";', refused: true },
  { file: "app/features/console/winners/part.tsx", source: 'import { a } from "../shell/console-navigation";', refused: false },
  { file: "app/features/console/winners/other-feature.tsx", source: 'import { a } from "../../home/hero";', refused: true },
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
  { file: "server/plugins/app-type.ts", source: 'import type { a } from "#app/router-context.ts";', refused: true },
  { file: "server/api/app-relative.ts", source: 'import { a } from "../../app/routes.ts";', refused: true },
  { file: "server/api/admin/console.ts", source: 'import { a } from "../../services/console/audit.ts";', refused: false },
  { file: "server/services/affiliates/console.ts", source: 'import { a } from "../console/staff-access/roles.ts";', refused: true },
  {
    file: "server/services/affiliates/console-absolute.ts",
    source: 'import { a } from "#server/services/console/staff-access/roles.ts";',
    refused: true,
  },
  { file: "server/services/affiliates/audit.ts", source: 'import { a } from "../audit-log/record-audit.ts";', refused: false },
  { file: "server/services/affiliates/shared-console.ts", source: 'import { a } from "#shared/console/affiliates.ts";', refused: false },
  { file: "server/services/console/winners/console.ts", source: 'import { a } from "../staff-access/roles.ts";', refused: false },
  { file: "server/services/console/winners/app.ts", source: 'import { a } from "#app/routes.ts";', refused: true },
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

  it("holds every feature folder with the one feature rule", () => {
    const features = readdirSync(path.join(root, "app/features"), { withFileTypes: true }).filter((e) => e.isDirectory());
    const covered = new Set((config.overrides ?? []).flatMap((o) => o.includes));
    expect(features.length).toBeGreaterThan(0);
    expect(covered).toContain("app/features/**");
  });
});
