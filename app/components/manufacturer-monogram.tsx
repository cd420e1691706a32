import { cn } from "~/lib/utils";

const tones = {
  domestic: "bg-blue-800 text-white",
  import: "bg-emerald-800 text-white",
  luxury: "bg-slate-900 text-amber-200 ring-1 ring-amber-300/60",
} as const;

/** Brands appear as a name and a monogram, never a copied logo (trademarks). */
export function ManufacturerMonogram({
  name,
  category,
  large,
}: {
  name: string;
  category: keyof typeof tones;
  /** The profile page's heading size. */
  large?: boolean;
}) {
  const letters = name
    .split(/[\s-]+/)
    .map((word) => word[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center rounded-lg font-black",
        large ? "size-14 text-xl" : "size-12 text-lg",
        tones[category],
      )}
    >
      {letters}
    </span>
  );
}
