import http from "node:http";

/** One HTTP request on loopback: the status, headers, whole body and how long it took. */
export function request({ port, path: pathName, method = "GET", headers = {}, body, agent, timeoutMs = 60_000 }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request({ host: "127.0.0.1", port, path: pathName, method, headers, agent }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }),
      );
      res.on("error", reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(body);
  });
}
