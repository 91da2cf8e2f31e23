/** "7" → "07": the list numbers of the home categories (docs/product-rules.md, content). */
export function listNumber(index: number): string {
  return String(index).padStart(2, "0");
}

/** Cuts text to `length` characters and adds an ellipsis when anything was cut (docs/product-rules.md, content). */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

// One formatter for every call: toLocaleString builds a new one each time, which showed in server profiles.
const indianNumber = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/** "₹1,499" for rupee amounts; other currencies by their code. */
export function formatMoney(amount: number, currency = "INR"): string {
  if (currency === "INR") return `₹${indianNumber.format(amount)}`;
  return `${indianNumber.format(amount)} ${currency}`;
}
