import { chosenToolResult, describeToolResult, type ToolSubjects } from "../../src/lib/toolSubject";
import { discussHref } from "../../src/lib/tools/discuss";

const subjects: ToolSubjects = {
  "platform-chooser": {
    summary: "Chooser: {plan}, about {cost} a month.",
    slots: [
      { name: "plan", values: { "make-core": "Make Core", "n8n-pro": "n8n Cloud Pro" } },
      { name: "cost", format: "cents" },
    ],
  },
  readiness: {
    summary: "Score {score}/100.",
    slots: [{ name: "score", format: "count" }],
  },
};

describe("describeToolResult", () => {
  it("fills the summary from the slots' own words and formats the numbers", () => {
    expect(describeToolResult("platform-chooser", "make-core.1589", subjects)).toBe(
      "Chooser: Make Core, about $15.89 a month.",
    );
    expect(describeToolResult("platform-chooser", "n8n-pro.123456", subjects)).toBe(
      "Chooser: n8n Cloud Pro, about $1,235 a month.",
    );
    expect(describeToolResult("readiness", "1234567", subjects)).toBe("Score 1,234,567/100.");
  });

  it.each([
    ["an unknown tool", "nope", "make-core.100"],
    ["a tool name from the prototype", "__proto__", "make-core.100"],
    ["an unknown value", "platform-chooser", "zapier-team.100"],
    ["a value from the prototype", "platform-chooser", "constructor.100"],
    ["too few parts", "platform-chooser", "make-core"],
    ["too many parts", "platform-chooser", "make-core.100.5"],
    ["a number that is not digits", "platform-chooser", "make-core.1e3"],
    ["a negative number", "platform-chooser", "make-core.-100"],
    ["a decimal number", "readiness", "12.5"],
    ["a number too long", "readiness", "1234567890123456"],
    ["markup", "platform-chooser", "<script>alert(1)</script>.100"],
    ["an empty code", "readiness", ""],
  ])("ignores %s", (_, tool, code) => {
    expect(describeToolResult(tool, code, subjects)).toBeNull();
  });
});

describe("chosenToolResult", () => {
  it("reads the link a tool writes", () => {
    const href = discussHref("/book-session", "platform-chooser", "make-core.1059");
    expect(href).toBe("/book-session?tool=platform-chooser&result=make-core.1059");
    expect(chosenToolResult(href.slice(href.indexOf("?")), subjects)).toBe(
      "Chooser: Make Core, about $10.59 a month.",
    );
  });

  it("is null without both parameters, and for a hostile query", () => {
    expect(chosenToolResult("", subjects)).toBeNull();
    expect(chosenToolResult("?tool=readiness", subjects)).toBeNull();
    expect(chosenToolResult("?result=10", subjects)).toBeNull();
    expect(
      chosenToolResult(`?tool=readiness&result=${encodeURIComponent('"><img src=x>')}`, subjects),
    ).toBeNull();
  });
});
