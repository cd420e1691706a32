import { cn } from "~/lib/utils";

/**
 * The site's button look, for <Link> and <button> alike, so calls to action
 * stay consistent. Sizes keep touch targets at 40 px or more.
 *
 * Class names are only joined, never merged (see lib/utils.ts): what a caller
 * may change that the base also sets (display, padding) is an option here, and
 * `className` adds only utilities the base does not set (margins, width, alignment).
 */
const variants = {
  primary: "bg-accent text-accent-foreground hover:bg-accent-strong",
  outline: "border border-border bg-card text-foreground hover:border-accent",
  /** On the dark gradient banners. */
  inverse: "bg-white text-slate-900 hover:bg-slate-100",
  /** Irreversible actions (deleting the account). */
  danger: "bg-red-700 text-white hover:bg-red-800",
} as const;

const sizes = {
  sm: { height: "min-h-10 text-sm", padding: "px-3" },
  md: { height: "min-h-11", padding: "px-5" },
} as const;

export function buttonClass({
  variant = "primary",
  size = "md",
  display = "inline-flex",
  padding,
  className,
}: {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** The display utilities, e.g. "flex" for a full-width block or "hidden md:inline-flex". */
  display?: string;
  /** Horizontal padding in place of the size's own. */
  padding?: string;
  className?: string;
} = {}) {
  return cn(
    display,
    "items-center gap-2 rounded-md font-semibold",
    variants[variant],
    sizes[size].height,
    padding ?? sizes[size].padding,
    className,
  );
}

/** A 40 px square button holding one icon (the header's theme switch and search toggle). */
export const iconButtonClass =
  "inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-border/60";
