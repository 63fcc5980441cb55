/**
 * @jest-environment node
 */
import { describeJsonPath, sectionName } from "../../src/content/editorMessages";
import { jsonSyntaxMessage, jsonSyntaxProblem } from "../../src/content/jsonSyntax";

/** JSON.parse's own error for a text, to hand to the message as a fallback. */
function parseError(source: string): Error {
  try {
    JSON.parse(source);
  } catch (e) {
    return e as Error;
  }
  throw new Error("expected invalid JSON");
}

describe("JSON syntax errors", () => {
  it("names a trailing comma at the comma's own line and column, with the line and a caret", () => {
    const source = '{\n  "title": "Pricing",\n  "items": [1, 2],\n}\n';
    expect(jsonSyntaxProblem(source)).toEqual({
      reason: "a comma after the last item of a list or object; remove it",
      line: 3,
      column: 18,
      text: '  "items": [1, 2],',
    });
    expect(jsonSyntaxMessage("data/pages/x.json", source, parseError(source))).toBe(
      [
        "data/pages/x.json: not valid JSON at line 3, column 18: a comma after the last item of a list or object; remove it",
        '    3 |   "items": [1, 2],',
        "      |                  ^",
      ].join("\n"),
    );
  });

  it("names a missing comma, an unclosed text and a stray brace after the end", () => {
    expect(jsonSyntaxProblem('{"a": 1\n "b": 2}')).toMatchObject({
      reason: "expected a comma between two items",
      line: 2,
      column: 2,
    });
    expect(jsonSyntaxProblem('{\n  "a": "open\n}')?.line).toBe(2);
    expect(jsonSyntaxProblem('{"a": 1} }')?.reason).toBe(
      "unexpected text after the end of the content",
    );
  });

  it("finds nothing wrong in valid JSON", () => {
    expect(jsonSyntaxProblem('{"a": [1, {"b": null}]}')).toBeNull();
  });
});

describe("JSON paths in an editor's terms", () => {
  const page = {
    sections: [
      { type: "hero", heading: "Ground AI in Your Knowledge" },
      { type: "cta", heading: "Make your knowledge answer for itself", actions: [{}] },
      { type: "faq" },
      { type: "carousel", heading: "Slides" },
    ],
  };

  it("names a section by its type and heading", () => {
    expect(describeJsonPath(page, ["sections", 1, "actions", 0, "href"])).toBe(
      'sections[1] (call to action "Make your knowledge answer for itself").actions[0].href',
    );
    expect(describeJsonPath(page, ["sections", 0])).toBe(
      'sections[0] (hero "Ground AI in Your Knowledge")',
    );
  });

  it("names a section without a heading by its type, and leaves unknown types and other paths alone", () => {
    expect(describeJsonPath(page, ["sections", 2, "items"])).toBe("sections[2] (FAQ).items");
    expect(describeJsonPath(page, ["sections", 3, "type"])).toBe("sections[3].type");
    expect(describeJsonPath(page, ["seo", "title"])).toBe("seo.title");
    expect(describeJsonPath({ sections: "x" }, ["sections", 0])).toBe("sections[0]");
  });

  it("shortens a long heading", () => {
    const long = { sections: [{ type: "hero", heading: "A".repeat(100) }] };
    expect(describeJsonPath(long, ["sections", 0])).toMatch(/^sections\[0\] \(hero "A{59}…"\)$/);
  });

  it("uses the CMS label's words for a type", () => {
    expect(sectionName("packages")).toBe("packages");
    expect(sectionName("badges")).toBe("badges / integrations");
  });
});
