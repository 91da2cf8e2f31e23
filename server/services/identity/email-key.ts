/** The key an e-mail address is looked up by: trimmed and lower-cased (docs/security.md). */
export const emailKeyOf = (email: string) => email.trim().toLowerCase();
