import type { Section } from "./schema";
import { roiExampleMarkup } from "../lib/roiExample";

/**
 * The worked ROI examples of a page's sections as HTML, keyed by section index (a call to
 * action's `roiExample`, or the ROI calculator's `example`, shown until its first calculation;
 * src/lib/roiExample.ts). gatsby-node hands them to the page with the
 * section visuals, so they are drawn at build time and cost no JavaScript. Sections without one
 * have no key.
 */
export function roiExamplesMarkup(sections: readonly Section[]): Record<number, string> {
  const examples: Record<number, string> = {};
  sections.forEach((section, index) => {
    if (section.type === "cta" && section.roiExample)
      examples[index] = roiExampleMarkup(section.roiExample);
    if (section.type === "roiCalculator" && section.example)
      examples[index] = roiExampleMarkup(section.example);
  });
  return examples;
}
