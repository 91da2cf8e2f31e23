import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { privacyMessages as m } from "#shared/privacy/messages.ts";

/** Shown while the guardian has not answered: what happens next, and where to see it (My registrations). */
export function GuardianWaitingDialog({ onAskAgain, onClose }: { onAskAgain: () => void; onClose: () => void }) {
  return (
    <Dialog
      title={m.waitingForGuardian}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onAskAgain}>
            Change e-mail
          </Button>
          <Button onClick={onClose}>OK</Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-gray-700">
        <p>We have e-mailed your parent or guardian a link. It works for 7 days, and we remind them once after 2 days.</p>
        <p>When they agree, we will e-mail you and you can finish your registration here.</p>
        <p>
          You can check on{" "}
          <Link className="font-medium text-brand-700 underline" to="/me">
            My registrations
          </Link>
          .
        </p>
      </div>
    </Dialog>
  );
}
