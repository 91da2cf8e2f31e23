import { and, eq, gte, isNotNull, isNull, lt, not, or, type SQL } from "drizzle-orm";
import { contests } from "#db/schema.ts";
import { type RegistrationWindow, registrationWindow } from "#shared/contest-status.ts";
import { DAY_MS, startOfIstDay } from "#shared/ist.ts";

/*
 * The registration window (docs/product-rules.md, registration) in its two forms: registrationWindow()
 * for rows in hand (the pages need it too, so its body lives in shared/contest-status.ts) and
 * registrationWindowCondition() for queries. Server code takes both from here;
 * tests/api/registration-rules-sql.test.ts holds them to each other at IST day boundaries.
 */
export { type RegistrationWindow, registrationWindow };

/**
 * registrationWindow() as a condition over `contests`, in the same order of rules: a completed
 * contest is closed; one whose start day is after today has not started; one whose end day is before
 * today is closed; one missing a date is unscheduled; else open. Days are IST days: "start day after
 * today" is start ≥ tomorrow 00:00 IST, "end day before today" is end < today 00:00 IST.
 */
export function registrationWindowCondition(window: RegistrationWindow, now: Date): SQL {
  const todayStart = startOfIstDay(now);
  const tomorrowStart = new Date(todayStart.getTime() + DAY_MS);
  // "is not null and …" keeps each test false (never null) for a missing date, so not() reads as in TypeScript.
  const notStarted = and(isNotNull(contests.registrationStartDate), gte(contests.registrationStartDate, tomorrowStart)) as SQL;
  const ended = and(isNotNull(contests.registrationEndDate), lt(contests.registrationEndDate, todayStart)) as SQL;
  const live = eq(contests.isCompleted, false);
  switch (window) {
    case "closed":
      return or(eq(contests.isCompleted, true), and(not(notStarted), ended)) as SQL;
    case "not-started":
      return and(live, notStarted) as SQL;
    case "unscheduled":
      return and(
        live,
        not(notStarted),
        not(ended),
        or(isNull(contests.registrationStartDate), isNull(contests.registrationEndDate)),
      ) as SQL;
    case "open":
      return and(
        live,
        isNotNull(contests.registrationStartDate),
        isNotNull(contests.registrationEndDate),
        lt(contests.registrationStartDate, tomorrowStart),
        gte(contests.registrationEndDate, todayStart),
      ) as SQL;
  }
}
