import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // Separate build folders let several test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  splitRouteModules: true,
} satisfies Config;
