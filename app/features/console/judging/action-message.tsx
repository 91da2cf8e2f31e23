import type { ReactNode } from "react";

export type ActionResult = { error: boolean; text: string } | null;

/** What a judging action came to: a failure read out at once, a success in green (`children` after the text). */
export function ActionMessage({ message, small = true, children }: { message: ActionResult; small?: boolean; children?: ReactNode }) {
  if (!message) return null;
  const colour = message.error ? "text-red-700" : "text-green-800";
  return (
    <p role={message.error ? "alert" : "status"} className={small ? `text-sm ${colour}` : colour}>
      {message.text}
      {children}
    </p>
  );
}
