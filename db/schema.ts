// The product's tables, one file per capability under db/schema/; imported from here by most of the code.
export * from "./schema/contact.ts";
export * from "./schema/contests.ts";
export * from "./schema/payments.ts";
export * from "./schema/places.ts";
export * from "./schema/registrations.ts";
export * from "./schema/site.ts";
