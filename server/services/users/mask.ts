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
