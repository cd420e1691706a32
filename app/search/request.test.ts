import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, parseSearchRequest, searchRequestMessages } from "./request";

const parse = (search: string) => parseSearchRequest(new URL(`https://cars.example/api/search${search}`));

describe("reading a search request", () => {
  it("takes the query with its spaces collapsed, and the limit and typing flag when given", () => {
    expect(parse("?q=%20brakes%20%20grinding%20")).toEqual({
      ok: true,
      query: "brakes grinding",
      limit: undefined,
      typing: false,
    });
    expect(parse("?q=p0420&limit=5&typing=1")).toEqual({ ok: true, query: "p0420", limit: 5, typing: true });
    expect(parse("?q=a%2Fc+blowing+warm")).toMatchObject({ ok: true, query: "a/c blowing warm" });
  });

  it("answers an empty query as empty, not as an error", () => {
    expect(parse("")).toMatchObject({ ok: true, query: "" });
    expect(parse("?q=")).toMatchObject({ ok: true, query: "" });
    expect(parse("?q=+++")).toMatchObject({ ok: true, query: "" });
  });

  it.each([
    ["a query over the length limit", `?q=${"a".repeat(MAX_QUERY_LENGTH + 1)}`, searchRequestMessages.tooLong],
    ["1,000 characters", `?q=${"brake ".repeat(167)}`, searchRequestMessages.tooLong],
    ["a control character", "?q=brake%00pads", searchRequestMessages.control],
    ["a line break", "?q=brake%0Apads", searchRequestMessages.control],
    ["malformed percent-encoding", "?q=brake%E0%A4%A", searchRequestMessages.encoding],
    ["a lone percent sign", "?q=100%", searchRequestMessages.encoding],
    ["q twice", "?q=brakes&q=grinding", searchRequestMessages.repeated],
    ["limit twice", "?q=brakes&limit=1&limit=2", searchRequestMessages.repeated],
    ["a limit of 0", "?q=brakes&limit=0", searchRequestMessages.limit],
    ["a limit over 50", "?q=brakes&limit=51", searchRequestMessages.limit],
    ["a limit that is not a number", "?q=brakes&limit=ten", searchRequestMessages.limit],
    ["a negative limit", "?q=brakes&limit=-1", searchRequestMessages.limit],
  ])("refuses %s with a message", (_name, search, message) => {
    expect(parse(search)).toEqual({ ok: false, error: message });
  });

  it("accepts exactly the longest query allowed, in any script", () => {
    expect(parse(`?q=${"a".repeat(MAX_QUERY_LENGTH)}`)).toMatchObject({ ok: true });
    expect(parse(`?q=${encodeURIComponent("ブレーキ 異音")}`)).toMatchObject({ ok: true, query: "ブレーキ 異音" });
  });
});
