import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Each capability keeps its tables in its own file under db/schema/ (db/schema.ts only re-exports the core ones).
  schema: ["./db/schema/*.ts"],
  out: "./db/migrations",
});
