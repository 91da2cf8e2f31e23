import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { registrationStateLabels } from "#shared/console/registrations.ts";
import { FilterForm, FilterInput, FilterSelect } from "../forms/filter-fields";

export type RegistrationFilterValues = {
  q: string;
  contest: string;
  status: string;
  payment: string;
  winner: string;
  from: string;
  to: string;
  sort: string;
  dir: string;
};

const paymentChoices = [
  ["paid", "Paid"],
  ["free", "Free (no fee paid)"],
] as const;
const statusChoices = Object.entries(registrationStateLabels);
const searchHint = "Name, e-mail, mobile or video link";
const winnerChoices = [
  ["yes", "Winners"],
  ["no", "Not winners"],
] as const;

function RegisteredBetween({ className, from, to }: { className: string; from: string; to: string }) {
  return (
    <fieldset className={`grid grid-cols-2 gap-2 ${className}`}>
      <legend className="sr-only">Registered between (IST days)</legend>
      <FilterInput compact type="date" id="registration-from" name="from" label="Registered from" value={from} />
      <FilterInput compact type="date" id="registration-to" name="to" label="Registered to" value={to} />
    </fieldset>
  );
}

/**
 * The list's search and filters as a GET form: submitting changes the address, so the filtered list
 * can be shared, bookmarked and left with Back. The sort stays; the page goes back to the first.
 */
export function RegistrationFilters({
  values,
  contests,
}: {
  values: RegistrationFilterValues;
  contests: { _id: string; title: string }[];
}) {
  const wide = "sm:col-span-2 xl:col-span-3";
  const at = (name: "contest" | "status" | "payment" | "winner") => ({
    compact: true,
    id: `registration-${name}`,
    name,
    value: values[name],
  });
  const contestChoices = contests.map((contest) => [contest._id, contest.title] as const);
  return (
    <FilterForm label="Registrations" className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-6">
      <FilterInput compact className={wide} id="registration-search" name="q" label="Search" value={values.q} placeholder={searchHint} />
      <FilterSelect {...at("contest")} className={wide} label="Contest" any="All contests" options={contestChoices} />
      <FilterSelect {...at("status")} label="Status" any="Any status" options={statusChoices} />
      <FilterSelect {...at("payment")} label="Payment" any="Paid or free" options={paymentChoices} />
      <FilterSelect {...at("winner")} label="Winner" any="Any" options={winnerChoices} />
      <RegisteredBetween className={wide} from={values.from} to={values.to} />
      {values.sort ? <input type="hidden" name="sort" value={values.sort} /> : null}
      {values.dir ? <input type="hidden" name="dir" value={values.dir} /> : null}
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 xl:col-span-6">
        <button type="submit" className={buttonClass({ size: "sm" })}>
          Apply filters
        </button>
        <Link to="/admin/registrations" className={buttonClass({ variant: "quiet", size: "sm" })}>
          Clear
        </Link>
      </div>
    </FilterForm>
  );
}
