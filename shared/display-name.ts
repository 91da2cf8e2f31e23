/** The parts of a person's name as the forms take them (middle name optional). */
export type NameParts = { firstName: string; middleName?: string | null; lastName?: string | null };

/** A person's name as shown and mailed: the parts that are not blank, trimmed, with one space between. */
export function displayName(person: NameParts): string {
  return [person.firstName, person.middleName, person.lastName]
    .map((part) => part?.trim() ?? "")
    .filter((part) => part !== "")
    .join(" ");
}
