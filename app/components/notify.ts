/**
 * Toasts without putting the toast library in every page's first download: sonner is imported on
 * first use (the shell's LazyToaster mounts its Toaster; toasts raised before it mounts are replayed).
 */
export function notifyError(message: string): void {
  void import("sonner").then(({ toast }) => toast.error(message));
}

export function notifySuccess(message: string): void {
  void import("sonner").then(({ toast }) => toast.success(message));
}
