import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorPage } from "./error-page";

let shownError: unknown;

function ShowError() {
  return <ErrorPage error={shownError} />;
}

async function renderError(error: unknown, path = "/broken") {
  shownError = error;
  const Stub = createRoutesStub([{ path: "*", Component: ShowError }]);
  return renderToString(<Stub initialEntries={[path]} />);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("ErrorPage", () => {
  it("renders a 404 with ways back that never repeats the address, so every unknown address can share it", async () => {
    // The shape isRouteErrorResponse recognises: what a thrown 404 response becomes.
    const notFound = { status: 404, statusText: "Not Found", internal: false, data: null };
    const html = await renderError(notFound, "/nope");
    expect(html).toContain("Error 404");
    expect(html).toContain("We couldn&#x27;t find that page");
    expect(html).toContain("There is no page at this address");
    expect(html).not.toContain("/nope");
    expect(html).toContain('href="/"');
    expect(html).toContain("Report a broken link");
  });

  it("never shows the stack of an unexpected error in production", async () => {
    vi.stubEnv("DEV", false);
    const error = new Error("database password is hunter2");
    const html = await renderError(error);
    expect(html).toContain("Error 500");
    expect(html).toContain("Something went wrong");
    expect(html).not.toContain("hunter2");
    expect(html).not.toContain("error-page.test");
  });

  it("shows the stack in development to help fix it", async () => {
    vi.stubEnv("DEV", true);
    const html = await renderError(new Error("visible in dev"));
    expect(html).toContain("visible in dev");
  });
});
