import escapeHtml from "escape-html";
import type { OutgoingEmail } from "./mailer.server";

export const PRODUCT = "Car Mechanic AI";

/**
 * One layout for every message: a plain-text part and an HTML part with the
 * same words, the product's name and an absolute link. The messages
 * themselves live with the feature that sends them (auth/emails.server.ts,
 * feedback/emails.server.ts); this module knows none of them.
 */
export function composeEmail({
  to,
  subject,
  intro,
  action,
  url,
  after,
}: {
  to: string;
  subject: string;
  intro: string;
  action: string;
  url: string;
  after: string;
}): OutgoingEmail {
  const text = `${PRODUCT}\n\n${intro}\n\n${action}:\n${url}\n\n${after}\n\n-- \n${PRODUCT}: instant answers to car problems\n`;
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #dbe2ea;border-radius:12px">
<tr><td style="padding:24px">
<p style="margin:0 0 16px;font-weight:800;font-size:18px;color:#c2410c">${PRODUCT}</p>
<p style="margin:0 0 20px;font-size:16px;line-height:1.5;white-space:pre-wrap">${escapeHtml(intro)}</p>
<p style="margin:0 0 20px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#c2410c;color:#ffffff;text-decoration:none;font-weight:700;padding:12px 20px;border-radius:8px">${escapeHtml(action)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#475569;word-break:break-all">Or paste this link into your browser: ${escapeHtml(url)}</p>
<p style="margin:0;font-size:13px;color:#475569;line-height:1.5">${escapeHtml(after)}</p>
</td></tr></table></body></html>`;
  return { to, subject, text, html };
}
