/**
 * Toasts without putting the toast library in any page's download until a toast is wanted: sonner is
 * imported on first use, and the shell's LazyToaster mounts its Toaster only then (toasts raised
 * before it mounts are replayed).
 */
let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the shell's Toaster from now on: before the first toast, or when a part that raises toasts itself opens. */
export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: whether a toast has been wanted on this page yet. */
export const toasterWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  get: () => wanted,
};

export function notifyError(message: string): void {
  wantToaster();
  void import("sonner").then(({ toast }) => toast.error(message));
}

export function notifySuccess(message: string): void {
  wantToaster();
  void import("sonner").then(({ toast }) => toast.success(message));
}
