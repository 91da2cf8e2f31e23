import type { FastifyRequest } from "fastify";

// Paths that carry an e-mail address or other personal data in the URL.
const personalPathSegments = /(\/getByEmail\/)[^/?#]*/i;

/** The request line without query strings or personal data, for logs. */
export function redactUrl(url: string): string {
  const withoutQuery = url.split("?")[0] ?? url;
  return withoutQuery.replace(personalPathSegments, "$1[redacted]");
}

export const loggerOptions = (level: string) => ({
  level,
  redact: {
    paths: ["req.headers.cookie", "req.headers.authorization", "res.headers['set-cookie']"],
    remove: true,
  },
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
    }),
  },
});
