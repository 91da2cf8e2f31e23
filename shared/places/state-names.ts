import type { Language } from "../i18n/language.ts";

/**
 * The Hindi names of India's 28 states and 8 union territories, as the Government of India writes
 * them, keyed by the English name the database keeps (db/seed/india-locations.ts and the places
 * dataset name them alike). Other countries' states, districts and towns have no Hindi here and keep
 * their stored name on the Hindi site (docs/places.md).
 */
const hindiNames = new Map([
  ["Andhra Pradesh", "आंध्र प्रदेश"],
  ["Arunachal Pradesh", "अरुणाचल प्रदेश"],
  ["Assam", "असम"],
  ["Bihar", "बिहार"],
  ["Chhattisgarh", "छत्तीसगढ़"],
  ["Goa", "गोवा"],
  ["Gujarat", "गुजरात"],
  ["Haryana", "हरियाणा"],
  ["Himachal Pradesh", "हिमाचल प्रदेश"],
  ["Jharkhand", "झारखंड"],
  ["Karnataka", "कर्नाटक"],
  ["Kerala", "केरल"],
  ["Madhya Pradesh", "मध्य प्रदेश"],
  ["Maharashtra", "महाराष्ट्र"],
  ["Manipur", "मणिपुर"],
  ["Meghalaya", "मेघालय"],
  ["Mizoram", "मिजोरम"],
  ["Nagaland", "नागालैंड"],
  ["Odisha", "ओडिशा"],
  ["Punjab", "पंजाब"],
  ["Rajasthan", "राजस्थान"],
  ["Sikkim", "सिक्किम"],
  ["Tamil Nadu", "तमिलनाडु"],
  ["Telangana", "तेलंगाना"],
  ["Tripura", "त्रिपुरा"],
  ["Uttar Pradesh", "उत्तर प्रदेश"],
  ["Uttarakhand", "उत्तराखंड"],
  ["West Bengal", "पश्चिम बंगाल"],
  ["Andaman and Nicobar Islands", "अंडमान और निकोबार द्वीपसमूह"],
  ["Chandigarh", "चंडीगढ़"],
  ["Dadra and Nagar Haveli and Daman and Diu", "दादरा और नगर हवेली और दमन और दीव"],
  ["Delhi", "दिल्ली"],
  ["Jammu and Kashmir", "जम्मू और कश्मीर"],
  ["Ladakh", "लद्दाख"],
  ["Lakshadweep", "लक्षद्वीप"],
  ["Puducherry", "पुडुचेरी"],
]);

/** A state's name as a page in `language` writes it: "Uttar Pradesh" → "उत्तर प्रदेश" on the Hindi site. */
export function stateName(name: string, language: Language): string {
  return (language === "hi" && hindiNames.get(name)) || name;
}

/**
 * States in `language`, named and ordered as its readers expect: the Hindi site in Hindi dictionary
 * order ("hi" collation), English as stored (already by name).
 */
export function statesIn<T extends { stateName: string }>(rows: readonly T[], language: Language): T[] {
  if (language !== "hi") return [...rows];
  return rows
    .map((row) => ({ ...row, stateName: stateName(row.stateName, language) }))
    .sort((a, b) => a.stateName.localeCompare(b.stateName, "hi"));
}
