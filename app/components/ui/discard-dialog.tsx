import { useRef } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

/**
 * Asked before a dialog holding input closes by Escape, ×, a tap beside it or the back button.
 * Keeping is the default (focused, and what Escape or back do here), so a stray key loses nothing.
 */
export function DiscardDialog({
  title = "Discard what you typed?",
  message,
  onKeep,
  onDiscard,
}: {
  title?: string;
  message: string;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={title}
      role="alertdialog"
      description={message}
      onClose={onKeep}
      initialFocus={keep}
      closeLabel="Back to the form"
      footer={
        <>
          <Button variant="secondary" onClick={onDiscard}>
            Discard
          </Button>
          <Button ref={keep} onClick={onKeep}>
            Keep editing
          </Button>
        </>
      }
    />
  );
}
