import { type RefObject, useEffect, useRef } from "react";
import { type ModalBehaviourOptions, startModal } from "./modal-behaviour";

/**
 * Makes the element in `ref` modal while it is mounted (see startModal): focus in and kept inside,
 * Escape calls onClose, no scrolling behind, focus back to the opener on closing.
 */
export function useModal(
  ref: RefObject<HTMLElement | null>,
  { onClose, initialFocus }: { onClose: () => void; initialFocus?: ModalBehaviourOptions["initialFocus"] },
): void {
  const latest = useRef({ onClose, initialFocus });
  latest.current = { onClose, initialFocus };
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    return startModal(container, { onEscape: () => latest.current.onClose(), initialFocus: (node) => latest.current.initialFocus?.(node) });
  }, [ref]);
}
