/**
 * The tool results the booking page can name (src/lib/toolSubject.ts reads them back from
 * `?tool=<kind>&result=<code>`). Built at build time from the pages' `tool` sections: each tool's
 * `discuss.summary` and the slots of its result code, in the order its code writes them
 * (src/lib/tools/*: `readinessCode`, `chooserCode`, `agentCostCode`, `ragCode`). Enumerated
 * slots map each token to words from the same section (a band's label, an automation's title, a
 * plan's name, a tier's name), so the booking page shows only the content's own words and
 * numbers it formats itself.
 */
import type { Page, SectionOf } from "./schema";
import type { SubjectSlot, ToolSubject, ToolSubjects } from "../lib/toolSubject";

/** The slots of a tool's result code, in code order. */
export function toolSlots(tool: SectionOf<"tool">["tool"]): SubjectSlot[] {
  switch (tool.kind) {
    case "automation-readiness": {
      const automations = Object.fromEntries(tool.automations.map((a) => [a.id, a.title]));
      return [
        { name: "score", format: "count" },
        { name: "band", values: Object.fromEntries(tool.bands.map((b) => [b.id, b.label])) },
        { name: "first", values: automations },
        { name: "second", values: automations },
        { name: "third", values: automations },
      ];
    }
    case "platform-chooser":
      return [
        {
          name: "plan",
          values: Object.fromEntries(
            Object.values(tool.platforms).flatMap((p) =>
              p.plans.map((plan) => [plan.id, `${p.name} ${plan.name}`]),
            ),
          ),
        },
        { name: "cost", format: "cents" },
      ];
    case "agent-cost":
      return [
        { name: "tier", values: Object.fromEntries(tool.tiers.map((t) => [t.id, t.name])) },
        { name: "monthly", format: "cents" },
        { name: "conversations", format: "count" },
      ];
    case "rag-sizing":
      return [
        { name: "chunks", format: "count" },
        { name: "storage", format: "count" },
        { name: "embedding", format: "cents" },
        { name: "monthly", format: "cents" },
      ];
  }
}

/** The tool sections of every page, with the page's path. */
export function toolSections(
  pages: readonly Page[],
): { path: string; section: SectionOf<"tool"> }[] {
  return pages.flatMap((page) =>
    page.sections.flatMap((s) => (s.type === "tool" ? [{ path: page.path, section: s }] : [])),
  );
}

/**
 * Every tool the booking page can name, by its kind (the `tool` query value): its summary and
 * slots. When two pages hold the same kind the first wins (the content tests refuse that).
 */
export function bookingTools(pages: readonly Page[]): ToolSubjects {
  const subjects: ToolSubjects = {};
  for (const { section } of toolSections(pages)) {
    const kind = section.tool.kind;
    if (Object.prototype.hasOwnProperty.call(subjects, kind)) continue;
    const subject: ToolSubject = {
      summary: section.discuss.summary,
      slots: toolSlots(section.tool),
    };
    subjects[kind] = subject;
  }
  return subjects;
}
