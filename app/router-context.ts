import { createContext } from "react-router";
import type { AppContext } from "#server/context.ts";

/** What the server hands every loader and action: the process's database, config and caches. */
export const appContext = createContext<AppContext>();

/** The per-request Content Security Policy nonce for inline scripts ("" in development). */
export const nonceContext = createContext<string>("");
