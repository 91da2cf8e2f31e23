import { UploadImage } from "#app/components/upload-image.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { Contest } from "#shared/api-types.ts";
import { contestMoney } from "#shared/contest-money.ts";

/** A judge of the contest: their picture, name and role in it. */
function judgeItem({ judgeId: judge, role }: Contest["judges"][number]) {
  return (
    <li key={judge._id} className="flex items-center gap-4 rounded-2xl bg-white p-4 ring-1 ring-gray-200">
      <UploadImage
        path={judge.profileImage}
        fallback="/default-avatar.svg"
        alt={`${judge.firstName} ${judge.lastName}`}
        width={56}
        height={56}
        widths={[160]}
        sizes="56px"
        className="h-14 w-14 rounded-full object-cover"
      />
      <div>
        <p className="font-bold">
          {judge.firstName} {judge.lastName}
        </p>
        <p className="text-sm text-gray-700">{role}</p>
      </div>
    </li>
  );
}

/** The Prizes list (title, rank, amount in the prize-pool currency, description) and the Judges list. */
export function PrizesAndJudges({ contest }: { contest: Contest }) {
  const m = useMessages("contest").prizes;
  const f = useFormat();
  if (contest.prizes.length === 0 && contest.judges.length === 0) return null;
  return (
    <div className="grid gap-10 md:grid-cols-2">
      {contest.prizes.length > 0 ? (
        <section aria-labelledby="prizes">
          <h2 id="prizes" className="text-2xl font-bold">
            {m.title}
          </h2>
          <ul className="mt-4 grid gap-3">
            {contest.prizes.map((prize) => (
              <li key={prize._id} className="flex gap-4 rounded-2xl bg-lilac p-4">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white">
                  <span className="sr-only">{m.rank}</span>#{prize.rank}
                </span>
                <div>
                  <p className="font-bold">
                    {prize.title}{" "}
                    <span className="font-extrabold text-brand-800">
                      {contestMoney(prize.amount, contest.prizePoolCurrency, f.language)}
                    </span>
                  </p>
                  {prize.description ? <p className="mt-1 text-sm text-gray-700">{prize.description}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {contest.judges.length > 0 ? (
        <section aria-labelledby="judges">
          <h2 id="judges" className="text-2xl font-bold">
            {m.judges}
          </h2>
          <ul className="mt-4 grid gap-3">{contest.judges.map(judgeItem)}</ul>
        </section>
      ) : null}
    </div>
  );
}
