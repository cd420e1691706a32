import fc from "fast-check";

/**
 * Generated requests for the fuzz suite (tests/reliability/fuzz.spec.ts):
 * every route, with odd paths and queries, every form with random fields,
 * values, encodings and sizes, odd methods and content types. fast-check
 * draws them from a seed, so one seed always gives the same requests.
 */

export type FuzzRequest = {
  method: string;
  /** Path and query, as sent on the request line (only characters Node's client accepts). */
  path: string;
  headers: Record<string, string>;
  /** The body, or null; sent with its length, or in chunks when `chunked`. */
  body: Buffer | null;
  chunked: boolean;
  /** Which session cookie to send (filled in by the spec). */
  session: "none" | "user" | "admin" | "garbage";
};

/** Form and API routes, with the fields each reads (a few more are added at random). */
const forms: { path: string; fields: string[]; intents?: string[] }[] = [
  {
    path: "/auth",
    fields: ["intent", "email", "password", "name", "redirectTo"],
    intents: ["password", "magic-link", "sign-up", "forgot"],
  },
  { path: "/auth?mode=signup", fields: ["intent", "email", "password", "name", "redirectTo"], intents: ["sign-up"] },
  { path: "/auth/reset-password", fields: ["token", "password"] },
  {
    path: "/account",
    fields: [
      "intent",
      "displayName",
      "role",
      "company",
      "zipCode",
      "newEmail",
      "currentPassword",
      "newPassword",
      "signOutOthers",
      "confirmEmail",
      "password",
    ],
    // "delete" is left out on purpose: the fuzz user's password is never drawn, but keep the account either way.
    intents: ["profile", "email", "password", "sessions"],
  },
  { path: "/feedback", fields: ["name", "email", "feedbackType", "message", "website"] },
  { path: "/admin/feedback", fields: ["id", "status"] },
  { path: "/quiz/round?c=electrical&q=a.b&a=0", fields: ["pick"] },
  { path: "/auth/sign-out", fields: [] },
];

/** Keys every JavaScript object has, and names that mean something to form libraries. */
const prototypeKeys = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "__defineGetter__",
  "__intent__",
  "__state__",
  "intent.__proto__",
  "a[0]",
  "a.b",
];

/** Query parameters the pages read, and some they do not. */
const queryNames = [
  "redirectTo",
  "error",
  "mode",
  "q",
  "s",
  "verdict",
  "tab",
  "category",
  "c",
  "a",
  "pick",
  "f",
  "done",
  "via",
  "token",
  "type",
  "status",
  "email",
  "index",
  "_data",
  "callbackURL",
  "utm_source",
  ...prototypeKeys,
];

const controlCharacters = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).concat([
  "\u007f",
  "\u0085",
]);
const oddCharacters = [
  "\u3000",
  "\u00a0",
  "\u2028",
  "\u2029",
  "\u200b",
  "\ufeff",
  "\u202e",
  "\ud800",
  "\udfff",
  "😀",
  "語",
  "\\",
  "/",
  "//",
  "..",
  "%",
  "%00",
  "%zz",
  "&",
  "=",
  "#",
  "?",
  "<script>",
  "'",
  '"',
  "$" + "{x}",
  "{{x}}",
  "\r\n",
];

/** Text of every kind a person or a script might send: ordinary, control characters, odd Unicode, prototype keys, long. */
export const fuzzText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.constantFrom(...controlCharacters, ...oddCharacters, "a", "b", " "), { maxLength: 20 })
      .map((parts) => parts.join("")),
  },
  { weight: 1, arbitrary: fc.constantFrom(...prototypeKeys) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "",
      " ",
      "a@example.test",
      "general",
      "bug",
      "new",
      "read",
      "archived",
      "on",
      "mechanic",
      "94110",
      "00000000-0000-4000-8000-000000000000",
    ),
  },
  { weight: 1, arbitrary: fc.emailAddress() },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom("a", "語", "\u0000", "%", "p"), fc.integer({ min: 100, max: 6000 }))
      .map(([unit, count]) => unit.repeat(count)),
  },
);

/** A path segment as it goes on the request line: percent-encoded, or a few characters that are legal raw. */
const segment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fuzzText.map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ""))) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "..",
      ".",
      "",
      "%00",
      "%2F",
      "%5C",
      "%zz",
      "%",
      "_root.data",
      "_.data",
      ".data",
      "index",
      "~",
      "!$&'()*+,;=:@",
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(...prototypeKeys).map(encodeURIComponent) },
);

