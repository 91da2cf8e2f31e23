/**
 * The English sentences the API and the shared validation answer with (the spec's wording), listed so
 * that each has its Hindi in ../hi/api-messages.ts. A {name} part stands for a number, amount or word.
 */
export const apiMessageKeys = ["Network error"] as const;
export type ApiMessage = (typeof apiMessageKeys)[number];
