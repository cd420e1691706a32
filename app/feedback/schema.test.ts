import { describe, expect, it } from "vitest";
import { firstMessages, formConstraint, parseForm } from "~/http/forms.server";
import { feedbackSchema } from "./schema";

const good = {
  name: "Alex Kim",
  email: "alex.kim@example.com",
  feedbackType: "bug",
  message: "The P0420 page lists the wrong voltage.",
};

describe("the feedback form's schema", () => {
  it("gives the inputs their required fields and limits", () => {
    expect(formConstraint(feedbackSchema)).toEqual({
      name: { required: true, minLength: 1, maxLength: 100 },
      email: { required: true, minLength: 1, maxLength: 254 },
      feedbackType: { required: false },
      message: { required: true, minLength: 10, maxLength: 5000 },
    });
  });

  it("accepts values at the limits and refuses them one over, with SPEC-worded messages", () => {
    const at = { name: "n".repeat(100), email: `${"e".repeat(242)}@example.com`, message: "m".repeat(5000) };
    expect(parseForm(new URLSearchParams({ ...good, ...at }), feedbackSchema).status).toBe("success");
    const over = { name: "n".repeat(101), email: `${"e".repeat(243)}@example.com`, message: "m".repeat(5001) };
    expect(firstMessages(parseForm(new URLSearchParams({ ...good, ...over }), feedbackSchema).reply())).toEqual({
      name: "Names are at most 100 characters.",
      email: "Email addresses are at most 254 characters.",
      message: "Messages are at most 5,000 characters.",
    });
  });

  it("takes General Feedback when no type is given (SPEC §9), and refuses a type that is not one of the four", () => {
    const { feedbackType: _, ...withoutType } = good;
    const untyped = parseForm(new URLSearchParams(withoutType), feedbackSchema);
    expect(untyped.status === "success" && untyped.value.feedbackType).toBe("general");
    expect(
      firstMessages(parseForm(new URLSearchParams({ ...good, feedbackType: "praise" }), feedbackSchema).reply()),
    ).toEqual({ feedbackType: "Choose one of the four feedback types." });
  });

  it("names each missing or blank field, and a message too short to act on", () => {
    expect(firstMessages(parseForm(new URLSearchParams(), feedbackSchema).reply())).toEqual({
      name: "Enter your name.",
      email: "Enter your email address.",
      message: "Write your message.",
    });
    const blank = new URLSearchParams({ ...good, name: "  ", message: "too short" });
    expect(firstMessages(parseForm(blank, feedbackSchema).reply())).toEqual({
      name: "Enter your name.",
      message: "Write at least 10 characters so we can act on it.",
    });
  });

  it("keeps a message's line breaks and refuses other control characters", () => {
    const lines = parseForm(new URLSearchParams({ ...good, message: "First line\r\nsecond\tline" }), feedbackSchema);
    expect(lines.status).toBe("success");
    const bell = parseForm(new URLSearchParams({ ...good, message: "Ding\u0007 goes the chime" }), feedbackSchema);
    expect(firstMessages(bell.reply()).message).toMatch(/control characters/);
  });
});
