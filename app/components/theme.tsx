import { Moon, Sun } from "lucide-react";
import { useSyncExternalStore } from "react";
import { iconButtonClass } from "~/components/ui/button";
import { useNonce } from "~/lib/nonce";
import { getThemeSnapshot, setTheme, subscribeToTheme, type Theme, themeBootScript } from "~/lib/theme";
import { cn } from "~/lib/utils";

/** Sets the theme class before first paint; must sit in <head>. */
export function ThemeScript() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      // The browser hides nonce values from the DOM, so the client never matches the server here.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by its nonce
      dangerouslySetInnerHTML={{ __html: themeBootScript }}
    />
  );
}

/** The active theme, or null during server rendering and hydration (the server cannot know it). */
export function useTheme(): Theme | null {
  return useSyncExternalStore(subscribeToTheme, getThemeSnapshot, () => null);
}

/** The header's one-button switch. Icons swap by CSS so they are right before hydration too. */
export function ThemeToggle({ className }: { className?: string }) {
  const theme = useTheme();
  const next: Theme = theme === "light" ? "dark" : "light";
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={theme ? `Switch to ${next} mode` : "Switch between light and dark mode"}
      title={theme ? `Switch to ${next} mode` : "Light or dark mode"}
      className={cn(iconButtonClass, className)}
    >
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
    </button>
  );
}

/** The beta banner's explicit Light Mode / Dark Mode pair. */
export function ThemeButtons() {
  const theme = useTheme();
  const options: { value: Theme; label: string; Icon: typeof Sun }[] = [
    { value: "light", label: "Light Mode", Icon: Sun },
    { value: "dark", label: "Dark Mode", Icon: Moon },
  ];
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Color theme</legend>
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          onClick={() => setTheme(value)}
          aria-pressed={theme === null ? undefined : theme === value}
          className={cn(
            "inline-flex min-h-10 items-center gap-2 rounded-md border border-border bg-card px-3 text-sm font-medium text-foreground hover:border-accent",
            "aria-pressed:border-accent aria-pressed:ring-2 aria-pressed:ring-accent",
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}
