/**
 * The four tools (/tools/…) in Chromium: each computes its result from typed answers (the
 * figures those of src/lib/tools for the same answers), refuses a figure past its bounds with the
 * message beside the field, works from the keyboard, and its "Discuss this result" opens the
 * booking page, which names the result and hands it to the scheduler; a hostile `?tool=` query
 * is ignored. /resources lists the five tools and every guide, and its category cards lead to
 * them. Copy, bounds and prices come from data/pages/tools/*.json.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import type { Locator, Page } from "playwright-core";
import { AXE_TAGS, axeBuilder } from "./axe";
import { DESKTOP, PHONE, SCHEDULER_URL, startSiteForSpec, visit, type Visit } from "./harness";
import {
  allArticles,
  allPages,
  assertSections,
  collapse,
  pageContent,
  sectionOf,
  site,
  textOf,
  type PageContent,
} from "./helpers";
import type { SectionOf } from "../src/content/schema";
import { bookingTools } from "../src/content/bookingTools";
import { chosenToolResult } from "../src/lib/toolSubject";
import { readinessCode, scoreReadiness } from "../src/lib/tools/readiness";
import { choosePlatform } from "../src/lib/tools/platformChooser";
import { estimateAgentCost } from "../src/lib/tools/agentCost";
import { sizeRag, type RagAssumptions } from "../src/lib/tools/ragSizing";
import { formatCost, formatCount } from "../src/lib/tools/format";
import { ANALYTICS_EVENTS } from "../src/lib/analyticsEvents";

const ctx = startSiteForSpec();

type Tool<K extends SectionOf<"tool">["tool"]["kind"]> = Extract<
  SectionOf<"tool">["tool"],
  { kind: K }
>;

/** The tool section of a tool's page. */
function toolPage(path: string): { page: PageContent; section: SectionOf<"tool"> } {
  const page = pageContent(path);
  return { page, section: sectionOf(page, "tool") };
}

const readiness = toolPage("/tools/automation-readiness");
const chooser = toolPage("/tools/platform-chooser");
const agent = toolPage("/tools/agent-cost-estimator");
const rag = toolPage("/tools/rag-sizing");
const TOOLS = [readiness, chooser, agent, rag];

const readinessTool = readiness.section.tool as Tool<"automation-readiness">;
const chooserTool = chooser.section.tool as Tool<"platform-chooser">;
const agentTool = agent.section.tool as Tool<"agent-cost">;
const ragTool = rag.section.tool as Tool<"rag-sizing">;

/** The results panel of a tool, by its heading. */
const results = (page: Page, section: SectionOf<"tool">): Locator =>
  page.getByRole("region", { name: section.resultsHeading, exact: true });

/** Presses the tool's submit button. */
const submit = (page: Page, section: SectionOf<"tool">): Promise<void> =>
  page.getByRole("button", { name: section.submitLabel, exact: true }).click();

/** Waits until the results panel shows a result, and returns its text. */
async function resultText(page: Page, section: SectionOf<"tool">): Promise<string> {
  const panel = results(page, section);
  await panel.locator('[data-tool-result="ready"]').waitFor();
  const text = await textOf(panel);
  assert.doesNotMatch(text, /NaN|Infinity|undefined|\{\w+\}/, "no broken figure");
  return text;
}

