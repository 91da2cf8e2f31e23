/**
 * A large, realistic spread of registrations for measuring the console (scripts/bench-console.mjs):
 * `count` registrations over ten contests of their own, by distinct creators (a fifth of them with
 * Hindi names, some registered twice, some referred by one of twenty affiliates), dated over the last
 * 90 days: completed and paid with their payment orders, pending (most holds long expired), cancelled,
 * refunded, free entries and a few winners. Built in SQL (`insert … select … from generate_series`),
 * so 100 000 rows take seconds, not minutes. Ids start with "b" and never meet the demo content's.
 */
import { sql } from "drizzle-orm";
import type { Db } from "#db/client.ts";

export const bulkContestCount = 10;

/** Contest n's id; contest 0 is the biggest (about 30 % of the registrations). */
export const bulkContestId = (n: number) => `b0${n.toString(16).padStart(22, "0")}`;

/** Contests 3 and 8 are free; 8 and 9 have ended, with winners. */
const contestPlan = [
  { title: "Reel Rumble: Summer Edition", feePaise: 9_900 },
  { title: "Dance Dhamaka", feePaise: 14_900 },
  { title: "Chai & Comedy: Season 2", feePaise: 4_900 },
  { title: "Free Open Mic: City Rounds", feePaise: 0 },
  { title: "Food Trails of Bharat", feePaise: 19_900 },
  { title: "हिन्दी कविता प्रतियोगिता", feePaise: 4_900 },
  { title: "Tech in 60 Seconds", feePaise: 9_900 },
  { title: "Travel Diaries: Hill Stations", feePaise: 24_900 },
  { title: "Monsoon Moments (free)", feePaise: 0 },
  { title: "Fitness Flex Challenge", feePaise: 9_900 },
];

// Latin and Devanagari spellings side by side: e-mails are made from the Latin one.
const firstNames: [latin: string, native: string][] = [
  ["Aarav", "आरव"],
  ["Priya", "प्रिया"],
  ["Rohit", "रोहित"],
  ["Ananya", "अनन्या"],
  ["Vikram", "विक्रम"],
  ["Sneha", "स्नेहा"],
  ["Karthik", "कार्तिक"],
  ["Pooja", "पूजा"],
  ["Arjun", "अर्जुन"],
  ["Kavya", "काव्या"],
  ["Rahul", "राहुल"],
  ["Tanvi", "तन्वी"],
  ["Siddharth", "सिद्धार्थ"],
  ["Meera", "मीरा"],
  ["Aditya", "आदित्य"],
  ["Ishita", "इशिता"],
  ["Kshitij", "क्षितिज"],
  ["Neha", "नेहा"],
  ["Harsh", "हर्ष"],
  ["Divya", "दिव्या"],
  ["Manish", "मनीष"],
  ["Riya", "रिया"],
  ["Saurabh", "सौरभ"],
  ["Nisha", "निशा"],
];
const lastNames: [latin: string, native: string][] = [
  ["Sharma", "शर्मा"],
  ["Verma", "वर्मा"],
  ["Patel", "पटेल"],
  ["Nair", "नायर"],
  ["Gupta", "गुप्ता"],
  ["Singh", "सिंह"],
  ["Yadav", "यादव"],
  ["Tripathi", "त्रिपाठी"],
  ["Reddy", "रेड्डी"],
  ["Iyer", "अय्यर"],
  ["Mishra", "मिश्रा"],
  ["Joshi", "जोशी"],
  ["Chauhan", "चौहान"],
  ["Dwivedi", "द्विवेदी"],
  ["Kulkarni", "कुलकर्णी"],
  ["Bose", "बोस"],
];
const mailDomains = ["gmail.example", "yahoo.example", "outlook.example", "rediffmail.example"];

const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ")}]::text[]`);

/**
 * Inserts the contests, creators, registrations, payment orders and winners. `count` registrations
 * come from `count × 0.8` creators (the rest register a second time, in another contest). Returns
 * the row counts.
 */
export async function seedBulkRegistrations(db: Db, options: { count: number; now?: Date }) {
  // Whole numbers written into the SQL (PGlite sends parameters as text, which `%` and generate_series refuse).
  const count = Math.max(1, Math.trunc(options.count));
  const creatorCount = Math.max(1, Math.round(count * 0.8));
  const now = (options.now ?? new Date()).toISOString();
  return db.transaction(async (tx) => {
    const indexes = await dropPlainIndexes(tx);
    await insertContests(tx, now);
    await insertCreators(tx, now, creatorCount);
    await planRegistrations(tx, now, count, creatorCount);
    await insertRegistrations(tx);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    return countRows(tx);
  });
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Indexes are built once after the rows are in, not kept up to date row by row: in PGlite that is
 * the difference between about 40 s and several minutes. Unique indexes stay, so the rows are
 * checked as usual. Answers the dropped ones, to build again.
 */
async function dropPlainIndexes(tx: Tx): Promise<{ name: string; definition: string }[]> {
  const tables = ["users", "subscribers", "payment_orders"];
  const plainIndexes = await tx.execute<{ name: string; definition: string }>(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i join pg_index x on x.indexrelid = (quote_ident(i.schemaname) || '.' || quote_ident(i.indexname))::regclass
    where i.schemaname = current_schema() and i.tablename in (${sql.join(
      tables.map((table) => sql`${table}`),
      sql`, `,
    )}) and not x.indisunique`);
  const indexes = (plainIndexes as unknown as { rows: { name: string; definition: string }[] }).rows;
  for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.name}"`));
  return indexes;
}