function encodePair(name: string, value: string) {
  // encodeURIComponent throws on a lone surrogate; those go in as a raw escape instead.
  const encode = (text: string) => {
    try {
      return encodeURIComponent(text);
    } catch {
      return text.replace(
        /[^A-Za-z0-9]/g,
        (character) => `%${(character.charCodeAt(0) & 0xff).toString(16).padStart(2, "0")}`,
      );
    }
  };
  return `${encode(name)}=${encode(value)}`;
}

const query: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...queryNames), fuzzText), fuzzText), { maxLength: 4 })
  .chain((pairs) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(pairs.map(([name, value]) => encodePair(name, value)).join("&")) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          "%",
          "a=%zz",
          "&&&",
          "=x",
          "a=1&a=2&a=3",
          "redirectTo=%2F%09%2Fevil.example",
          "redirectTo=%0A",
          "error=__proto__",
          "s=a&s=b&s=c&s=d&s=e",
        ),
      },
    ),
  );

/** Addresses to start from: a sample of the real pages, forms, APIs and ones that do not exist. */
function pathArbitrary(pages: readonly string[]) {
  const base = fc.constantFrom(
    ...pages,
    ...forms.map((form) => form.path.split("?")[0]!),
    "/api/feedback",
    "/api/auth/get-session",
    "/api/auth/magic-link/verify",
    "/api/auth/verify-email",
    "/api/auth/reset-password/abc",
    "/api/auth/sign-in/email",
    "/healthz",
    "/robots.txt",
    "/sitemap.xml",
    "/dev/outbox",
    "/assets/nope.js",
    "/favicon.svg",
    "/nope",
  );
  return fc
    .tuple(
      base,
      fc.oneof(
        { weight: 6, arbitrary: fc.constant([] as string[]) },
        { weight: 2, arbitrary: fc.array(segment, { minLength: 1, maxLength: 3 }) },
      ),
      fc.constantFrom("", "", "", "/", ".data", "/_.data", "//"),
      fc.oneof({ weight: 2, arbitrary: fc.constant("") }, { weight: 1, arbitrary: query }),
    )
    .map(([start, extra, suffix, search]) => {
      const [pathname = "/", known = ""] = start.split("?");
      const path = [pathname.replace(/\/$/, ""), ...extra].join("/") + suffix || "/";
      const params = [known, search].filter(Boolean).join("&");
      return `${path.startsWith("/") ? path : `/${path}`}${params ? `?${params}` : ""}`;
    });
}

type Encoded = { contentType: string | null; body: Buffer };

