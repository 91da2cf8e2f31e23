/** "9876543210" → "******3210": only the last four digits ever leave the server (docs/decisions.md#privacy-of-the-open-endpoints). */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, "");
  if (digits.length <= 4) return "*".repeat(digits.length);
  return `${"*".repeat(digits.length - 4)}${digits.slice(-4)}`;
}

/** "12 MG Road, Vijay Nagar" → "12 M…": enough to recognise one's own address, not to find it. */
export function maskAddress(address: string): string {
  const trimmed = address.trim();
  if (trimmed === "") return "";
  return `${trimmed.slice(0, Math.min(4, Math.ceil(trimmed.length / 3)))}…`;
}

/** "asha.sharma@gmail.com" → "as***@gmail.com": the first two letters and the domain, not even the length (docs/affiliates.md). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "*".repeat(email.length);
  const local = email.slice(0, at);
  const shown = local.length > 2 ? 2 : 1;
  return `${local.slice(0, shown)}***${email.slice(at)}`;
}
