import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/precompress-assets.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), precompressAssets()],
  build: {
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and React Router in one chunk: left to itself the bundler splits them by which routes
          // share which parts, and every public page then downloads more, smaller files (4 KB more gzip
          // on the home page, measured with npm run bench).
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie-es|set-cookie-parser)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