/** The analytics event `name` the page sent, once it has (10 s at most; the sender loads when idle). */
async function eventNamed(v: Visit, name: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = v.events.find((e) => e.n === name);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`no "${name}" event; recorded: ${v.events.map((e) => e.n).join(", ")}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A number field by its label. */
const field = (page: Page, label: string): Locator => page.getByLabel(label, { exact: true });

/** Answers every readiness question with the option at `pick(question index)`. */
async function answerReadiness(page: Page, pick: (i: number) => number): Promise<number[]> {
  const answers = readinessTool.questions.map((q, i) => Math.min(pick(i), q.options.length - 1));
  for (const [i, q] of readinessTool.questions.entries()) {
    const group = page.getByRole("group", { name: `${i + 1}. ${q.question}` });
    await group.getByLabel(q.options[answers[i]].label, { exact: true }).check();
  }
  return answers;
}

// ---------------------------------------------------------------------------------------------
// Each tool computes from typed answers
// ---------------------------------------------------------------------------------------------

test("every tool page shows its sections as its file says, the tool empty until used", async () => {
  for (const { page } of TOOLS) {
    const v = await visit(ctx, page.path);
    try {
      assert.equal(v.response?.status(), 200, page.path);
      await assertSections(v.page, page);
      assert.deepEqual(v.errors, [], page.path);
    } finally {
      await v.close();
    }
  }
});

test("the readiness scorecard scores the answers, names the band and three automations, and counts the use", async () => {
  const v = await visit(ctx, readiness.page.path, { viewport: PHONE });
  try {
    const answers = await answerReadiness(v.page, (i) => (i % 3) + 1);
    await submit(v.page, readiness.section);
    const text = await resultText(v.page, readiness.section);
    const expected = scoreReadiness(readinessTool, answers);
    assert.equal(await textOf(v.page.getByTestId("readiness-score")), String(expected.score));
    const band = readinessTool.bands.find((b) => b.id === expected.band)!;
    assert.ok(text.includes(collapse(band.label)) && text.includes(collapse(band.text)));
    for (const id of expected.picks) {
      const automation = readinessTool.automations.find((a) => a.id === id)!;
      assert.ok(text.includes(collapse(automation.title)), automation.title);
    }
    if (site.analytics) {
      const used = await eventNamed(v, ANALYTICS_EVENTS.toolUsed);
      assert.deepEqual(used.p, { tool: readinessTool.kind });
      assert.equal(v.events.filter((e) => e.n === ANALYTICS_EVENTS.toolUsed).length, 1);
    }
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("the platform chooser recommends from typed figures, with its cost at list prices and reasons", async () => {
  const v = await visit(ctx, chooser.page.path);
  try {
    const f = chooserTool.chooserFields;
    await field(v.page, f.tasks.label).fill("12,000");
    await field(v.page, f.budget.label).fill("150");
    await v.page.getByLabel(f.skills.options.noCode.label, { exact: true }).check();
    await submit(v.page, chooser.section);
    const text = await resultText(v.page, chooser.section);
    const expected = choosePlatform(chooserTool, {
      tasks: "12,000",
      budget: "150",
      hosting: "none",
      skills: "noCode",
    });
    const name = chooserTool.platforms[expected.recommended].name;
    assert.equal(await textOf(v.page.getByTestId("chooser-platform")), name);
    assert.ok(text.includes(formatCost(expected.estimates[expected.recommended].cost)));
    assert.ok(text.includes(chooserTool.chooserLabels.why));
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("the agent cost estimator computes monthly and per-conversation costs from typed figures", async () => {
  const v = await visit(ctx, agent.page.path);
  try {
    const f = agentTool.agentFields;
    const tier = agentTool.tiers.at(-1)!;
    await v.page.getByLabel(tier.name).check();
    const typed = { conversations: "5,000", turns: "6", inputTokens: "3000", outputTokens: "250" };
    for (const [k, value] of Object.entries(typed))
      await field(v.page, f[k as keyof typeof typed].label).fill(value);
    await submit(v.page, agent.section);
    const text = await resultText(v.page, agent.section);
    const expected = estimateAgentCost(agentTool.tiers, { tier: tier.id, ...typed });
    assert.ok(text.includes(formatCost(expected.monthlyCost)), "monthly cost");
    assert.ok(text.includes(formatCost(expected.perConversation)), "cost per conversation");
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

test("the RAG sizing estimator computes chunks, storage and costs from typed figures", async () => {
  const v = await visit(ctx, rag.page.path, { viewport: PHONE });
  try {
    const f = ragTool.ragFields;
    const typed = {
      documents: "2,000",
      pages: "12",
      words: "400",
      chunkSize: "500",
      overlap: "50",
      questions: "3000",
    };
    for (const [k, value] of Object.entries(typed))
      await field(v.page, f[k as keyof typeof typed].label).fill(value);
    await submit(v.page, rag.section);
    const text = await resultText(v.page, rag.section);
    const a = Object.fromEntries(
      Object.entries(ragTool.assumptions).map(([k, x]) => [k, x.value]),
    ) as RagAssumptions;
    const expected = sizeRag(a, typed);
    assert.ok(text.includes(formatCount(expected.chunks)), "chunks");
    assert.ok(text.includes(formatCost(expected.embeddingCost)), "embedding cost");
    assert.ok(text.includes(formatCost(expected.monthlyCost)), "monthly query cost");
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});

// ---------------------------------------------------------------------------------------------
// Refusals
// ---------------------------------------------------------------------------------------------

/**
 * A number field of each numeric tool (its label and upper bound), and what else the tool needs
 * before it computes (the RAG estimator's chunk size has a minimum above 0).
 */
const NUMBER_FIELDS: [
  PageContent,
  SectionOf<"tool">,
  { label: string; max: number },
  (page: Page) => Promise<void>,
][] = [
  [chooser.page, chooser.section, chooserTool.chooserFields.tasks, async () => {}],
  [agent.page, agent.section, agentTool.agentFields.conversations, async () => {}],
  [
    rag.page,
    rag.section,
    ragTool.ragFields.documents,
    (page) => field(page, ragTool.ragFields.chunkSize.label).fill("500"),
  ],
];

test("a figure past a field's bound gets its message beside the field, focus, and no result", async () => {
  for (const [page, section, f] of NUMBER_FIELDS) {
    const v = await visit(ctx, page.path, { viewport: PHONE });
    try {
      const input = field(v.page, f.label);
      await input.fill(String(f.max * 10));
      await submit(v.page, section);
      const message = v.page.getByText(
        section.errors.range.replace("{min}", "0").replace("{max}", formatCount(f.max)),
        { exact: true },
      );
      await message.waitFor();
      assert.equal(await input.getAttribute("aria-invalid"), "true", page.path);
      const described = (await input.getAttribute("aria-describedby")) ?? "";
      assert.ok(described.split(" ").includes((await message.getAttribute("id")) ?? "-"));
      assert.equal(
        await v.page.evaluate(() => document.activeElement?.getAttribute("aria-invalid")),
        "true",
        "focus on the refused field",
      );
      assert.equal(
        await results(v.page, section).locator('[data-tool-result="empty"]').count(),
        1,
        "no result from a refused figure",
      );
      // Text that is no number is refused too; a corrected field loses its message.
      await input.fill("lots");
      await submit(v.page, section);
      await v.page.getByText(section.errors.notNumber, { exact: true }).waitFor();
      await input.fill(String(f.max));
      assert.equal(await input.getAttribute("aria-invalid"), null);
      assert.deepEqual(v.errors, []);
    } finally {
      await v.close();
    }
  }
});

test("the RAG estimator refuses an overlap as large as the chunk size", async () => {
  const v = await visit(ctx, rag.page.path);
  try {
    const f = ragTool.ragFields;
    await field(v.page, f.chunkSize.label).fill("500");
    await field(v.page, f.overlap.label).fill("500");
    await submit(v.page, rag.section);
    await v.page.getByText(ragTool.overlapError, { exact: true }).waitFor();
    assert.equal(await field(v.page, f.overlap.label).getAttribute("aria-invalid"), "true");
  } finally {
    await v.close();
  }
});

test("the refused and the computed states pass axe at 390 and 1280 px", async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const [page, section, f, ready] of NUMBER_FIELDS) {
      const v = await visit(ctx, page.path, { viewport });
      try {
        await ready(v.page);
        await field(v.page, f.label).fill(String(f.max * 10));
        await submit(v.page, section);
        await v.page.locator("[aria-invalid=true]").first().waitFor();
        await field(v.page, f.label).fill("10");
        await submit(v.page, section);
        await resultText(v.page, section);
        const axe = await axeBuilder(v.page).include(`#${section.id}`).withTags(AXE_TAGS).analyze();
        assert.deepEqual(
          axe.violations.map(
            (r) => `${r.id}: ${r.nodes.map((n) => n.target.join(" ")).join(", ")}`,
          ),
          [],
          `${page.path} at ${viewport.width} px`,
        );
      } finally {
        await v.close();
      }
    }
  }
});

