import { Link, useNavigate, useRevalidator } from "react-router";
import { buttonClass } from "#app/components/ui/button-class.ts";
import { runContestAction } from "#app/features/console/contests/contest-actions.ts";
import { ContestForm } from "#app/features/console/contests/contest-form.tsx";
import { ContestStatusBadge } from "#app/features/console/contests/contest-status-badge.tsx";
import { PinToggle } from "#app/features/console/publishing/pin-toggle.tsx";
import { PublishPanel } from "#app/features/console/publishing/publish-panel.tsx";
import { plural } from "#app/features/console/plural.ts";
import { ConsolePageHeader } from "#app/features/console/shell/console-shell.tsx";
import type { Route } from "./+types/contests-edit";
import { loadContestEditor } from "./contests-edit.server";

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadContestEditor(context, request, params.contestId);
}

function Actions({ contestId, archived, canEdit }: { contestId: string; archived: boolean; canEdit: boolean }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const run = async (action: "duplicate" | "archive" | "restore") => {
    if (action === "archive" && !window.confirm("Archive this contest? It leaves the site; its registrations and payments are kept."))
      return;
    const id = await runContestAction(contestId, action);
    if (id && action === "duplicate") navigate(`/admin/contests/${id}`);
    else if (id) revalidator.revalidate();
  };
  return (
    <>
      <Link to={`/admin/contests/${contestId}/preview`} className={buttonClass({ variant: "secondary", size: "sm" })}>
        Preview
      </Link>
      {canEdit ? (
        <>
          <button type="button" className={buttonClass({ variant: "secondary", size: "sm" })} onClick={() => void run("duplicate")}>
            Duplicate
          </button>
          <button
            type="button"
            className={buttonClass({ variant: "secondary", size: "sm" })}
            onClick={() => void run(archived ? "restore" : "archive")}
          >
            {archived ? "Restore" : "Archive"}
          </button>
        </>
      ) : null}
    </>
  );
}

export default function ContestEditor({ loaderData }: Route.ComponentProps) {
  const { contestId, values, facts, options, canEdit } = loaderData;
  const title = contestId ? values.title || "Untitled contest" : "New contest";
  return (
    <>
      <title>{`${title} · Console`}</title>
      <p className="mb-2 text-sm">
        <Link to="/admin/contests" className="font-semibold text-brand-800 hover:underline">
          ← Contests
        </Link>
      </p>
      <ConsolePageHeader
        title={title}
        description={
          facts ? (
            <span className="flex flex-wrap items-center gap-2">
              <ContestStatusBadge contest={facts} />
              {facts.archivedAt ? <span className="font-semibold text-amber-800">Archived</span> : null}
              <span>{plural(facts.completedRegistrations, "completed registration", "completed registrations")}</span>
            </span>
          ) : (
            "Fill in the contest and save it: it starts as a draft, which you preview and then publish."
          )
        }
        actions={contestId ? <Actions contestId={contestId} archived={Boolean(facts?.archivedAt)} canEdit={canEdit} /> : null}
      />
      {contestId && facts ? (
        <div className="mb-6">
          <PublishPanel
            endpoint={`/api/admin/contests/${contestId}/publishing`}
            state={{ publishAt: facts.publishAt, publishedAt: facts.publishedAt }}
            canEdit={canEdit}
            noun="contest"
          />
          <PinToggle key={String(facts.pinned)} contestId={contestId} pinned={facts.pinned} canEdit={canEdit} />
        </div>
      ) : null}
      {/* A new key per contest: the form starts from that contest's values. */}
      <ContestForm key={contestId ?? "new"} contestId={contestId} initial={values} facts={facts} options={options} canEdit={canEdit} />
    </>
  );
}
