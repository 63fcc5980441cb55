/** The `caseStudies` section's content schema (its part of src/content/schema.ts `SectionSchema`). */
import { z } from "zod";
import { sectionBase } from "../../content/schemaBlocks";

/**
 * The slug of a case study in `data/case-studies/` (its file name without `.json`). Marked as a
 * relation, so the CMS offers the case studies to pick from (src/cms/config.ts); validation
 * checks that it names a published study (src/content/caseStudyRefs.ts).
 */
export const CaseStudySlugSchema = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    "expected the slug of a case study, like logistics-invoice-automation",
  )
  .meta({ relation: "caseStudies" });

/**
 * Success stories on a page: the case studies it names by slug, each drawn as a card with what
 * the study's file says (industry, size, challenge, solution, results, metrics, tags) and a link
 * to the study's own page. A story is written once, in its case-study file.
 */
export const CaseStudiesSectionSchema = z
  .object({
    type: z.literal("caseStudies"),
    ...sectionBase,
    studies: z.array(CaseStudySlugSchema).min(1).meta({
      label: "Case studies",
      hint: "The case studies shown here, in order; each card links to its study's page. Edit a story in its case-study entry.",
    }),
  })
  .strict();
