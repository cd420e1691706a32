import { describe, expect, it } from "vitest";
import { missingRequiredFields } from "./forms";

const constraint = {
  name: { required: true, maxLength: 100 },
  email: { required: true },
  company: { required: false },
  message: { required: true, minLength: 10 },
};

describe("missingRequiredFields", () => {
  it("lists the required fields left out, empty or blank, in the form's order", () => {
    expect(missingRequiredFields({ name: "   ", message: "\n\t", company: "" }, constraint)).toEqual([
      "name",
      "email",
      "message",
    ]);
  });

  it("is empty once every required field has text, whatever the optional ones hold", () => {
    expect(missingRequiredFields({ name: "Alex", email: "a@example.test", message: "short" }, constraint)).toEqual([]);
  });

  it("leaves values that are not text to the schema: they are wrong, not missing", () => {
    expect(
      missingRequiredFields(
        { name: ["Alex", "Kim"], email: new File([""], "email.txt"), message: "long enough" },
        constraint,
      ),
    ).toEqual([]);
  });
});
