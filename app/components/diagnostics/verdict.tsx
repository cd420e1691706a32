import { CircleCheck, OctagonX, TriangleAlert } from "lucide-react";
import type { Verdict } from "~/content/diagnostics";
import { cn } from "~/lib/utils";

export const verdictText: Record<Verdict, { short: string; long: string }> = {
  stop: { short: "Stop driving", long: "Stop: do not keep driving" },
  careful: { short: "Drive carefully to a shop", long: "Drive carefully, straight to a shop" },
  ok: { short: "Safe to drive, fix soon", long: "Safe to drive for now, fix soon" },
};

const styles: Record<Verdict, { Icon: typeof OctagonX; className: string }> = {
  stop: { Icon: OctagonX, className: "bg-red-700 text-white" },
  careful: { Icon: TriangleAlert, className: "bg-amber-300 text-amber-950" },
  ok: { Icon: CircleCheck, className: "bg-emerald-700 text-white" },
};

/** "Can I keep driving?" at a glance; the words carry the meaning, not the colour. */
export function VerdictBadge({
  verdict,
  long,
  textSize = "text-xs",
}: {
  verdict: Verdict;
  long?: boolean;
  textSize?: "text-xs" | "text-sm" | "text-base";
}) {
  const { Icon, className: tone } = styles[verdict];
  return (
    <span
      data-verdict={verdict}
      className={cn("inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 font-bold", textSize, tone)}
    >
      <Icon aria-hidden="true" className="size-4" />
      {long ? verdictText[verdict].long : verdictText[verdict].short}
    </span>
  );
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** "$240–$650" */
export function formatRange(low: number, high: number) {
  if (high === 0) return "$0";
  return low === high ? dollars.format(low) : `${dollars.format(low)}–${dollars.format(high)}`;
}

export function DifficultyMeter({ level }: { level: number }) {
  // Few elements on purpose: a system page shows dozens of these, and each node costs hydration time on a phone.
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-semibold">
      <span aria-hidden="true" className="block h-2 w-12 overflow-hidden rounded-sm bg-border">
        <span className="block h-full bg-accent" style={{ width: `${level * 20}%` }} />
      </span>
      <span>
        <span className="sr-only">DIY difficulty </span>
        <span aria-hidden="true">DIY </span>
        {level}/5
      </span>
    </span>
  );
}