test("a tool works from the keyboard: arrows choose, Enter in a field calculates", async () => {
  const v = await visit(ctx, chooser.page.path);
  try {
    const f = chooserTool.chooserFields;
    await field(v.page, f.tasks.label).focus();
    await v.page.keyboard.type("800");
    await v.page.keyboard.press("Tab");
    assert.equal(
      await v.page.evaluate(() => document.activeElement?.getAttribute("name")),
      "budget",
    );
    // Into the hosting group (its checked option), then the arrow keys move the choice.
    await v.page.keyboard.press("Tab");
    await v.page.keyboard.press("ArrowUp");
    assert.ok(await v.page.getByLabel(f.hosting.options.preferred.label).isChecked());
    await field(v.page, f.budget.label).focus();
    await v.page.keyboard.press("Enter");
    await resultText(v.page, chooser.section);
  } finally {
    await v.close();
  }
});

// ---------------------------------------------------------------------------------------------
// Discuss this result → the booking page
// ---------------------------------------------------------------------------------------------

type SchedulerWindow = Window & {
  __schedulerInitCalls?: { url: string; prefill?: { customAnswers?: Record<string, string> } }[];
};

/** The scheduler stub's init calls, once there is one (10 s at most). */
async function schedulerCalls(page: Page) {
  await page.waitForFunction(
    () => ((window as SchedulerWindow).__schedulerInitCalls ?? []).length > 0,
    null,
    { timeout: 10_000 },
  );
  return page.evaluate(() => (window as SchedulerWindow).__schedulerInitCalls ?? []);
}