async function insertContests(tx: Tx, now: string): Promise<void> {
  await tx.execute(sql`
    insert into contests (id, title, short_description, entry_fee_paise, max_participants, registration_start_date,
      registration_end_date, contest_start_date, contest_end_date, is_completed, winners_declared, is_active, sort_order, created_at)
    select c.id, c.title, 'A contest of the console''s bench database.', c.fee, 0,
      ${now}::timestamptz - interval '91 days',
      ${now}::timestamptz + case when c.ord > 8 then interval '-1 day' else interval '30 days' end,
      ${now}::timestamptz + case when c.ord > 8 then interval '-1 day' else interval '31 days' end,
      ${now}::timestamptz + case when c.ord > 8 then interval '-1 hour' else interval '40 days' end,
      c.ord > 8, c.ord > 8, true, 100 + c.ord, ${now}::timestamptz - interval '92 days'
    from unnest(${sql.raw(`array[${contestPlan.map((_, n) => `'${bulkContestId(n)}'`).join(", ")}]::text[]`)},
                ${textArray(contestPlan.map((c) => c.title))},
                ${sql.raw(`array[${contestPlan.map((c) => c.feePaise).join(", ")}]::int[]`)})
      with ordinality as c(id, title, fee, ord)`);
}

/** The creators, living in every seeded city, with their state and country. */
async function insertCreators(tx: Tx, now: string, creatorCount: number): Promise<void> {
  await tx.execute(sql`
    create temp table bulk_places on commit drop as
    select row_number() over (order by ci.id) - 1 as n, ci.id as city_id, ci.state_id, s.country_id
    from cities ci join states s on s.id = ci.state_id`);
  await tx.execute(sql`
    insert into users (id, first_name, last_name, mobile_no, email, email_key, country_id, state_id, city_id,
      address, pincode, affiliate_code, affiliate_active, referred_by_user_id, created_at, updated_at)
    select 'b1' || lpad(to_hex(u), 22, '0'),
      case when u % 5 = 4 then first_native[1 + (u * 7) % first_count] else first_latin[1 + (u * 7) % first_count] end,
      case when u % 5 = 4 then last_native[1 + (u * 13 / 7) % last_count] else last_latin[1 + (u * 13 / 7) % last_count] end,
      (6 + u % 4)::text || lpad(((u::bigint * 7919 + 104729) % 1000000000)::text, 9, '0'),
      email, lower(email),
      place.country_id, place.state_id, place.city_id,
      (1 + u % 300)::text || ', Station Road', (110001 + (u * 37) % 800000)::text,
      case when u < 20 then 'BENCH' || lpad(u::text, 2, '0') end, u < 20 and u % 5 <> 4,
      case when u >= 20 and u % 9 = 0 then 'b1' || lpad(to_hex(u % 20), 22, '0') end,
      ${now}::timestamptz - interval '92 days' + (u % 1000) * interval '1 minute',
      ${now}::timestamptz - interval '92 days' + (u % 1000) * interval '1 minute'
    from generate_series(0, ${sql.raw(String(creatorCount - 1))}) as u
      cross join lateral (select
        ${textArray(firstNames.map(([latin]) => latin))} as first_latin, ${textArray(firstNames.map(([, native]) => native))} as first_native,
        ${textArray(lastNames.map(([latin]) => latin))} as last_latin, ${textArray(lastNames.map(([, native]) => native))} as last_native,
        ${sql.raw(String(firstNames.length))} as first_count, ${sql.raw(String(lastNames.length))} as last_count) as names
      cross join lateral (select lower(first_latin[1 + (u * 7) % first_count]) || '.' || lower(last_latin[1 + (u * 13 / 7) % last_count])
        || u::text || '@' || (${textArray(mailDomains)})[1 + u % ${sql.raw(String(mailDomains.length))}] as email) as address
      left join bulk_places as place on place.n = u % greatest(1, (select count(*) from bulk_places))`);
}

/**
 * Registration g is creator g % creatorCount's first (pass 0) or second (pass 1): the second is
 * three contests further on, so no creator has two open registrations in one contest.
 * outcome (0–99) decides the state: in a paid contest 0–75 completed and paid, 76–81 pending
 * (76–78 after a failed payment), 82–87 cancelled, 88–91 refunded, 92–99 completed and paid.
 */
