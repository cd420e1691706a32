import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

/**
 * Toasts through sonner, loaded only when a page first shows one: most pages
 * never do, so they never pay for it. `showToast` can be called before the
 * library has arrived; the toast appears once it has.
 */
export type ToastRequest = { title: string; description?: string; variant?: "success" | "destructive" };

const pending: ToastRequest[] = [];
let wanted = false;
const listeners = new Set<() => void>();

export function showToast(request: ToastRequest) {
  pending.push(request);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  } else {
    void flush();
  }
}

async function flush() {
  const { toast } = await import("sonner");
  for (const request of pending.splice(0)) {
    const options = { description: request.description, duration: request.variant === "destructive" ? 8000 : 6000 };
    if (request.variant === "destructive") toast.error(request.title, options);
    else toast.success(request.title, options);
  }
}

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

function FlushOnMount() {
  useEffect(() => {
    void flush();
  }, []);
  return null;
}

/** Mount once, in the root layout. Renders nothing until a toast is requested. */
export function ToastHost() {
  const isWanted = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton theme="system" toastOptions={{ className: "font-sans" }} />
      <FlushOnMount />
    </Suspense>
  );
}
