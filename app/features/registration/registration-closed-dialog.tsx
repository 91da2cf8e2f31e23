import { useRef } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useFormat, useMessages } from "#app/i18n/i18n.tsx";
import { registrationMessages as m } from "#shared/registration/messages.ts";
import { useKnownMessage } from "./known-messages.tsx";

/** The Registration Closed dialog (docs/product-rules.md#registration), shown when the server refuses because the window closed while the page was open. */
export function RegistrationClosedDialog({ start, end, onOk }: { start: string | null; end: string | null; onOk: () => void }) {
  const r = useMessages("registration");
  const f = useFormat();
  const t = useKnownMessage();
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={r.closed.title}
      closeLabel={r.closeDialog}
      onClose={onOk}
      initialFocus={ok}
      footer={
        <Button ref={ok} onClick={onOk}>
          {r.closed.ok}
        </Button>
      }
    >
      <p className="text-gray-800">{t(m.registrationClosed)}</p>
      <p className="mt-3 text-sm text-gray-700">
        {r.closed.window} <span className="font-semibold text-ink">{`${f.date(start)} – ${f.date(end)}`}</span>
      </p>
    </Dialog>
  );
}
