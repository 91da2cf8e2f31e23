import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { inputClass } from "#app/components/ui/field.tsx";

/*
 * The console lists' search and filters: a GET form, so the filtered list is the page's address (it
 * can be shared, bookmarked and left with Back).
 */

const labelClass = "mb-1.5 block text-sm font-semibold text-gray-800";

/** The bar of a list's filters: a search landmark named for the list. */
export function FilterForm({
  label,
  className = "flex flex-wrap items-end gap-3",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="get" role="search" aria-label={label} className={`${className} rounded-2xl border border-gray-200 bg-white p-4`}>
      {children}
    </Form>
  );
}

type Control = { id: string; name: string; label: string; value: string; className?: string; compact?: boolean };

const controlClass = (compact?: boolean) => (compact ? `${inputClass} py-2.5` : inputClass);

/** A search box or a date of the filters. */
export function FilterInput({
  id,
  name,
  label,
  value,
  className,
  compact,
  type = "search",
  placeholder,
  autoComplete,
}: Control & { type?: "search" | "date"; placeholder?: string; autoComplete?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        className={controlClass(compact)}
      />
    </div>
  );
}

/** A choice of the filters; `any` names the empty choice ("Any status"), when there is one. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  className,
  compact,
  any,
  options,
}: Control & { any?: string; options: readonly (readonly [value: string, label: string])[] }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={controlClass(compact)}>
        {any === undefined ? null : <option value="">{any}</option>}
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A list's tabs by status, each with its count; the tab shown is the current page. */
export function StatusTabs<Tab extends string>({
  label,
  tabs,
  current,
  labels,
  counts,
  href,
}: {
  label: string;
  tabs: readonly Tab[];
  current: Tab;
  labels: Record<Tab, string>;
  counts: Record<Tab, number>;
  href: (tab: Tab) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab}>
            <Link
              to={href(tab)}
              aria-current={tab === current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 ${
                tab === current ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-gray-800 ring-gray-300 hover:bg-gray-50"
              }`}
            >
              {labels[tab]}
              <span className="tabular-nums">({counts[tab].toLocaleString("en-IN")})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A list's search: what the address keeps (`keep`, a tab), the search box, the list's other filters
 * (`children`), then Search.
 */
export function SearchForm({
  label,
  box,
  keep,
  children,
}: {
  label: string;
  box: { id: string; label: string; value: string; autoComplete?: string };
  keep?: Record<string, string | null>;
  children?: ReactNode;
}) {
  return (
    <FilterForm label={label}>
      {Object.entries(keep ?? {}).map(([name, value]) =>
        value === null ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      <FilterInput className="min-w-48 flex-1" name="q" {...box} />
      {children}
      <button type="submit" className={buttonClass({ variant: "secondary" })}>
        Search
      </button>
    </FilterForm>
  );
}
