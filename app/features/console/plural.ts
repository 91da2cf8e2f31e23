/** A count with its words, singular for one: plural(1, "winner chosen", "winners chosen") → "1 winner chosen". */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
