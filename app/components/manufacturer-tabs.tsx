import * as Tabs from "@radix-ui/react-tabs";
import type { ReactNode } from "react";
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

/**
 * Radix tabs (roles, arrow keys, Home/End) whose triggers are also links to
 * ?tab=…, so each tab has its own URL, renders on the server, and works
 * without JavaScript. The URL is the only state.
 */
export function ManufacturerTabs({ active, panels }: { active: ProfileTab; panels: Record<ProfileTab, ReactNode> }) {
  const navigate = useNavigate();
  return (
    <Tabs.Root
      value={active}
      onValueChange={(value) => navigate(`?tab=${value}`, { replace: true, preventScrollReset: true })}
      activationMode="automatic"
    >
      <Tabs.List
        aria-label="Manufacturer details"
        className="grid grid-cols-2 gap-1 rounded-xl border border-border bg-card p-1 md:flex md:flex-wrap"
      >
        {profileTabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} asChild>
            <Link
              to={`?tab=${tab.value}`}
              replace
              preventScrollReset
              className="flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold text-muted hover:text-foreground data-[state=active]:bg-accent data-[state=active]:text-accent-foreground md:flex-1"
            >
              {tab.label}
            </Link>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {profileTabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="mt-6 space-y-6 focus-visible:outline-offset-4">
          {panels[tab.value]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
