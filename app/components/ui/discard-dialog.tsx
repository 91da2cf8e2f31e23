import { useRef } from "react";
import { useMessages } from "#app/i18n/i18n.tsx";
import { Button } from "./button";
import { Dialog } from "./dialog";

/**
 * Asked before a dialog holding input closes by Escape, ×, a tap beside it or the back button.
 * Keeping is the default (focused, and what Escape or back do here), so a stray key loses nothing.
 */
export function DiscardDialog({
  title,
  message,
  onKeep,
  onDiscard,
}: {
  title?: string;
  message: string;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const { discard } = useMessages("common");
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={title ?? discard.title}
      role="alertdialog"
      description={message}
      onClose={onKeep}
      initialFocus={keep}
      closeLabel={discard.back}
      footer={
        <>
          <Button variant="secondary" onClick={onDiscard}>
            {discard.discard}
          </Button>
          <Button ref={keep} onClick={onKeep}>
            {discard.keep}
          </Button>
        </>
      }
    />
  );
}