/** A form's fields encoded every way a client might, and some ways it should not. */
const encodings = (fields: [string, string][]): fc.Arbitrary<Encoded> => {
  const urlencoded = fields.map(([name, value]) => encodePair(name, value)).join("&");
  const boundary = "----fuzz7MA4YWxkTrZu0gW";
  const multipart = `${fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, "%22")}"\r\n\r\n${value}\r\n`).join("")}--${boundary}--\r\n`;
  const json = JSON.stringify(Object.fromEntries(fields));
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc.constant({ contentType: "application/x-www-form-urlencoded", body: Buffer.from(urlencoded) }),
    },
    {
      weight: 3,
      arbitrary: fc.constant({
        contentType: `multipart/form-data; boundary=${boundary}`,
        body: Buffer.from(multipart),
      }),
    },
    { weight: 2, arbitrary: fc.constant({ contentType: "application/json", body: Buffer.from(json) }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom<Encoded>(
        { contentType: "multipart/form-data", body: Buffer.from(multipart) },
        {
          contentType: `multipart/form-data; boundary=${boundary}`,
          body: Buffer.from(multipart.slice(0, multipart.length / 2)),
        },
        { contentType: "application/x-www-form-urlencoded", body: Buffer.from(json) },
        { contentType: "application/json", body: Buffer.from(urlencoded) },
        { contentType: "text/plain", body: Buffer.from(urlencoded) },
        { contentType: null, body: Buffer.from(urlencoded) },
        { contentType: "application/x-www-form-urlencoded; charset=utf-16", body: Buffer.from(urlencoded, "utf16le") },
        { contentType: "application/octet-stream", body: Buffer.from([0, 255, 254, 0, 1, 2]) },
        { contentType: "application/x-www-form-urlencoded", body: Buffer.alloc(70 * 1024, 97) },
      ),
    },
  );
};

/** A POST to one of the forms, with its fields (sometimes missing, repeated or joined by strangers). */
function formPost(): fc.Arbitrary<Omit<FuzzRequest, "headers" | "session"> & { contentType: string | null }> {
  return fc
    .constantFrom(...forms)
    .chain((form) =>
      fc.tuple(
        fc.constant(form),
        fc.subarray(form.fields),
        fc.option(fc.constantFrom(...(form.intents ?? ["x"]), "nope", "__proto__")),
        fc.array(
          fc.tuple(
            fc.oneof(fc.constantFrom(...form.fields, "x"), fc.constantFrom(...prototypeKeys), fuzzText),
            fuzzText,
          ),
          { maxLength: 3 },
        ),
        fc.array(fuzzText, { minLength: form.fields.length, maxLength: form.fields.length }),
        fc.boolean(),
      ),
    )
    .chain(([form, chosen, intent, extra, values, dataRequest]) => {
      const fields: [string, string][] = chosen.map((name, index) => [name, values[index] ?? ""]);
      if (form.intents && intent !== null) fields.unshift(["intent", intent]);
      fields.push(...extra);
      const [pathname = "/", search] = form.path.split("?");
      const path = `${dataRequest && pathname !== "/" ? `${pathname}.data` : pathname}${search ? `?${search}` : ""}`;
      return encodings(fields).map((encoded) => ({
        method: "POST",
        path,
        body: encoded.body,
        contentType: encoded.contentType,
        chunked: false,
      }));
    });
}

/** A JSON call to /api/feedback, with values of every type. */
const apiPost = fc
  .dictionary(
    fc.oneof(fc.constantFrom("name", "email", "feedbackType", "message", ...prototypeKeys), fuzzText),
    fc.oneof(fuzzText, fc.jsonValue({ maxDepth: 2 })),
    { maxKeys: 6 },
  )
  .chain((values) =>
    fc
      .constantFrom(
        JSON.stringify(values),
        "{oops",
        "[]",
        "null",
        '"text"',
        "1e999",
        '{"__proto__":{"polluted":1},"name":"a"}',
      )
      .map((body) => ({
        method: "POST",
        path: "/api/feedback",
        body: Buffer.from(body),
        contentType: "application/json",
        chunked: false,
      })),
  );

export function requestArbitrary(pages: readonly string[], origin: string): fc.Arbitrary<FuzzRequest> {
  const paths = pathArbitrary(pages);
  const read = fc.tuple(fc.constantFrom("GET", "GET", "GET", "GET", "HEAD"), paths).map(([method, path]) => ({
    method,
    path,
    body: null,
    contentType: null,
    chunked: false,
  }));
  const oddMethod = fc
    .tuple(
      fc.constantFrom("PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "POST", "PROPFIND", "SEARCH"),
      paths,
      fc.option(fuzzText),
    )
    .map(([method, path, text]) => ({
      method,
      path,
      body: text === null ? null : Buffer.from(text),
      contentType: text === null ? null : "application/x-www-form-urlencoded",
      chunked: false,
    }));
  const request = fc.oneof(
    { weight: 10, arbitrary: read },
    { weight: 10, arbitrary: formPost() },
    { weight: 2, arbitrary: apiPost },
    { weight: 2, arbitrary: oddMethod },
  );
  return fc
    .tuple(
      request,
      fc.boolean().map((chunked) => chunked),
      fc.constantFrom(origin, origin, "https://evil.example", "null", ""),
      fc.constantFrom<FuzzRequest["session"]>("none", "none", "user", "user", "admin", "garbage"),
      fc.constantFrom("text/html", "*/*", "application/json", "text/x-script", ""),
      fc.integer({ min: 0, max: 0xffffffff }),
    )
    .map(([{ contentType, ...rest }, chunky, requestOrigin, session, accept, address]) => {
      const headers: Record<string, string> = {
        // Every request a different client: the rate limits count per address (TRUST_PROXY=loopback).
        "X-Forwarded-For": [24, 16, 8, 0].map((shift) => (address >>> shift) & 255).join("."),
      };
      if (contentType) headers["Content-Type"] = contentType;
      if (requestOrigin) headers.Origin = requestOrigin;
      if (accept) headers.Accept = accept;
      // A tenth of the bodies go in chunks, without a length.
      const chunked = rest.body !== null && chunky && address % 10 === 0;
      // Signing out would end the fuzz user's session for every later request.
      const safeSession = rest.path.startsWith("/auth/sign-out") && session !== "none" ? "garbage" : session;
      return { ...rest, chunked, headers, session: safeSession };
    });
}

/** One line that says what was sent, to paste into a bug report. */
export function describeRequest(request: FuzzRequest) {
  const body = request.body ? JSON.stringify(request.body.subarray(0, 300).toString("latin1")) : "no body";
  const path =
    request.path.length > 400 ? `${request.path.slice(0, 400)}…(${request.path.length} characters)` : request.path;
  return `${request.method} ${path} ${JSON.stringify(request.headers)} session=${request.session}${request.chunked ? " chunked" : ""} body(${request.body?.length ?? 0})=${body}`;
}
