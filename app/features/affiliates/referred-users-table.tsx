import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import type { Catalogue } from "#shared/i18n/namespaces.ts";
import { mediaUrl } from "#shared/media-url.ts";
import { SocialIcon, socialNetworkLabels } from "../../components/layout/social-icons";
import type { ReferredUser } from "./affiliate-api";

const networks = ["instagram", "youtube", "facebook", "twitter", "linkedIn", "tiktok"] as const;

const columns = ["name", "mobile", "email", "image", "social", "contest", "registration", "date"] as const;

type TableWords = Catalogue["contest"]["affiliates"]["table"];

/**
 * The referred users (docs/product-rules.md#affiliates). From 640 px up it is an ordinary table; on a phone each row becomes a
 * card with the column name beside each value. The explicit roles keep it a table for screen readers
 * when CSS changes how its parts are displayed.
 */
export function ReferredUsersTable({ users }: { users: ReferredUser[] }) {
  const m = useMessages("contest").affiliates.table;
  return (
    // biome-ignore lint/a11y/noRedundantRoles: display:block drops the implicit role in some browsers
    <table role="table" className="block w-full text-left text-sm sm:table sm:overflow-hidden sm:rounded-2xl sm:ring-1 sm:ring-gray-200">
      <caption className="sr-only">{m.caption}</caption>
      {/* biome-ignore lint/a11y/noRedundantRoles: see the table */}
      <thead role="rowgroup" className="sr-only bg-lilac sm:not-sr-only sm:table-header-group">
        {/* biome-ignore lint/a11y/noRedundantRoles: see the table */}
        <tr role="row">
          {columns.map((column) => (
            <th
              key={column}
              // biome-ignore lint/a11y/noRedundantRoles: see the table
              role="columnheader"
              scope="col"
              className="px-4 py-3 text-xs font-semibold tracking-wider text-gray-600 uppercase"
            >
              {m[column]}
            </th>
          ))}
        </tr>
      </thead>
      {/* biome-ignore lint/a11y/noRedundantRoles: see the table */}
      <tbody role="rowgroup" className="block space-y-3 sm:table-row-group sm:space-y-0 sm:divide-y sm:divide-gray-100">
        {users.map((user, index) => (
          // Masked e-mails may repeat and a creator has a row per registration: the position is the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered in place
          <ReferredUserRow key={index} user={user} m={m} />
        ))}
      </tbody>
    </table>
  );
}

function ReferredUserRow({ user, m }: { user: ReferredUser; m: TableWords }) {
  const f = useFormat();
  const stateLabels = { completed: m.completed, pending: m.pending, cancelled: m.cancelled };
  const name = `${user.firstName} ${user.lastName}`.trim();
  const image = mediaUrl(user.profileImage);
  return (
    <tr
      // biome-ignore lint/a11y/noRedundantRoles: see the table
      role="row"
      className="block rounded-2xl bg-white p-4 ring-1 ring-gray-200 sm:table-row sm:rounded-none sm:p-0 sm:ring-0 sm:hover:bg-lilac/50"
    >
      <Cell label={m.name}>
        <span className="font-semibold text-ink">{name}</span>
      </Cell>
      <Cell label={m.mobile}>{user.mobileNo ? <span className="whitespace-nowrap text-gray-800">{user.mobileNo}</span> : "-"}</Cell>
      <Cell label={m.email}>
        <span className="break-all text-gray-800">{user.email}</span>
      </Cell>
      <Cell label={m.image}>
        {image ? (
          <img
            src={image}
            alt={f.fill(m.profileOf, { name })}
            width={50}
            height={50}
            loading="lazy"
            className="h-[50px] w-[50px] rounded-full object-cover ring-2 ring-brand-100"
          />
        ) : (
          "-"
        )}
      </Cell>
      <Cell label={m.social}>
        <SocialLinks user={user} name={name} m={m} />
      </Cell>
      <Cell label={m.contest}>{user.contestTitle ?? "-"}</Cell>
      <Cell label={m.registration}>{user.registrationState ? stateLabels[user.registrationState] : m.notYet}</Cell>
      <Cell label={m.date}>{user.registeredAt ? <time dateTime={user.registeredAt}>{f.date(user.registeredAt)}</time> : "-"}</Cell>
    </tr>
  );
}

/** One link per network the user gave, or a dash when none. */
function SocialLinks({ user, name, m }: { user: ReferredUser; name: string; m: TableWords }) {
  const f = useFormat();
  const links = networks.flatMap((network) => {
    const href = user.socialMedia[network];
    return href ? [{ network, href }] : [];
  });
  if (links.length === 0) return "-";
  return (
    <ul className="flex flex-wrap items-center gap-1">
      {links.map(({ network, href }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            aria-label={f.fill(m.on, { name, network: socialNetworkLabels[network] ?? network })}
            title={socialNetworkLabels[network] ?? network}
            className="flex h-10 w-10 items-center justify-center rounded-full text-brand-700 [fill-rule:evenodd] hover:bg-brand-50"
          >
            <SocialIcon network={network} className="h-5 w-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function Cell({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <td
      // biome-ignore lint/a11y/noRedundantRoles: see the table
      role="cell"
      className="flex min-h-11 items-center justify-between gap-4 py-1 text-right sm:table-cell sm:px-4 sm:py-3 sm:text-left sm:align-middle"
    >
      <span aria-hidden="true" className="shrink-0 text-xs font-semibold tracking-wider text-gray-500 uppercase sm:hidden">
        {label}
      </span>
      <span className="min-w-0">{children}</span>
    </td>
  );
}
