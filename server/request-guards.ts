import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler, Response } from "express";

/**
 * Refuses, before a byte of the body is read, what no route of ours can take:
 * a method the address does not answer (405, with Allow), a body where none is
 * expected or larger than the route's limit (413), a form in an encoding the
 * route does not read (415, or 400 for a multipart body without its boundary).
 * A body sent in chunks, with no length given, is counted as it arrives and cut
 * off with a 413 once it passes the limit, so nothing ever holds more than the
 * limit in memory. HTML for browsers, JSON under /api/.
 * The limits and why: docs/decisions/0017-request-hardening.md.
 */

const KB = 1024;

/**
 * The largest legitimate submission of each kind, percent-encoded (a character
 * can take 3 UTF-8 bytes, 9 once encoded): feedback, ~5,400 characters at
 * most (message 5,000, name 100, email 254), is ≤ 49 KB; every other form
 * (sign-in, sign-up, account, reset, sign-out, quiz, admin) ≤ 5 KB.
 */
export const FEEDBACK_BODY_LIMIT = 64 * KB;
export const FORM_BODY_LIMIT = 16 * KB;

type BodyRule = {
  /** What the route reads: a browser form, or JSON (the API). */
  accepts: "form" | "json";
  limit: number;
  /** The Allow header of a 405 at this address. */
  allow: string;
};

const form = (limit: number): BodyRule => ({ accepts: "form", limit, allow: "GET, HEAD, POST" });

/** The only addresses that take a body, all by POST (their route modules have an action). */
export const bodyRoutes: ReadonlyMap<string, BodyRule> = new Map([
  ["/auth", form(FORM_BODY_LIMIT)],
  ["/auth/sign-out", form(FORM_BODY_LIMIT)],
  ["/auth/reset-password", form(FORM_BODY_LIMIT)],
  ["/account", form(FORM_BODY_LIMIT)],
  ["/admin/feedback", form(FORM_BODY_LIMIT)],
  ["/quiz/round", form(FORM_BODY_LIMIT)],
  ["/vehicles/garage", form(FORM_BODY_LIMIT)],
  ["/feedback", form(FEEDBACK_BODY_LIMIT)],
  ["/api/feedback", { accepts: "json", limit: FEEDBACK_BODY_LIMIT, allow: "POST" }],
]);

const READ_ONLY_ALLOW = "GET, HEAD";

/**
 * The route a path reaches, as React Router matches it: decoded, in any case,
 * without a trailing slash, and with the `.data` suffix of its data requests
 * (`/feedback.data`, `/_root.data` for "/", `/feedback/_.data`) removed.
 */
export function routePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape matches no route of ours; the router answers it.
  }
  path = path.toLowerCase();
  if (path === "/_root.data") return "/";
  if (path.endsWith("/_.data")) path = path.slice(0, -"_.data".length);
  else if (path.endsWith(".data")) path = path.slice(0, -".data".length);
  return path.replace(/\/+$/, "") || "/";
}

/** Whether a request says it carries a body (a length above 0, or chunks). */
function hasBody(req: IncomingMessage) {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/** The refusal when the Content-Type does not fit the route, or null. */
function contentTypeProblem(header: string | undefined, rule: BodyRule): { status: number; message: string } | null {
  const [type = "", ...parameters] = (header ?? "").split(";").map((part) => part.trim().toLowerCase());
  if (rule.accepts === "json") {
    return type === "application/json"
      ? null
      : { status: 415, message: "Send the request body as JSON, with Content-Type: application/json." };
  }
  if (type === "application/x-www-form-urlencoded") return null;
  if (type === "multipart/form-data") {
    return parameters.some((parameter) => /^boundary=.+/.test(parameter))
      ? null
      : { status: 400, message: "A multipart/form-data body needs its boundary parameter." };
  }
  return {
    status: 415,
    message: "This form takes application/x-www-form-urlencoded or multipart/form-data, as a browser sends it.",
  };
}

const titles: Record<number, string> = {
  400: "Bad request",
  405: "Method not allowed",
  413: "Request too large",
  415: "Unsupported form encoding",
};

function escapeHtml(text: string) {
  return text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * How long the rest of a refused body is still read (and dropped) before the
 * connection is closed. Closing while the client is still sending would reset
 * the connection, and a client can lose the answer with it; in this time it
 * has read the answer and stopped (browsers and fetch do). Reading and
 * dropping costs no memory.
 */
const LINGER_MS = 5_000;

/** Drops what is left of a refused body, then closes the connection if the client is still sending. */
function discardRestOfBody(req: Request) {
  req.removeAllListeners("data");
  req.resume();
  if (req.complete) return;
  const timer = setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
  const done = () => clearTimeout(timer);
  req.once("end", done);
  req.once("close", done);
}

/** Answers without reading the body; what is left of it is dropped. */
function refuse(req: Request, res: Response, status: number, message: string, headers: Record<string, string> = {}) {
  res.status(status).set(headers).set("Cache-Control", "no-store");
  if (hasBody(req)) discardRestOfBody(req);
  if (req.path.startsWith("/api/")) {
    res.json({ success: false, error: message });
    return;
  }
  const title = titles[status] ?? "Request refused";
  res
    .type("html")
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${title} | Car Mechanic AI</title><body style="font-family:system-ui;padding:2rem"><h1>${title}</h1>` +
        `<p>${escapeHtml(message)}</p><p><a href="/">Go to the home page</a></p></body></html>`,
    );
}

function tooLargeMessage(limit: number) {
  return `The request is too large: this address takes at most ${limit / KB} KB.`;
}

class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(tooLargeMessage(limit));
    this.name = "BodyTooLargeError";
  }
}

/**
 * Counts a body sent without a length while the app reads it. Over the limit,
 * the app's read fails (an error, not an early end, so a cut-off form is never
 * taken for a whole one) and the answer is a 413.
 */
function capStreamedBody(req: Request, res: Response, limit: number) {
  let received = 0;
  // Paused first, so that listening does not start the flow before the app reads.
  req.pause();
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return;
    req.off("data", count);
    const error = new BodyTooLargeError(limit);
    // The app's reader (React Router's body stream) listens for this; the stream is not destroyed, so the answer can still go out.
    req.emit("error", error);
    if (res.headersSent) req.socket.destroy();
    else refuse(req, res, 413, error.message);
  };
  req.on("data", count);
}

export function requestGuards(): RequestHandler {
  return (req, res, next) => {
    const rule = bodyRoutes.get(routePath(req.path));
    const readOnly = req.method === "GET" || req.method === "HEAD";
    if (!readOnly && !(req.method === "POST" && rule)) {
      refuse(req, res, 405, `${req.method} is not allowed here.`, { Allow: rule?.allow ?? READ_ONLY_ALLOW });
      return;
    }
    if (!hasBody(req)) {
      next();
      return;
    }
    if (readOnly || !rule) {
      refuse(req, res, 413, "This address takes no request body.");
      return;
    }
    const length = req.headers["content-length"];
    if (length !== undefined && Number(length) > rule.limit) {
      refuse(req, res, 413, tooLargeMessage(rule.limit));
      return;
    }
    const problem = contentTypeProblem(req.headers["content-type"], rule);
    if (problem) {
      refuse(req, res, problem.status, problem.message);
      return;
    }
    if (length === undefined) capStreamedBody(req, res, rule.limit);
    next();
  };
}
