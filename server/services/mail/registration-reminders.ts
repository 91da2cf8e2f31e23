import { and, eq, gt, inArray, lt, lte } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { mailUnsubscribes } from "#db/schema/mail.ts";
import { contests, subscribers, users } from "#db/schema.ts";
import { endOfIstDay } from "#shared/ist.ts";
import { emailKeyOf } from "../identity/email-key.ts";
import { contestOnSite } from "../publishing/on-site.ts";
import { registrationWindow } from "../registration/registration-window.ts";
import { guardiansOf } from "./guardian-recipients.ts";
import { enqueueMailReportingNew } from "./outbox.ts";

/** Reminders go out in the last day before registration closes. */
export const REMINDER_BEFORE_CLOSE_MS = 24 * 60 * 60 * 1000;
/** Someone who started a minute ago is probably paying right now: no reminder yet. */
export const REMINDER_MIN_AGE_MS = 30 * 60 * 1000;

/**
 * Enqueues the "registration closes soon" reminder for every unpaid registration (pending, its hold
 * running or lapsed) of a paid contest whose registration closes within the next 24 hours (the end of
 * its last IST day), and a copy about the child to a minor's guardian who agreed to reminders. Once per
 * registration and recipient: the dedupe keys name the registration, so the job may run as often as it
 * likes, in every process, and a run that died halfway is completed by the next. Addresses that
 * unsubscribed are left out, each on its own. Answers how many reminders it enqueued.
 */
export async function enqueueRegistrationReminders(db: Db, now = new Date()): Promise<number> {
  const due = await dueReminders(db, now);
  if (due.length === 0) return 0;
  const guardians = await guardiansOf(
    db,
    due.map((r) => r.emailKey),
  );
  const unsubscribed = await unsubscribedAmong(db, [...due.map((r) => r.email), ...[...guardians.values()].map((g) => g.email)]);
  let enqueued = 0;
  for (const r of due) {
    if (!r.contest.registrationEndDate) continue;
    const closesAt = endOfIstDay(r.contest.registrationEndDate).toISOString();
    const contest = { contestId: r.contest.id, contestTitle: r.contest.title, contestTitleHi: r.contest.titleHi };
    if (!unsubscribed.has(emailKeyOf(r.email))) {
      const fresh = await enqueueMailReportingNew(db, {
        template: "registration-reminder",
        to: r.email,
        dedupeKey: `registration-reminder:${r.subscriberId}`,
        creatorName: [r.firstName, r.lastName].filter(Boolean).join(" "),
        ...contest,
        closesAt,
        amountPaise: r.contest.entryFeePaise,
        language: r.language,
      });
      if (fresh) enqueued++;
    }
    const guardian = guardians.get(r.emailKey);
    if (guardian?.wantsReminders && !unsubscribed.has(emailKeyOf(guardian.email))) {
      const fresh = await enqueueMailReportingNew(db, {
        template: "guardian-registration-reminder",
        to: guardian.email,
        dedupeKey: `guardian-registration-reminder:${r.subscriberId}:${guardian.requestId}`,
        childName: r.firstName.trim(),
        ...contest,
        closesAt,
        amountPaise: r.contest.entryFeePaise,
        language: guardian.language,
      });
      if (fresh) enqueued++;
    }
  }
  return enqueued;
}

/**
 * Unpaid registrations of paid contests on the site whose registration is open and closes within
 * REMINDER_BEFORE_CLOSE_MS, started long enough ago not to be paying right now.
 */
async function dueReminders(db: Db, now: Date) {
  // The stored end date is any instant of the last day; the window ends at 23:59:59.999 IST that day.
  const candidates = await db
    .select({
      subscriberId: subscribers.id,
      email: users.email,
      emailKey: users.emailKey,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      contest: {
        id: contests.id,
        title: contests.title,
        titleHi: contests.titleHi,
        entryFeePaise: contests.entryFeePaise,
        registrationStartDate: contests.registrationStartDate,
        registrationEndDate: contests.registrationEndDate,
        isCompleted: contests.isCompleted,
      },
    })
    .from(subscribers)
    .innerJoin(users, eq(subscribers.userId, users.id))
    .innerJoin(contests, eq(subscribers.contestId, contests.id))
    .where(
      and(
        eq(subscribers.status, "pending"),
        lt(subscribers.createdAt, new Date(now.getTime() - REMINDER_MIN_AGE_MS)),
        contestOnSite(),
        gt(contests.entryFeePaise, 0),
        gt(contests.registrationEndDate, new Date(now.getTime() - 2 * REMINDER_BEFORE_CLOSE_MS)),
        lte(contests.registrationEndDate, new Date(now.getTime() + 2 * REMINDER_BEFORE_CLOSE_MS)),
      ),
    );
  return candidates.filter(({ contest }) => {
    if (!contest.registrationEndDate || registrationWindow(contest, now) !== "open") return false;
    const closesAt = endOfIstDay(contest.registrationEndDate);
    return closesAt.getTime() - now.getTime() <= REMINDER_BEFORE_CLOSE_MS;
  });
}

/** The e-mail keys among these addresses that unsubscribed from reminders. */
async function unsubscribedAmong(db: Db, emails: string[]): Promise<Set<string>> {
  return new Set(
    (
      await db
        .select({ email: mailUnsubscribes.email })
        .from(mailUnsubscribes)
        .where(
          inArray(
            mailUnsubscribes.email,
            emails.map((email) => emailKeyOf(email)),
          ),
        )
    ).map((r) => r.email),
  );
}
