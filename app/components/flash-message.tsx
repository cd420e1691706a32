import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import { useState } from "react";
import { cn } from "~/lib/utils";

type Flash = { kind: "success" | "error" | "info"; title: string; message?: string };

const styles = {
  success: { Icon: CircleCheck, tone: "border-emerald-600 text-emerald-800 dark:text-emerald-300" },
  error: { Icon: CircleAlert, tone: "border-red-600 text-red-800 dark:text-red-300" },
  info: { Icon: Info, tone: "border-sky-600 text-sky-800 dark:text-sky-300" },
} as const;

/**
 * A message carried over a redirect (see http/flash.server.ts). Rendered on the
 * server so it shows without JavaScript; with it, it can be dismissed.
 */
export function FlashMessage({ flash }: { flash: Flash }) {
  // A new message (after another redirect) mounts a new instance (root.tsx keys it), so it shows again.
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const { Icon, tone } = styles[flash.kind];
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6">
      <div
        role={flash.kind === "error" ? "alert" : "status"}
        data-flash={flash.kind}
        className={cn("flex items-start gap-3 rounded-lg border-l-4 bg-card p-4 shadow-sm", tone)}
      >
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="flex-1 text-foreground">
          <p className="font-semibold">{flash.title}</p>
          {flash.message ? <p className="mt-1 text-sm text-muted">{flash.message}</p> : null}
        </div>
        <button
          type="button"
          onClick={() => setOpen(false)}
          aria-label="Dismiss message"
          className="inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-border/60"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
