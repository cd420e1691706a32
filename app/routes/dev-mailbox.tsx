import { data, Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { canViewDevMailbox } from "~/email/dev-mailbox-access.server";
import { listMailFolder, readMailFolderMessage } from "~/email/mail-folder.server";
import { errorMeta, originFrom, seo } from "~/lib/seo";
import { clientIpContext, servicesContext } from "~/request-context";
import type { Route } from "./+types/dev-mailbox";

/**
 * Dev mailbox: the emails the mailer wrote to the mail folder when no
 * SMTP_URL is set, so sign-up and sign-in links can be followed locally. A
 * deployed site never serves it (see canViewDevMailbox). Its address stays
 * /dev/outbox, as documented.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { env, mailFolder } = context.get(servicesContext);
  if (!canViewDevMailbox(env, context.get(clientIpContext))) throw data(null, { status: 404 });
  if (params.file) {
    const message = await readMailFolderMessage(mailFolder, params.file);
    if (!message) throw data(null, { status: 404 });
    return { mailFolder, message, messages: [] };
  }
  return { mailFolder, message: null, messages: await listMailFolder(mailFolder), smtp: Boolean(env.SMTP_URL) };
}

export const meta: Route.MetaFunction = ({ matches, error }) =>
  error
    ? errorMeta()
    : seo({
        title: "Dev mailbox",
        description: "Emails written to the local mail folder.",
        path: "/dev/outbox",
        origin: originFrom(matches),
        noIndex: true,
      });

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { message, messages, mailFolder } = loaderData;
  return (
    <>
      <PageHeader
        trail={[
          { label: "Home", path: "/" },
          { label: "Dev mailbox", path: "/dev/outbox" },
        ]}
        title="Dev mailbox"
        lead={`Emails written to ${mailFolder} because no SMTP_URL is set. Shown only in development or to this machine when the site runs on localhost.`}
      />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        {message ? (
          <article className="space-y-4 rounded-xl border border-border bg-card p-5">
            <Link to="/dev/outbox" className="text-sm font-semibold text-accent underline underline-offset-2">
              All messages
            </Link>
            <h2 className="text-xl font-bold">{message.subject}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">From</dt>
              <dd>{message.from}</dd>
              <dt className="text-muted">To</dt>
              <dd>{message.to}</dd>
              <dt className="text-muted">Date</dt>
              <dd>{message.date}</dd>
            </dl>
            {message.links.length > 0 ? (
              <ul className="space-y-1">
                {message.links.map((href) => (
                  <li key={href}>
                    <a href={href} className="break-all font-semibold text-accent underline underline-offset-2">
                      {href}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            <pre className="overflow-x-auto whitespace-pre-wrap rounded-md bg-background p-4 text-sm">
              {message.text}
            </pre>
          </article>
        ) : messages.length === 0 ? (
          <p className="text-muted">No emails yet. Sign up or ask for a sign-in link and it will appear here.</p>
        ) : (
          <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-card">
            {messages.map((entry) => (
              <li key={entry.file}>
                <Link to={`/dev/outbox/${entry.file}`} className="block px-4 py-3 hover:bg-border/40">
                  <span className="block font-semibold">{entry.subject}</span>
                  <span className="block text-sm text-muted">
                    To {entry.to} · {entry.date}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
