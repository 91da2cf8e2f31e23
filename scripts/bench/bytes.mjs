// First-load bytes: what a page makes the browser download before it hydrates.
import { gzipSync } from "node:zlib";
import { origin } from "./settings.mjs";
import { download } from "./site.mjs";

/** The scripts and stylesheets the server-rendered HTML makes the browser load before hydration. */
function initialAssets(html) {
  const scripts = new Set();
  const styles = new Set();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) scripts.add(match[1]);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(match[1]);
  for (const match of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    // The route modules are imported statically and the entry with import(); the page starts them,
    // with the list of modules it preloads, after its first paint (app/document). All load before hydration.
    for (const imported of match[1].matchAll(/import\s*(?:\(\s*|[^"'()]*from\s*)?["']([^"']+\.js)["']/g)) scripts.add(imported[1]);
    for (const list of match[1].matchAll(/(\[[^\]]*\])\.forEach/g)) for (const href of JSON.parse(list[1])) scripts.add(href);
  }
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)) styles.add(match[1]);
  return { scripts: [...scripts], styles: [...styles] };
}

/** Static imports of a built module (`import … from "./x.js"`, `import "./x.js"`), not dynamic `import()`. */
function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g)) found.add(match[1]);
  return [...found];
}

export async function measureBytes(pagePath) {
  const page = await download(origin + pagePath);
  if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status}`);
  const html = page.body.toString("utf8");
  const { scripts, styles } = initialAssets(html);
  let js = 0;
  // The stylesheet is inlined in the HTML (app/root.tsx): counted here by its gzip size, and in the HTML too.
  let css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, match) => sum + gzipSync(match[1]).length, 0);
  // Every module the page's scripts import statically must arrive before hydration: follow them all.
  const seen = new Set();
  const queue = scripts.map((script) => new URL(script, origin).href);
  while (queue.length > 0) {
    const url = queue.shift();
    if (seen.has(url)) continue;
    seen.add(url);
    const file = await download(url);
    js += file.wire;
    for (const imported of staticImports(file.body.toString("utf8"))) queue.push(new URL(imported, url).href);
  }
  for (const style of styles) css += (await download(new URL(style, origin).href)).wire;
  return { htmlBytes: Buffer.byteLength(html), htmlGzip: page.wire, js, css, scriptCount: seen.size };
}
