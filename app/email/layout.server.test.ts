import { describe, expect, it } from "vitest";
import { composeEmail } from "./layout.server";

describe("email layout", () => {
  it("escapes what goes into HTML and keeps both parts in step", () => {
    const mail = composeEmail({
      to: "new@example.test",
      subject: "Confirm",
      intro: "Confirm that <b>new</b>@example.test should become your address.",
      action: "Confirm new email",
      url: "https://cars.example/v?a=1&b=2",
      after: "Ignore this if it wasn't you.",
    });
    expect(mail.html).toContain("Confirm that &lt;b&gt;new&lt;/b&gt;@example.test should become your address.");
    expect(mail.html).toContain('href="https://cars.example/v?a=1&amp;b=2"');
    expect(mail.html).toContain("Ignore this if it wasn&#39;t you.");
    expect(mail.html).not.toContain("<b>new</b>");
    expect(mail.text).toContain("Confirm that <b>new</b>@example.test");
    expect(mail.text).toContain("https://cars.example/v?a=1&b=2");
  });
});
