import type { SectionCms } from "../cms";

/** The `tool` section in the CMS (src/sections/cms.ts). */
export const toolCms: SectionCms = {
  label: "Tool (readiness scorecard, platform chooser, agent cost, RAG sizing)",
};
