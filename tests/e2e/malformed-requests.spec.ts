import http from "node:http";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { STRONG_PASSWORD } from "./support/accounts";
import { randomClientIp } from "./support/browser";
import { uniqueEmail, waitForMail } from "./support/mail";

/**
 * Every malformed request answers a 4xx that says what is wrong, never a 500
 * (docs/decisions/0017-request-hardening.md): the wrong encoding for a form,
 * a method an address does not answer, keys that exist on every object,
 * passwords past the limit. Plain HTTP against the built server.
 */
const baseURL = inject("baseURL");

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** Any method, any header, any body (fetch refuses TRACE and sets its own Content-Type). */
function send(
  method: string,
  pathname: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      `${baseURL}${pathname}`,
      {
        method,
        headers: {
          "X-Forwarded-For": randomClientIp(),
          Origin: baseURL,
          // Node's client frames a DELETE, OPTIONS or TRACE body only with a length given.
          ...(body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

const FORM_ENCODINGS = "This form takes application/x-www-form-urlencoded or multipart/form-data";

describe("form encodings", () => {
  it.each(["/auth", "/auth.data", "/feedback", "/feedback.data", "/auth/reset-password", "/account", "/auth/sign-out"])(
    "JSON posted to %s is a 415 that names the encodings it takes",
    async (pathname) => {
      const answer = await send("POST", pathname, {
        headers: { "Content-Type": "application/json" },
        body: '{"email":"a@example.test"}',
      });
      expect(answer.status).toBe(415);
      expect(answer.headers["content-type"]).toContain("text/html");
      expect(answer.body).toContain(FORM_ENCODINGS);
    },
  );

  it.each(["text/plain", "application/xml", "image/png", "nonsense"])("a %s body to a form is a 415", async (type) => {
    const answer = await send("POST", "/feedback", { headers: { "Content-Type": type }, body: "name=a" });
    expect(answer.status).toBe(415);
  });

  it("a body with no Content-Type at all is a 415", async () => {
    const answer = await send("POST", "/auth", { body: "intent=password" });
    expect(answer.status).toBe(415);
  });

  it("multipart without its boundary is a 400 that says so", async () => {
    const answer = await send("POST", "/feedback", {
      headers: { "Content-Type": "multipart/form-data" },
      body: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--\r\n',
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("A multipart/form-data body needs its boundary parameter.");
  });

  it("the JSON API takes JSON only, and answers in JSON", async () => {
    const answer = await send("POST", "/api/feedback", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=a",
    });
    expect(answer.status).toBe(415);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      error: "Send the request body as JSON, with Content-Type: application/json.",
    });
  });

  it("forms still take both encodings a browser sends", async () => {
    const urlencoded = await send("POST", "/auth", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=magic-link&email=",
    });
    expect(urlencoded.status).toBe(400);
    expect(urlencoded.body).toContain("Enter your email address.");
    const form = new FormData();
    form.append("intent", "magic-link");
    form.append("email", "");
    const multipart = await fetch(`${baseURL}/auth`, {
      method: "POST",
      headers: { Origin: baseURL, "X-Forwarded-For": randomClientIp() },
      body: form,
    });
    expect(multipart.status).toBe(400);
    await expect(multipart.text()).resolves.toContain("Enter your email address.");
  });
});

describe("methods", () => {
  it.each([
    ["PUT", "/", "GET, HEAD"],
    ["PATCH", "/feedback", "GET, HEAD, POST"],
    ["DELETE", "/auth", "GET, HEAD, POST"],
    ["PUT", "/account", "GET, HEAD, POST"],
    ["DELETE", "/glossary", "GET, HEAD"],
    ["OPTIONS", "/", "GET, HEAD"],
    ["TRACE", "/", "GET, HEAD"],
    ["TRACE", "/auth", "GET, HEAD, POST"],
    ["POST", "/", "GET, HEAD"],
    ["POST", "/glossary", "GET, HEAD"],
    ["POST", "/diagnostics/brakes", "GET, HEAD"],
    ["POST", "/api/auth/sign-in/email", "GET, HEAD"],
    ["PUT", "/api/feedback", "POST"],
  ])("%s %s is a 405 with Allow: %s", async (method, pathname, allow) => {
    const answer = await send(method, pathname, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=b",
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(answer.body).toContain(`${method} is not allowed here.`);
  });

  it("answers HEAD like GET, without a body", async () => {
    const answer = await send("HEAD", "/glossary");
    expect(answer.status).toBe(200);
    expect(answer.body).toBe("");
  });
});

describe("keys every object has", () => {
  it.each(["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "__defineGetter__"])(
    "/auth?error=%s shows the page with the expired-link message",
    async (key) => {
      const answer = await send("GET", `/auth?error=${key}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain("That sign-in link has expired or was already used.");
    },
  );
});

describe("passwords over 128 characters", () => {
  const long = "p".repeat(129);
  let cookie = "";

  beforeAll(async () => {
    const email = uniqueEmail("long-password");
    const ip = randomClientIp();
    await send("POST", "/auth?mode=signup", {
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip },
      body: new URLSearchParams({ intent: "sign-up", email, password: STRONG_PASSWORD }).toString(),
    });
    const mail = await waitForMail(email, { subject: /Verify your email/ });
    const link = mail.links.find((href) => href.includes("/api/auth/verify-email"))!;
    const verified = await fetch(link, { redirect: "manual", headers: { "X-Forwarded-For": ip } });
    cookie = verified.headers
      .getSetCookie()
      .map((entry) => entry.split(";")[0])
      .join("; ");
  });

  it("on sign-in, a 400 with the field's message", async () => {
    const answer = await send("POST", "/auth", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "password", email: uniqueEmail("long"), password: long }).toString(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Use at most 128 characters.");
  });

  it("as /account's current password, a 400 with the field's message", async () => {
    expect(cookie).toContain("session_token");
    const answer = await send("POST", "/account", {
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
      body: new URLSearchParams({ intent: "password", currentPassword: long, newPassword: STRONG_PASSWORD }).toString(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Use at most 128 characters.");
  });
});
