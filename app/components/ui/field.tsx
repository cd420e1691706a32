import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { CircleAlert, CircleCheck } from "lucide-react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { cn } from "~/lib/utils";
import { inputClass } from "./input";

export { inputClass };

type TextInputType = "text" | "email" | "password" | "search" | "tel" | "url";

/** What the schema decides, through Conform's field metadata; a caller sets the rest. */
type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "children" | "id" | "name" | "form" | "type" | "required" | "minLength" | "maxLength" | "pattern" | "defaultValue"
>;

/**
 * A labelled form field from Conform's metadata (`useForm`'s fieldset): the
 * input's name, id, constraints (required, minLength, maxLength, pattern),
 * value to show again and error come from the form's schema and the server's
 * last answer; the label, hint and error are wired up for assistive technology
 * (aria-describedby, aria-invalid). `children` replaces the <input> for a
 * select or a textarea: spread Conform's `getSelectProps`/`getTextareaProps`
 * with the `ariaDescribedBy` it is given.
 */
export function Field({
  label,
  meta,
  hint,
  optional,
  type = "text",
  children,
  ...input
}: {
  label: string;
  meta: FieldMetadata<string>;
  hint?: ReactNode;
  optional?: boolean;
  type?: TextInputType;
  children?: (options: { ariaDescribedBy: string | undefined }) => ReactNode;
} & InputAttributes) {
  const ariaDescribedBy = hint ? meta.descriptionId : undefined;
  const error = meta.errors?.[0];
  return (
    <div className="space-y-1.5">
      <label htmlFor={meta.id} className="block text-sm font-semibold">
        {label}
        {optional ? <span className="font-normal text-muted"> (optional)</span> : null}
      </label>
      {children ? (
        children({ ariaDescribedBy })
      ) : (
        <input className={inputClass} {...input} {...getInputProps(meta, { type, ariaDescribedBy })} />
      )}
      {hint ? (
        <div id={meta.descriptionId} className="text-sm text-muted">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={meta.errorId} className="flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-400">
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