const subjects = bookingTools(allPages());
const notice = sectionOf(pageContent("/book-session"), "bookingWidget").toolNotice;

test("Discuss this result opens the booking page, which names the result and passes it to the scheduler", async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const v = await visit(ctx, readiness.page.path, { viewport });
    try {
      const { page } = v;
      const answers = await answerReadiness(page, () => 2);
      await submit(page, readiness.section);
      await resultText(page, readiness.section);
      const code = readinessCode(scoreReadiness(readinessTool, answers));
      await page.getByRole("link", { name: readiness.section.discuss.label, exact: true }).click();
      await page.waitForURL((u) => u.pathname === readiness.section.discuss.href);
      const search = new URL(page.url()).search;
      assert.equal(
        new URLSearchParams(search).get("result"),
        code,
        "the link carries the result's code",
      );
      const sentence = chosenToolResult(search, subjects);
      assert.ok(sentence, "the code names a result");
      const box = page.getByTestId("booking-tool");
      await box.waitFor();
      const text = await textOf(box);
      for (const t of [notice.label, sentence, notice.note])
        assert.ok(text.includes(collapse(t)), `the booking page shows "${t}"`);
      const calls = await schedulerCalls(page);
      assert.deepEqual(calls.at(-1)?.prefill?.customAnswers, {
        [site.booking.templateAnswerKey]: sentence,
      });
      assert.equal(calls.at(-1)?.url, SCHEDULER_URL);
      assert.deepEqual(v.errors, []);
    } finally {
      await v.close();
    }
  }
});

