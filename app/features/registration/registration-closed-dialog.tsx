import { useRef } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { formatIstDate } from "#shared/ist.ts";
import { registrationMessages as m } from "#shared/registration/messages.ts";

/** The Registration Closed dialog (docs/product-rules.md#registration), shown when the server refuses because the window closed while the page was open. */
export function RegistrationClosedDialog({ start, end, onOk }: { start: string | null; end: string | null; onOk: () => void }) {
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title="Registration Closed"
      onClose={onOk}
      initialFocus={ok}
      footer={
        <Button ref={ok} onClick={onOk}>
          OK
        </Button>
      }
    >
      <p className="text-gray-800">{m.registrationClosed}</p>
      <p className="mt-3 text-sm text-gray-700">
        Registration window: <span className="font-semibold text-ink">{`${formatIstDate(start)} – ${formatIstDate(end)}`}</span>
      </p>
    </Dialog>
  );
}
