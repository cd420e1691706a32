import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import type { PasswordStrength } from "~/auth/password-strength";
import { Field, inputClass } from "~/components/ui/field";
import { cn } from "~/lib/utils";

const barColors = ["bg-red-600", "bg-orange-600", "bg-amber-500", "bg-emerald-600", "bg-emerald-700"];

/**
 * A new-password input with a strength meter; its limits come from the form's
 * schema like any field's. The strength checker (and its dictionaries) loads
 * only when the visitor starts typing here; the server runs the same check,
 * so the form is just as safe without JavaScript.
 */
export function NewPasswordField({
  meta,
  label,
  userInputs = [],
  serverReasons = [],
}: {
  meta: FieldMetadata<string>;
  label: string;
  /** Words the password should not lean on: the email and name typed in the same form. */
  userInputs?: string[];
  /** Why the server refused the last password; the live meter replaces them once the visitor types. */
  serverReasons?: string[];
}) {
  const [password, setPassword] = useState("");
  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  const checker = useRef<Promise<typeof import("~/auth/password-strength")> | null>(null);

  const inputsKey = userInputs.join("\n");
  useEffect(() => {
    if (!password) {
      setStrength(null);
      return;
    }
    let current = true;
    checker.current ??= import("~/auth/password-strength");
    void checker.current.then(({ checkPasswordStrength }) => {
      if (current) setStrength(checkPasswordStrength(password, inputsKey.split("\n")));
    });
    return () => {
      current = false;
    };
  }, [password, inputsKey]);

  return (
    <Field
      label={label}
      meta={meta}
      hint={
        <div aria-live="polite" className="space-y-1.5">
          <p>At least {meta.minLength} characters. Long passphrases of unrelated words are strongest.</p>
          {strength ? (
            <div data-password-strength={strength.score}>
              <div className="flex gap-1" aria-hidden="true">
                {[0, 1, 2, 3].map((step) => (
                  <span
                    key={step}
                    className={cn(
                      "h-1.5 flex-1 rounded-full",
                      step < Math.max(1, strength.score) ? barColors[strength.score] : "bg-border",
                    )}
                  />
                ))}
              </div>
              <p className="mt-1 font-semibold text-foreground">Strength: {strength.label}</p>
              {strength.reasons.length > 0 ? (
                <ul className="mt-1 list-disc space-y-0.5 pl-5">
                  {strength.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : serverReasons.length > 0 ? (
            <ul data-password-reasons className="list-disc space-y-0.5 pl-5 text-red-700 dark:text-red-400">
              {serverReasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : null}
        </div>
      }
    >
      {({ ariaDescribedBy }) => (
        <input
          autoComplete="new-password"
          onChange={(event) => setPassword(event.currentTarget.value)}
          className={inputClass}
          {...getInputProps(meta, { type: "password", ariaDescribedBy, value: false })}
        />
      )}
    </Field>
  );
}
