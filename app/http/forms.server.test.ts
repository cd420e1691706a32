import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { email, multiLine, optionalName, requiredName } from "~/lib/form-rules";
import { firstMessages, formConstraint, parseForm, readForm } from "./forms.server";

/** A form with every kind of rule the site's forms use (the real schemas are tested beside them). */
const schema = z.object({
  name: requiredName,
  nickname: optionalName,
  email,
  kind: z.enum(["bug", "idea"], "Choose a kind."),
  note: z
    .string({ error: "Write a note." })
    .check(z.trim(), z.minLength(5, "At least 5."), z.maxLength(20, "At most 20."), multiLine),
  code: z._default(z.string().check(z.regex(/^(\d{3})?$/, "Three digits.")), ""),
  secret: z._default(z.string(), ""),
  agree: z.optional(z.literal("on")),
});

function form(entries: Record<string, string | string[] | Blob>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

const good = { name: " Alex ", email: " Alex@Example.COM ", kind: "bug", note: "Line one\n\tline two" };

describe("formConstraint: a schema's HTML attributes", () => {
  it("marks required fields, copies lengths and patterns, and leaves a format's regex to the input type", () => {
    expect(formConstraint(schema)).toEqual({
      name: { required: true, minLength: 1, maxLength: 100 },
      nickname: { required: false, maxLength: 100 },
      email: { required: true, minLength: 1, maxLength: 254 },
      kind: { required: true },
      note: { required: true, minLength: 5, maxLength: 20 },
      code: { required: false, pattern: "^(\\d{3})?$" },
      secret: { required: false },
      agree: { required: false },
    });
  });

  it("computes each schema's constraint once", () => {
    expect(formConstraint(schema)).toBe(formConstraint(schema));
  });
});

describe("parseForm: a submission checked against its schema", () => {
  it("trims, lower-cases the email, fills defaults, and keeps a multi-line field's line breaks", () => {
    const submission = parseForm(form(good), schema);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Alex",
      nickname: "",
      email: "alex@example.com",
      kind: "bug",
      note: "Line one\n\tline two",
      code: "",
      secret: "",
    });
  });

  it("names every missing required field with its own message", () => {
    expect(firstMessages(parseForm(new FormData(), schema).reply())).toEqual({
      name: "Enter your name.",
      email: "Enter your email address.",
      kind: "Choose a kind.",
      note: "Write a note.",
    });
  });

  it("refuses over-long values, control characters, and values outside a pattern or a list", () => {
    const submission = parseForm(
      form({ ...good, name: "n".repeat(101), nickname: "Al\u0000", note: "Beep\u0007 beep", code: "12", kind: "x" }),
      schema,
    );
    const messages = firstMessages(submission.reply());
    expect(messages).toMatchObject({
      name: "Names are at most 100 characters.",
      code: "Three digits.",
      kind: "Choose a kind.",
    });
    expect(messages.nickname).toMatch(/control characters/);
    expect(messages.note).toMatch(/control characters/);
    expect(firstMessages(parseForm(form({ ...good, note: "x".repeat(21) }), schema).reply())).toEqual({
      note: "At most 20.",
    });
  });

  it("answers wrong types (a repeated field, a file) with the field's message, never an exception", () => {
    const submission = parseForm(form({ ...good, name: ["Alex", "Kim"], email: new File(["x"], "email.txt") }), schema);
    expect(firstMessages(submission.reply())).toEqual({
      name: "Enter your name.",
      email: "Enter your email address.",
    });
  });

  it("reads only the schema's fields: Conform's reserved names and anything else are ignored", () => {
    const submission = parseForm(
      form({ ...good, __intent__: "{not json", __state__: "}", "list[99999999]": "x", "__proto__.polluted": "yes" }),
      schema,
    );
    expect(submission.status).toBe("success");
    expect(Object.keys(submission.reply().initialValue ?? {}).sort()).toEqual(["email", "kind", "name", "note"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("gives back what was typed after a failure, never the hidden fields, even with extra messages", () => {
    const submission = parseForm(form({ ...good, kind: "x", secret: "hunter2" }), schema, { hiddenFields: ["secret"] });
    const reply = submission.reply();
    expect(reply.status).toBe("error");
    expect(reply.initialValue).toMatchObject({ name: " Alex ", kind: "x" });
    expect(reply.initialValue).not.toHaveProperty("secret");
    const refused = submission.reply({ fieldErrors: { secret: ["Too guessable."] } });
    expect(refused.initialValue).not.toHaveProperty("secret");
    expect(refused.error).toMatchObject({ kind: ["Choose a kind."], secret: ["Too guessable."] });
  });

  it("clears the form after a success when asked, and reads URL-encoded input too", () => {
    const submission = parseForm(new URLSearchParams(good), schema, { hiddenFields: ["secret"] });
    expect(submission.status).toBe("success");
    expect(submission.reply({ resetForm: true })).toEqual({ initialValue: null });
  });
});

describe("readForm", () => {
  it("reads a posted form, and an unreadable body as an empty form", async () => {
    const post = (headers: Record<string, string>, body: BodyInit) =>
      readForm(new Request("http://localhost/form", { method: "POST", headers, body }));
    expect((await post({}, new URLSearchParams({ name: "Alex" }))).get("name")).toBe("Alex");
    expect([...(await post({ "Content-Type": "application/json" }, "{oops")).keys()]).toEqual([]);
    const truncated = await post(
      { "Content-Type": "multipart/form-data; boundary=x" },
      "--x\r\nContent-Disposition: form-data; name=",
    );
    expect([...truncated.keys()]).toEqual([]);
  });
});
