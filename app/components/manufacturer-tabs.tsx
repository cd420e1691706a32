import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";

export const profileTabs = [
  { value: "overview", label: "Overview" },
  { value: "models", label: "Model Lineup" },
  { value: "reliability", label: "Reliability" },
  { value: "costs", label: "Ownership Costs" },
  { value: "buying", label: "Buying Guidance" },
] as const;

export type ProfileTab = (typeof profileTabs)[number]["value"];

export function parseTab(value: string | null): ProfileTab {
  return profileTabs.some((tab) => tab.value === value) ? (value as ProfileTab) : "overview";
}

const keySteps: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The WAI-ARIA tabs pattern (automatic activation: arrow keys, Home and End
 * move and select) on triggers that are links to ?tab=…, so each tab has its
 * own URL, renders on the server, and works without JavaScript. The URL is the
 * only state, so the pattern is all there is to it: a tabs library would cost
 * the page more JavaScript than the rest of it (docs/decisions/0013).
 */
export function ManufacturerTabs({
  active,
  panels,
}: {
  active: ProfileTab;
  /** The open tab's content at least: the server renders only that one. */
  panels: Partial<Record<ProfileTab, ReactNode>>;
}) {
  const navigate = useNavigate();
  const triggers = useRef<(HTMLAnchorElement | null)[]>([]);
  // Before hydration every tab stays in the Tab order (arrow keys need JavaScript);
  // after it, only the selected one is, as the pattern asks.
  const [roving, setRoving] = useState(false);
  useEffect(() => setRoving(true), []);

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const step = keySteps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, profileTabs.length);
    triggers.current[next]?.focus();
    void navigate(`?tab=${profileTabs[next]!.value}`, { replace: true, preventScrollReset: true });
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label="Manufacturer details"
        className="grid grid-cols-2 gap-1 rounded-xl border border-border bg-card p-1 md:flex md:flex-wrap"
      >
        {profileTabs.map((tab, index) => {
          const selected = tab.value === active;
          return (
            <Link
              key={tab.value}
              ref={(element) => {
                triggers.current[index] = element;
              }}
              to={`?tab=${tab.value}`}
              replace
              preventScrollReset
              role="tab"
              id={`tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`tabpanel-${tab.value}`}
              tabIndex={roving && !selected ? -1 : undefined}
              data-state={selected ? "active" : "inactive"}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold text-muted hover:text-foreground data-[state=active]:bg-accent data-[state=active]:text-accent-foreground md:flex-1"
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      {profileTabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={`tabpanel-${tab.value}`}
          aria-labelledby={`tab-${tab.value}`}
          hidden={tab.value !== active}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes the panel the next stop after the tab list
          tabIndex={0}
          className="mt-6 space-y-6 focus-visible:outline-offset-4"
        >
          {tab.value === active ? panels[tab.value] : null}
        </div>
      ))}
    </div>
  );
}