test("every tool's result reaches the booking page as a sentence of known words", async () => {
  const steps: [typeof chooser, (p: Page) => Promise<void>][] = [
    [
      chooser,
      async (p) => {
        await field(p, chooserTool.chooserFields.tasks.label).fill("3000");
      },
    ],
    [
      agent,
      async (p) => {
        await field(p, agentTool.agentFields.conversations.label).fill("1000");
        await field(p, agentTool.agentFields.turns.label).fill("4");
        await field(p, agentTool.agentFields.inputTokens.label).fill("2000");
      },
    ],
    [
      rag,
      async (p) => {
        await field(p, ragTool.ragFields.documents.label).fill("100");
        await field(p, ragTool.ragFields.pages.label).fill("10");
        await field(p, ragTool.ragFields.words.label).fill("300");
        await field(p, ragTool.ragFields.chunkSize.label).fill("400");
        await field(p, ragTool.ragFields.questions.label).fill("500");
      },
    ],
  ];
  for (const [{ page: content, section }, fill] of steps) {
    const v = await visit(ctx, content.path);
    try {
      await fill(v.page);
      await submit(v.page, section);
      await resultText(v.page, section);
      await v.page.getByRole("link", { name: section.discuss.label, exact: true }).click();
      await v.page.waitForURL((u) => u.pathname === section.discuss.href);
      const sentence = chosenToolResult(new URL(v.page.url()).search, subjects);
      assert.ok(sentence, content.path);
      await v.page.getByTestId("booking-tool").getByText(sentence, { exact: true }).waitFor();
    } finally {
      await v.close();
    }
  }
});

test("an unknown, malformed or hostile tool result is ignored: nothing of it is shown or run", async () => {
  const queries = [
    "?tool=%3Cscript%3Ealert(1)%3C%2Fscript%3E&result=1",
    `?tool=${chooserTool.kind}&result=${encodeURIComponent('"><img src=x onerror=alert(1)>')}.100`,
    `?tool=${chooserTool.kind}&result=__proto__.100`,
    `?tool=${chooserTool.kind}&result=constructor.1`,
    `?tool=${readinessTool.kind}&result=101.x.y`,
    "?tool=__proto__&result=1",
    `?tool=${agentTool.kind}`,
  ];
  for (const query of queries) {
    const v = await visit(ctx, `/book-session${query}`);
    try {
      let dialog = false;
      v.page.on("dialog", async (d) => {
        dialog = true;
        await d.dismiss();
      });
      const calls = await schedulerCalls(v.page);
      assert.equal(await v.page.getByTestId("booking-tool").count(), 0, `${query}: no notice`);
      assert.equal(calls.at(-1)?.prefill, undefined, `${query}: nothing passed on`);
      assert.equal(await v.page.locator("main img[src='x']").count(), 0);
      assert.ok(!(await v.page.locator("main").innerHTML()).includes("<script>alert"));
      assert.equal(dialog, false);
      assert.deepEqual(v.errors, [], query);
    } finally {
      await v.close();
    }
  }
});

// ---------------------------------------------------------------------------------------------
// /resources: the five tools and the guides
// ---------------------------------------------------------------------------------------------

test("/resources lists the five tools and every guide, and its category cards lead to them", async () => {
  const resources = pageContent("/resources");
  const tools = sectionOf(resources, "cards", "tools");
  const guides = sectionOf(resources, "collectionList", "guides");
  const v = await visit(ctx, "/resources");
  try {
    const toolPaths = allPages()
      .filter((p) => p.sections.some((s) => s.type === "tool" || s.type === "roiCalculator"))
      .map((p) => p.path)
      .sort();
    const linked = await v.page
      .locator(`#${tools.id} article a`)
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    assert.deepEqual([...new Set(linked)].sort(), toolPaths, "a card for every tool");

    const listed = await v.page
      .locator(`#${guides.id} article h3 a`)
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    assert.deepEqual(
      listed.sort(),
      allArticles()
        .filter((a) => a.kind === "guides")
        .map((a) => a.path)
        .sort(),
      "every published guide",
    );

    const categories = sectionOf(resources, "cards", "categories");
    for (const card of categories.cards) {
      const href = card.href ?? "";
      if (href.startsWith("#"))
        assert.equal(await v.page.locator(href).count(), 1, `${card.title} → ${href} on the page`);
    }
    const byBadge = (word: string) => categories.cards.find((c) => c.badge?.includes(word))?.href;
    assert.equal(byBadge("guides"), `#${guides.id}`);
    assert.equal(byBadge("tools"), `#${tools.id}`);
    assert.equal(byBadge("studies"), "/case-studies");
    assert.equal(byBadge("templates"), "/templates");
    assert.deepEqual(v.errors, []);
  } finally {
    await v.close();
  }
});
