import path from "node:path";
import {
  typesetChanges,
  typesetContent,
  typesetMarkdown,
  typesetText,
} from "../../src/content/typography";
import { typesetData } from "../../scripts/typeset";

describe("typesetText", () => {
  it.each([
    ["the team's week", "the team’s week"],
    ["we don't and won't", "we don’t and won’t"],
    ["our clients' reviews", "our clients’ reviews"],
    ['An inbox full of "where is my order?"', "An inbox full of “where is my order?”"],
    ["'Where is it?' she asked", "‘Where is it?’ she asked"],
    ["“It's done.”", "“It’s done.”"],
    ["back in the '90s", "back in the ’90s"],
  ])("curls the marks in %j", (typed, typeset) => {
    expect(typesetText(typed)).toBe(typeset);
  });

  it.each([
    ["Weeks 1-2", "Weeks 1–2"],
    ["250-400% in year one", "250–400% in year one"],
    ["$5,000 - $15,000", "$5,000–$15,000"],
    ["Friday 14:00-14:30", "Friday 14:00–14:30"],
  ])("sets the numeric range in %j with an unspaced en dash", (typed, typeset) => {
    expect(typesetText(typed)).toBe(typeset);
  });

  it.each(["Published 2025-03-14", "GPT-4o and Claude 3.5", "24-hour support", "n8n"])(
    "leaves %j as it is: no range, no quote",
    (text) => {
      expect(typesetText(text)).toBe(text);
    },
  );

  it("changes nothing the second time", () => {
    const once = typesetText(`It's "1-2 weeks", the clients' 'best' guess`);
    expect(typesetText(once)).toBe(once);
  });
});

describe("typesetMarkdown", () => {
  it("typesets the prose but not code, link destinations or HTML", () => {
    const md = [
      "## Weeks 1-2: the team's plan",
      "",
      "Run `echo 'it's 1-2'` first, then read [the guide](/blog/it's-1-2 \"title\").",
      "",
      "```js",
      "const s = 'don't 1-2';",
      "```",
      '<span title="1-2">a "quote"</span>',
    ].join("\n");
    expect(typesetMarkdown(md)).toBe(
      [
        "## Weeks 1–2: the team’s plan",
        "",
        "Run `echo 'it's 1-2'` first, then read [the guide](/blog/it's-1-2 \"title\").",
        "",
        "```js",
        "const s = 'don't 1-2';",
        "```",
        '<span title="1-2">a “quote”</span>',
      ].join("\n"),
    );
  });
});

describe("typesetContent and typesetChanges", () => {
  const entry = {
    slug: "it's-1-2",
    href: "/book-session?q=1-2",
    datePublished: "2025-06-02",
    title: "The team's 1-2 week plan",
    body: "We'll start in `week 1-2`.",
    items: [{ text: "Don't wait" }],
  };

  it("typesets visible text and Markdown, never dates, paths or identifiers", () => {
    expect(typesetContent(entry)).toEqual({
      ...entry,
      title: "The team’s 1–2 week plan",
      body: "We’ll start in `week 1-2`.",
      items: [{ text: "Don’t wait" }],
    });
  });

  it("lists each changed string by its key path, for the CMS to set before saving", () => {
    expect(typesetChanges(entry)).toEqual([
      { path: ["title"], value: "The team’s 1–2 week plan" },
      { path: ["body"], value: "We’ll start in `week 1-2`." },
      { path: ["items", 0, "text"], value: "Don’t wait" },
    ]);
    expect(typesetChanges(typesetContent(entry))).toEqual([]);
  });
});

describe("data/", () => {
  it("is typeset: every visible string uses curly quotes and en-dash ranges (fix: npm run typeset)", () => {
    const changes = typesetData(path.join(__dirname, "..", "..", "data"), false);
    expect(changes.map((c) => `${c.file}: ${c.before} → ${c.after}`)).toEqual([]);
  });
});
