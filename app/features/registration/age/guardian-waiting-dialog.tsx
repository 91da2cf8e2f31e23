import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";

/** Shown while the guardian has not answered: what happens next, and where to see it (My registrations). */
export function GuardianWaitingDialog({ onAskAgain, onClose }: { onAskAgain: () => void; onClose: () => void }) {
  const r = useMessages("registration");
  const m = r.guardian;
  const f = useFormat();
  const [beforeLink, afterLink] = m.checkOn.split("{link}");
  return (
    <Dialog
      title={m.waitingTitle}
      closeLabel={r.closeDialog}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onAskAgain}>
            {m.changeEmail}
          </Button>
          <Button onClick={onClose}>{m.ok}</Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-gray-700">
        <p>{m.waitingLink}</p>
        <p>{m.waitingNext}</p>
        <p>
          {beforeLink}
          <Link className="font-medium text-brand-700 underline" to={f.path("/me")}>
            {m.myRegistrations}
          </Link>
          {afterLink}
        </p>
      </div>
    </Dialog>
  );
}
