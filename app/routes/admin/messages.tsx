import { InboxView } from "../../features/console/messages/inbox-view";
import { ConsolePageHeader } from "../../features/console/shell/console-shell";
import type { Route } from "./+types/messages";
import { loadMessages } from "./messages.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadMessages(context, request);
}

export default function ConsoleMessages({ loaderData }: Route.ComponentProps) {
  const { list, query, opened, companyName, canEdit } = loaderData;
  return (
    <>
      <title>Messages · Console</title>
      <ConsolePageHeader
        title="Messages"
        description={
          canEdit
            ? "What visitors sent with the contact form. Opening a new message marks it read."
            : "What visitors sent with the contact form. Your role reads them; editors mark and archive them."
        }
      />
      <InboxView
        messages={list.messages}
        total={list.total}
        page={list.page}
        pageSize={list.pageSize}
        counts={list.counts}
        status={query.status}
        q={query.q}
        opened={opened}
        companyName={companyName}
        canEdit={canEdit}
      />
    </>
  );
}