async function planRegistrations(tx: Tx, now: string, count: number, creatorCount: number): Promise<void> {
  await tx.execute(sql`
    create temp table bulk_plan on commit drop as
    select g, 'b2' || lpad(to_hex(g), 22, '0') as id, 'b1' || lpad(to_hex(creator), 22, '0') as user_id,
      'b0' || lpad(to_hex(contest), 22, '0') as contest_id, contest,
      (g::bigint * 48271) % 100 as outcome,
      ${now}::timestamptz - ((g::bigint * 2654435761) % (90 * 86400)) * interval '1 second' as created_at
    from generate_series(0, ${sql.raw(String(count - 1))}) as g
      cross join lateral (select g % ${sql.raw(String(creatorCount))} as creator, g / ${sql.raw(String(creatorCount))} as pass) as who
      cross join lateral (select (((creator * 7919 + 13) % 100)) as r) as spread
      cross join lateral (select (case when r < 30 then 0 when r < 45 then 1 when r < 57 then 2 when r < 67 then 3
        when r < 75 then 4 when r < 82 then 5 when r < 88 then 6 when r < 93 then 7 when r < 97 then 8 else 9 end
        + pass * 3) % 10 as contest) as placed`);
}

/** The planned registrations, their payment orders in paid contests, and the winners of declared ones. */
async function insertRegistrations(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into subscribers (id, contest_id, user_id, link, status, is_paid, hold_expires_at, completed_at, created_at)
    select p.id, p.contest_id, p.user_id, 'https://www.instagram.com/reel/' || substr(md5(p.g::text), 1, 11),
      case when c.entry_fee_paise = 0 then (case when p.outcome < 90 then 'completed' else 'cancelled' end)
           when p.outcome between 76 and 81 then 'pending'
           when p.outcome between 82 and 91 then 'cancelled'
           else 'completed' end,
      c.entry_fee_paise > 0 and (p.outcome < 76 or p.outcome >= 92),
      case when c.entry_fee_paise > 0 and p.outcome between 76 and 81 then p.created_at + interval '15 minutes' end,
      case when (c.entry_fee_paise = 0 and p.outcome < 90) or (c.entry_fee_paise > 0 and (p.outcome < 76 or p.outcome >= 92))
        then p.created_at + interval '3 minutes' end,
      p.created_at
    from bulk_plan p join contests c on c.id = p.contest_id`);
  await tx.execute(sql`
    insert into payment_orders (id, subscriber_id, provider, provider_order_id, amount_paise, status, provider_payment_id,
      provider_refund_id, failure_reason, created_at, updated_at)
    select 'b3' || lpad(to_hex(p.g), 22, '0'), p.id, 'razorpay', 'order_B' || lpad(p.g::text, 12, '0'), c.entry_fee_paise,
      case when p.outcome < 76 or p.outcome >= 92 then 'paid'
           when p.outcome between 76 and 78 then 'failed'
           when p.outcome between 79 and 81 then 'created'
           when p.outcome between 82 and 87 then 'failed'
           else 'refunded' end,
      case when p.outcome < 76 or p.outcome >= 88 then 'pay_B' || lpad(p.g::text, 12, '0') end,
      case when p.outcome between 88 and 91 then 'rfnd_B' || lpad(p.g::text, 12, '0') end,
      case when p.outcome between 76 and 78 or p.outcome between 82 and 87 then 'BAD_REQUEST_ERROR: payment declined' end,
      p.created_at + interval '1 minute',
      p.created_at + case when p.outcome between 88 and 91 then interval '2 days' else interval '3 minutes' end
    from bulk_plan p join contests c on c.id = p.contest_id
    where c.entry_fee_paise > 0`);
  await tx.execute(sql`
    insert into winners (id, contest_id, subscriber_id, prize_rank, prize_title, prize_amount_paise)
    select 'b4' || substr(w.id, 3), w.contest_id, w.id, w.rank, 'Prize ' || w.rank, 500000 / w.rank
    from (select p.id, p.contest_id, row_number() over (partition by p.contest_id order by p.id) as rank
          from bulk_plan p join contests c on c.id = p.contest_id
          where c.winners_declared and p.g % 499 = 0 and (p.outcome < 76 or p.outcome >= 92)) as w`);
}

async function countRows(tx: Tx) {
  type Counted = { registrations: number; creators: number; orders: number; paid: number };
  const counted = await tx.execute<Counted>(sql`
      select (select count(*) from subscribers where id like 'b2%')::int as registrations,
        (select count(*) from users where id like 'b1%')::int as creators,
        (select count(*) from payment_orders where id like 'b3%')::int as orders,
        (select count(*) from subscribers where id like 'b2%' and is_paid)::int as paid`);
  // Both drivers answer { rows }.
  return (counted as unknown as { rows: Counted[] }).rows[0] as Counted;
}
