import type { ReactNode } from "react";
import { Breadcrumb, type Crumb } from "~/components/breadcrumb";

/** The banner at the top of an inner page: breadcrumb, title and a short lead. */
export function PageHeader({
  trail,
  title,
  lead,
  children,
}: {
  trail: Crumb[];
  title: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-border bg-linear-to-b from-card to-background">
      <div className="mx-auto max-w-7xl px-4 pb-8 pt-6 sm:px-6">
        <Breadcrumb trail={trail} />
        <h1 className="mt-4 text-3xl font-black tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-muted">{lead}</p>
        {children}
      </div>
    </div>
  );
}
