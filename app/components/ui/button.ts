import { cn } from "~/lib/utils";

/**
 * The site's button look, for <Link> and <button> alike, so calls to action
 * stay consistent. Sizes keep touch targets at 40 px or more.
 */
const variants = {
  primary: "bg-accent text-accent-foreground hover:bg-accent-strong",
  outline: "border border-border bg-card text-foreground hover:border-accent",
  /** On the dark gradient banners. */
  inverse: "bg-white text-slate-900 hover:bg-slate-100",
} as const;

const sizes = {
  sm: "min-h-10 px-3 text-sm",
  md: "min-h-11 px-5",
} as const;

export function buttonClass({
  variant = "primary",
  size = "md",
  className,
}: {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  className?: string;
} = {}) {
  return cn("inline-flex items-center gap-2 rounded-md font-semibold", variants[variant], sizes[size], className);
}
