import { Form, Link } from "react-router";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { inputClass } from "#app/components/ui/field.tsx";
import { registrationStateLabels } from "#shared/console/registrations.ts";

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

const labelClass = "mb-1.5 block text-sm font-semibold text-gray-800";
const fieldClass = `${inputClass} py-2.5`;

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
  return (
    <Form
      method="get"
      role="search"
      aria-label="Registrations"
      className="grid grid-cols-1 gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:grid-cols-2 xl:grid-cols-6"
    >
      <div className="sm:col-span-2 xl:col-span-3">
        <label htmlFor="registration-search" className={labelClass}>
          Search
        </label>
        <input
          id="registration-search"
          name="q"
          type="search"
          defaultValue={values.q}
          placeholder="Name, e-mail, mobile or video link"
          className={fieldClass}
        />
      </div>
      <div className="sm:col-span-2 xl:col-span-3">
        <label htmlFor="registration-contest" className={labelClass}>
          Contest
        </label>
        <select id="registration-contest" name="contest" defaultValue={values.contest} className={fieldClass}>
          <option value="">All contests</option>
          {contests.map((contest) => (
            <option key={contest._id} value={contest._id}>
              {contest.title}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="registration-status" className={labelClass}>
          Status
        </label>
        <select id="registration-status" name="status" defaultValue={values.status} className={fieldClass}>
          <option value="">Any status</option>
          {Object.entries(registrationStateLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="registration-payment" className={labelClass}>
          Payment
        </label>
        <select id="registration-payment" name="payment" defaultValue={values.payment} className={fieldClass}>
          <option value="">Paid or free</option>
          <option value="paid">Paid</option>
          <option value="free">Free (no fee paid)</option>
        </select>
      </div>
      <div>
        <label htmlFor="registration-winner" className={labelClass}>
          Winner
        </label>
        <select id="registration-winner" name="winner" defaultValue={values.winner} className={fieldClass}>
          <option value="">Any</option>
          <option value="yes">Winners</option>
          <option value="no">Not winners</option>
        </select>
      </div>
      <fieldset className="grid grid-cols-2 gap-2 sm:col-span-2 xl:col-span-3">
        <legend className="sr-only">Registered between (IST days)</legend>
        <div>
          <label htmlFor="registration-from" className={labelClass}>
            Registered from
          </label>
          <input id="registration-from" name="from" type="date" defaultValue={values.from} className={fieldClass} />
        </div>
        <div>
          <label htmlFor="registration-to" className={labelClass}>
            Registered to
          </label>
          <input id="registration-to" name="to" type="date" defaultValue={values.to} className={fieldClass} />
        </div>
      </fieldset>
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
    </Form>
  );
}
