import { CircleAlert, CircleCheck } from "lucide-react";
import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import { cn } from "~/lib/utils";
import { inputClass } from "./input";

export { inputClass };

/**
 * A labelled input with its hint and error wired up for assistive technology
 * (aria-describedby, aria-invalid). `children` replaces the <input> for
 * selects and textareas: give it the `id` and `describedBy` from the render prop.
 */
export function Field({
  label,
  hint,
  error,
  optional,
  children,
  ...input
}: {
  label: string;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  children?: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "children">) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {children ? (
        children({ id, describedBy, invalid: Boolean(error) })
      ) : (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={inputClass}
          {...input}
        />
      )}
      {hint ? (
        <div id={hintId} className="text-sm text-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The outcome of a form, announced to screen readers. */
export function FormMessage({
  tone,
  title,
  children,
}: {
  tone: "success" | "error";
  title: string;
  children?: ReactNode;
}) {
  const Icon = tone === "success" ? CircleCheck : CircleAlert;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      data-form-message={tone}
      className={cn(
        "flex gap-3 rounded-lg border p-4",
        tone === "success"
          ? "border-emerald-600/50 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
          : "border-red-600/50 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        {children ? <div className="mt-1 text-sm">{children}</div> : null}
      </div>
    </div>
  );
}
