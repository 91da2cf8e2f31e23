import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { loadScriptsAfterFirstPaint } from "./document/scripts-after-first-paint";
import { nonceContext } from "./router-context";

// The server fills the router context through the build's own copies of these keys.
export { appContext, nonceContext } from "./router-context";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering: pages are small, share previews need every tag, and
 * the finished HTML is rewritten so the page paints before its JavaScript loads.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext) || undefined;
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // The whole page is rendered before it is sent, so every Suspense boundary goes out in place. React
      // would otherwise move boundaries past 12.8 KB into hidden parts that scripts reveal later, in
      // batches: a phone then paints the sections below first and the one above appears over them
      // (a layout shift of 0.6 on the home page), and the moves cost main-thread time.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("error", reject);
        body.on("end", () => {
          const html = Buffer.concat(chunks);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-cache");
          // Development keeps React Router's own loading, which Vite's hot reload expects.
          const page = import.meta.env.DEV ? html : loadScriptsAfterFirstPaint(html);
          const bytes = new Uint8Array(page.buffer as ArrayBuffer, page.byteOffset, page.byteLength);
          resolve(new Response(bytes, { headers: responseHeaders, status }));
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref?.();
  });
}
