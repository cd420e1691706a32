import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CodePageBody, type CodePageBodyProps, MAKE_NOT_STATED } from "./code-page-body";

const base: CodePageBodyProps = {
  code: "P1326",
  answer: null,
  meanings: [],
  manufacturerRange: true,
  characters: [{ characters: "P", meaning: "Powertrain." }],
  group: { key: "P10–P1F", name: "Manufacturer controlled" },
  problems: [],
  system: null,
  related: [],
};

/** Each make-table row as [make cell, meaning cell], text only. */
function rows(html: string) {
  return [...html.matchAll(/<tr[^>]*data-make-row[^>]*><th[^>]*>(.*?)<\/th><td[^>]*>(.*?)<\/td><\/tr>/g)].map(
    (match) => [match[1]!.replace(/<[^>]+>/g, ""), match[2]!.replace(/<[^>]+>/g, "")],
  );
}

describe("a code page's body", () => {
  it("labels each meaning with its makes, a make-less one as not stated, and the site's own additions as such", () => {
    const html = renderToStaticMarkup(
      <CodePageBody
        {...base}
        meanings={[
          { makes: ["Hyundai", "Kia"], title: "Knock Sensor Detection System", addedBySite: true },
          { makes: ["Volkswagen"], title: "Knock Sensor 1 Circuit", addedBySite: false },
          { makes: [], title: "Knock Sensor Circuit", addedBySite: false },
        ]}
      />,
    );
    expect(rows(html)).toEqual([
      ["Hyundai, Kia", "Knock Sensor Detection SystemAdded by Car Mechanic AI"],
      ["Volkswagen", "Knock Sensor 1 Circuit"],
      [MAKE_NOT_STATED, "Knock Sensor Circuit"],
    ]);
    expect(html).toContain("a published meaning the shared code data lacks");
  });

  it("says plainly that no written answer exists, pointing at the listing problems when there are some", () => {
    expect(renderToStaticMarkup(<CodePageBody {...base} />)).toContain(
      "There is no written answer for P1326 yet: what is known is its title and what its characters say.",
    );
    const listed = renderToStaticMarkup(
      <CodePageBody
        {...base}
        problems={[
          { href: "/diagnostics/obd/x", title: "Knock", system: "OBD-II", verdict: "careful", makes: ["Kia"] },
        ]}
      />,
    );
    expect(listed).toContain(
      "There is no written answer for P1326 yet; the problems below list it and answer in full.",
    );
    expect(listed.replace(/<[^>]+>/g, "")).toContain("OBD-II · for Kia");
  });
});

describe("a code page's body with a vehicle in the garage", () => {
  it("leads with the make's own meaning, labelled for the vehicle", () => {
    const html = renderToStaticMarkup(
      <CodePageBody
        {...base}
        meanings={[{ makes: ["Ford"], title: "Lack of Upstream HO2S Switch", addedBySite: false }]}
        forVehicle={{ label: "2013 Ford F-150", meanings: ["Lack of Upstream HO2S Switch"] }}
      />,
    );
    const mark = html.indexOf("data-vehicle-meaning");
    expect(mark).toBeGreaterThan(-1);
    expect(mark).toBeLessThan(html.indexOf("data-no-written-answer"));
    expect(html.replace(/<[^>]+>/g, "")).toContain("For your 2013 Ford F-150: Lack of Upstream HO2S Switch");
  });

  it("says nothing of vehicles without one", () => {
    expect(renderToStaticMarkup(<CodePageBody {...base} />)).not.toContain("data-vehicle-meaning");
  });
});
