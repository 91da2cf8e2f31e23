import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Each capability keeps its tables in its own file under db/schema/.
  schema: ["./db/schema.ts", "./db/schema/*.ts"],
  out: "./db/migrations",
});
