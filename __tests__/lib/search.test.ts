import { queryWords, searchPages, type SearchEntry } from "../../src/lib/search";

const index: SearchEntry[] = [
  {
    path: "/automation/zapier",
    title: "Zapier Automation Services",
    description: "Workflows across 5000+ apps.",
    headings: ["Packages", "FAQ"],
  },
  {
    path: "/automation/make",
    title: "Make Automation Services",
    description: "Visual scenarios; we also migrate from Zapier.",
    headings: ["Services"],
  },
  {
    path: "/ai-agents/rag",
    title: "RAG Solutions",
    description: "Answers grounded in your documents.",
    headings: ["Vector database grid", "Packages"],
  },
];

describe("queryWords", () => {
  test("lowercases, drops accents and one-letter words", () => {
    expect(queryWords("  Café a RAG ")).toEqual(["cafe", "rag"]);
  });
});

describe("searchPages", () => {
  test("finds a page by a word in its title, title matches first", () => {
    const results = searchPages(index, "zapier");
    expect(results.map((r) => r.path)).toEqual(["/automation/zapier", "/automation/make"]);
  });

  test("every word must match somewhere (title, headings or description)", () => {
    expect(searchPages(index, "rag vector").map((r) => r.path)).toEqual(["/ai-agents/rag"]);
    expect(searchPages(index, "rag zapier")).toEqual([]);
  });

  test("matches word prefixes, not the middle of words", () => {
    expect(searchPages(index, "autom").length).toBe(2);
    expect(searchPages(index, "utomation")).toEqual([]);
  });

  test("nonsense and empty queries find nothing", () => {
    expect(searchPages(index, "qwxzzv")).toEqual([]);
    expect(searchPages(index, "   ")).toEqual([]);
    expect(searchPages(index, "a")).toEqual([]);
  });

  test("regex characters in a query are taken literally", () => {
    expect(() => searchPages(index, "c++ (rag")).not.toThrow();
  });

  test("caps the number of results", () => {
    expect(searchPages(index, "automation", 1)).toHaveLength(1);
  });
});
