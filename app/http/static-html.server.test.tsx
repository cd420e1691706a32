import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { keptBackHtml, renderStaticMarkup, staticHtml } from "./static-html.server";

describe("static islands on the server", () => {
  it("keeps the markup out of the loader data of a document request and hands it to the render", () => {
    const context = new RouterContextProvider();
    const request = new Request("http://localhost/glossary");
    expect(staticHtml({ request, context }, "glossary-index", "<ul><li>MAF</li></ul>")).toBeNull();
    expect(staticHtml({ request, context }, "other", "<p>two</p>")).toBeNull();
    expect([...keptBackHtml(context)]).toEqual([
      ["glossary-index", "<ul><li>MAF</li></ul>"],
      ["other", "<p>two</p>"],
    ]);
  });

  it("returns the markup as data to a client-side navigation, keeping nothing back", () => {
    const context = new RouterContextProvider();
    const request = new Request("http://localhost/glossary/letter/c.data?_routes=routes%2Fglossary-letter");
    expect(staticHtml({ request, context }, "glossary-letter", "<dl></dl>")).toBe("<dl></dl>");
    expect(keptBackHtml(context).size).toBe(0);
  });

  it("keeps each request's markup apart", () => {
    const first = new RouterContextProvider();
    const second = new RouterContextProvider();
    staticHtml({ request: new Request("http://localhost/faq"), context: first }, "faq-answers", "<p>first</p>");
    expect(keptBackHtml(second).size).toBe(0);
  });

  it("renders plain components to HTML with every value escaped", () => {
    expect(renderStaticMarkup(<a href="/glossary/maf-sensor">{"<MAF> & co"}</a>)).toBe(
      '<a href="/glossary/maf-sensor">&lt;MAF&gt; &amp; co</a>',
    );
  });
});
