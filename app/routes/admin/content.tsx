import { NavLink, Outlet } from "react-router";
import { HindiFieldsNote } from "#app/features/console/forms/hindi-field.tsx";
import { ConsolePageHeader } from "#app/features/console/shell/console-shell.tsx";
import { contentSections } from "#shared/console/content-api.ts";

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center whitespace-nowrap rounded-full px-4 text-sm font-semibold ring-1 transition ${
    isActive ? "bg-brand-700 text-white ring-brand-700" : "bg-white text-gray-800 ring-gray-300 hover:bg-brand-50"
  }`;

/** The content sections: every text and picture of the public site that is not a contest. */
export default function ConsoleContent() {
  return (
    <>
      <ConsolePageHeader title="Content" description="What the public pages show besides contests. Changes appear on the site at once." />
      <nav aria-label="Content sections" className="mb-6">
        <ul className="flex gap-2 overflow-x-auto pb-1 md:flex-wrap">
          {contentSections.map((section) => (
            <li key={section.segment}>
              <NavLink to={`/admin/content/${section.segment}`} className={tabClass}>
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <HindiFieldsNote />
      <Outlet />
    </>
  );
}
