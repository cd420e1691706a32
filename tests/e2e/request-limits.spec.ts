import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProductionServer, startProductionServer } from "../../scripts/production-server";
import { randomClientIp } from "./support/browser";
import { uniqueEmail } from "./support/mail";

/**
 * Request bodies are refused above each route's limit before they are read
 * (docs/decisions/0017-request-hardening.md): a declared length at once, a
 * body sent in chunks as soon as it passes the limit. The server's memory
 * stays flat and /healthz keeps answering while it refuses them. Its own
 * server, to read that server's memory.
 */
const root = path.resolve(import.meta.dirname, "../..");
const MB = 1024 * 1024;

let server: ProductionServer;
let baseURL: string;

beforeAll(async () => {
  server = await startProductionServer({
    logFile: path.join(root, "test-results/request-limits-server.log"),
    dataDirPrefix: "cmai-limits-",
    env: { TRUST_PROXY: "loopback" },
  });
  baseURL = server.baseURL;
});

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
});

/** The server's resident memory in bytes (Linux). */
function residentBytes() {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

/** A body of `bytes` bytes of form data, produced as it is sent (never held whole), in 64 KB chunks. */
function streamedForm(bytes: number) {
  const chunk = new TextEncoder().encode(`message=${"a".repeat(64 * 1024 - 8)}`);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) {
        controller.close();
        return;
      }
      controller.enqueue(chunk);
      sent += chunk.byteLength;
    },
  });
}

/** POSTs a streamed body (sent in chunks, with no length). The refusal may cut the upload short. */
async function postStreamed(pathname: string, bytes: number, contentType: string) {
  const response = await fetch(`${baseURL}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": contentType, Origin: baseURL, "X-Forwarded-For": randomClientIp() },
    body: streamedForm(bytes),
    duplex: "half",
  } as RequestInit);
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

/**
 * Writes a request head by hand (so it can declare any length) and `body`,
 * then reads until the server has answered or closed; never sends more.
 */
function rawRequest(head: string, body = "") {
  const { port } = new URL(baseURL);
  return new Promise<string>((resolve, reject) => {
    let answer = "";
    const socket = net.connect(Number(port), "127.0.0.1", () => socket.write(`${head}\r\n\r\n${body}`));
    socket.setEncoding("latin1");
    // A server that waits for the rest of the body never answers: give up after a minute, with what came.
    socket.setTimeout(60_000, () => socket.destroy());
    socket.on("data", (data: string) => {
      answer += data;
      // The whole head and a short body: enough to read the status, while the upload is still unfinished.
      if (answer.includes("\r\n\r\n") && answer.length > 200) socket.destroy();
    });
    socket.on("close", () => resolve(answer));
    socket.on("error", (error) => (answer ? resolve(answer) : reject(error)));
  });
}

function statusesIn(answer: string) {
  return [...answer.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1]));
}

async function healthy() {
  const response = await fetch(`${baseURL}/healthz`);
  return response.status;
}

describe("body limits", () => {
  it("refuses a declared length over the limit at once, before reading the body", async () => {
    // 200 MB declared, 10 bytes sent: the answer comes while the upload has not even started.
    const answer = await rawRequest(
      [
        "POST /feedback HTTP/1.1",
        `Host: ${new URL(baseURL).host}`,
        "Content-Type: application/x-www-form-urlencoded",
        `Content-Length: ${200 * MB}`,
      ].join("\r\n"),
      "name=a&e=b",
    );
    expect(statusesIn(answer)).toEqual([413]);
    expect(answer).toContain("The request is too large: this address takes at most 64 KB.");
  });

  it("refuses a body sent in chunks once it passes the limit, in HTML for pages and JSON for the API", async () => {
    const page = await postStreamed("/feedback", 20 * MB, "application/x-www-form-urlencoded");
    expect(page.status).toBe(413);
    expect(page.type).toContain("text/html");
    expect(page.text).toContain("The request is too large: this address takes at most 64 KB.");

    const api = await postStreamed("/api/feedback", 20 * MB, "application/json");
    expect(api.status).toBe(413);
    expect(JSON.parse(api.text)).toEqual({
      success: false,
      error: "The request is too large: this address takes at most 64 KB.",
    });

    const signIn = await postStreamed("/auth", 20 * MB, "application/x-www-form-urlencoded");
    expect(signIn.status).toBe(413);
    expect(signIn.text).toContain("at most 16 KB");
  });

  it("refuses a full 20 MB body with its length given", async () => {
    const response = await fetch(`${baseURL}/auth/reset-password`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": randomClientIp() },
      body: new Uint8Array(20 * MB).fill(97),
    });
    expect(response.status).toBe(413);
  });

  it("takes no body at all where nothing is posted", async () => {
    const answer = await rawRequest(
      ["GET /glossary HTTP/1.1", `Host: ${new URL(baseURL).host}`, `Content-Length: ${20 * MB}`].join("\r\n"),
    );
    expect(statusesIn(answer)).toEqual([413]);
    expect(answer).toContain("This address takes no request body.");
  });

  it("answers a length that lies (a short one, then megabytes) with a 4xx and stays healthy", async () => {
    const answer = await rawRequest(
      [
        "POST /feedback HTTP/1.1",
        `Host: ${new URL(baseURL).host}`,
        "Content-Type: application/x-www-form-urlencoded",
        "Content-Length: 20",
      ].join("\r\n"),
      `name=a&email=b&x=${"y".repeat(2 * MB)}`,
    );
    const statuses = statusesIn(answer);
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) expect(status).toBeGreaterThanOrEqual(400);
    for (const status of statuses) expect(status).toBeLessThan(500);
    expect(await healthy()).toBe(200);
  });

  it("accepts the largest feedback a person can write (every field at its limit, in 3-byte characters)", async () => {
    const response = await fetch(`${baseURL}/feedback`, {
      method: "POST",
      headers: { Origin: baseURL, "X-Forwarded-For": randomClientIp() },
      body: new URLSearchParams({
        name: "語".repeat(100),
        email: uniqueEmail("largest"),
        feedbackType: "bug",
        message: "語".repeat(5000),
      }),
    });
    expect(response.status).toBe(200);
  });

  it.skipIf(!existsSync("/proc/self/status"))(
    "keeps memory flat and /healthz answering under four 50 MB uploads at once",
    async () => {
      // Warm up (first renders, the form code loaded) so the figure compared is the steady state.
      await postStreamed("/feedback", MB, "application/x-www-form-urlencoded");
      expect(await healthy()).toBe(200);
      const before = residentBytes();
      const uploads = await Promise.all(
        ["/feedback", "/feedback", "/api/feedback", "/auth"].map((pathname) =>
          postStreamed(
            pathname,
            50 * MB,
            pathname.startsWith("/api/") ? "application/json" : "application/x-www-form-urlencoded",
          ),
        ),
      );
      expect(uploads.map((upload) => upload.status)).toEqual([413, 413, 413, 413]);
      expect(await healthy()).toBe(200);
      // Held whole, the four bodies alone would be 200 MB; refused early, the server holds next to nothing.
      const grown = residentBytes() - before;
      console.log(`Server memory grew by ${(grown / MB).toFixed(1)} MB over four 50 MB uploads.`);
      expect(grown).toBeLessThan(64 * MB);
    },
  );
});
