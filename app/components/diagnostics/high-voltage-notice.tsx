import { Zap } from "lucide-react";
import type { highVoltageNotice } from "~/content/diagnostics";

/** The high-voltage warning on Electric Vehicles and Hybrid Systems problem pages (content/diagnostics/high-voltage.ts). */
export function HighVoltageNotice({ notice }: { notice: NonNullable<ReturnType<typeof highVoltageNotice>> }) {
  return (
    <section
      aria-labelledby="high-voltage-safety"
      data-high-voltage
      className="mt-6 rounded-lg border-l-4 border-red-700 bg-card p-4 shadow-sm print:hidden dark:border-red-500"
    >
      <h2 id="high-voltage-safety" className="flex items-center gap-2 text-lg font-bold">
        <Zap aria-hidden="true" className="size-5 text-red-700 dark:text-red-400" />
        {notice.heading}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {notice.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </section>
  );
}
