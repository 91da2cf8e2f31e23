// What must hold after the load, read from the database and the SMTP server: no oversold place, no
// payment lost or doubled, every mail sent once.
import { contestId, crashMidway, log, sleep } from "./settings.mjs";

/**
 * Waits until no mail is pending. Mails the killed process had claimed (LOADTEST_CRASH) are sent again by
 * another once their claim lapses, five minutes after it was taken (server/services/mail/delivery-rules.ts).
 */
async function outboxDrained(db) {
  if (crashMidway) log("Waiting for the mails the killed process had claimed: another sends them once the claim lapses (5 min)…");
  const patienceMs = crashMidway ? 6.5 * 60_000 : 60_000;
  for (let waited = 0; waited < patienceMs; waited += 250) {
    const { rows } = await db.query("select count(*)::int as n from mail_outbox where status = 'pending'");
    if (rows[0].n === 0) break;
    await sleep(250);
  }
  await sleep(500);
}

const one = async (db, sql, params = []) => (await db.query(sql, params)).rows[0];

async function registrations(db, capacity) {
  const completed = (
    await one(db, "select count(*)::int as n from subscribers where contest_id = $1 and status = 'completed'", [contestId])
  ).n;
  const doubleRegistrations = (
    await one(
      db,
      "select count(*)::int as n from (select user_id from subscribers where contest_id = $1 and status = 'completed' group by user_id having count(*) > 1) d",
      [contestId],
    )
  ).n;
  return { completed, oversold: Math.max(0, completed - capacity), doubleRegistrations };
}

/** Each payment made: completed, or refunded once; a confirmed creator who is not registered counts as lost. */
async function payments(db, outcome, doubleRegistrations) {
  const paymentIds = outcome.payments.map((p) => p.paymentId);
  const settled = await db.query(
    `select p.payment_id,
            exists(select 1 from payment_orders o join subscribers s on s.id = o.subscriber_id
                   where o.provider_payment_id = p.payment_id and o.status = 'paid' and s.status = 'completed') as completed,
            (select count(*)::int from payment_refunds r where r.provider_payment_id = p.payment_id) as refunds
       from unnest($1::text[]) as p(payment_id)`,
    [paymentIds],
  );
  const confirmedButNotCompleted = (
    await one(
      db,
      `select count(*)::int as n from unnest($1::text[]) as c(email)
        where not exists (select 1 from subscribers s join users u on u.id = s.user_id
                          where lower(u.email) = lower(c.email) and s.contest_id = $2 and s.status = 'completed')`,
      [outcome.confirmed, contestId],
    )
  ).n;
  // Payments whose answer never reached the creator (cut off by a crash) are known only to the provider,
  // here the test-mode checkout, which records them on the order: each must be paid or on its way back.
  const unsettledAtProvider = (
    await one(
      db,
      `select count(*)::int as n from payment_orders o join subscribers s on s.id = o.subscriber_id
        where s.contest_id = $1 and o.provider_payment_id like 'pay_sim\\_%'
          and not ((o.status = 'paid' and s.status = 'completed') or o.status in ('refunded', 'refund_pending'))`,
      [contestId],
    )
  ).n;
  return {
    unsettledAtProvider,
    paymentsMade: paymentIds.length,
    lostPayments: settled.rows.filter((row) => !row.completed && row.refunds === 0).length,
    doublePayments: settled.rows.filter((row) => (row.completed && row.refunds > 0) || row.refunds > 1).length + doubleRegistrations,
    refunded: settled.rows.filter((row) => row.refunds === 1).length,
    confirmedButNotCompleted,
  };
}

/** Paid registrations completed per second: over the whole load phase, and in its busiest 10 seconds. */
async function registrationRate(db, loadStarted, loadSeconds) {
  const completedTimes = (
    await db.query("select completed_at from subscribers where contest_id = $1 and status = 'completed' and completed_at >= $2", [
      contestId,
      new Date(loadStarted),
    ])
  ).rows
    .map((row) => new Date(row.completed_at).getTime())
    .sort((a, b) => a - b);
  let busiest = 0;
  for (let first = 0, last = 0; last < completedTimes.length; last++) {
    while (completedTimes[last] - completedTimes[first] >= 10_000) first++;
    busiest = Math.max(busiest, last - first + 1);
  }
  return { whole: completedTimes.length / loadSeconds, busiest: busiest / 10 };
}

async function mailDelivery(db, mailSink) {
  const outbox = await db.query("select status, count(*)::int as n from mail_outbox group by status order by status");
  const messageIds = mailSink.received.map((m) => m.messageId);
  const uniqueMessages = new Set(messageIds).size;
  return {
    outbox: outbox.rows,
    sentRows: outbox.rows.find((row) => row.status === "sent")?.n ?? 0,
    uniqueMessages,
    duplicateMails: messageIds.length - uniqueMessages,
  };
}

/** Once the outbox has drained: the figures the report prints and judges. */
export async function checkOutcome({ db, mailSink, capacity }, { outcome, loadStarted, loadSeconds }) {
  await outboxDrained(db);
  const counted = await registrations(db, capacity);
  return {
    ...counted,
    ...(await payments(db, outcome, counted.doubleRegistrations)),
    registrationRate: await registrationRate(db, loadStarted, loadSeconds),
    ...(await mailDelivery(db, mailSink)),
  };
}
