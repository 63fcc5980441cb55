import type { SectionCms } from "../cms";

/** The `menuCards` section in the CMS (src/sections/cms.ts). */
export const menuCardsCms: SectionCms = {
  label: "Menu pages as cards (hub)",
  hints: {
    menu:
      "The id of a header menu in Navigation (ai-agents, automation, tech-stack, industries…): " +
      "its pages become the cards, with their titles, descriptions and icons.",
  },
};
