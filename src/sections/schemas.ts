import type { z } from "zod";
import { HeroSectionSchema } from "./hero/schema";
import { StatsSectionSchema } from "./stats/schema";
import { CardsSectionSchema } from "./cards/schema";
import { ProcessSectionSchema } from "./process/schema";
import { CaseStudiesSectionSchema } from "./caseStudies/schema";
import { TestimonialsSectionSchema } from "./testimonials/schema";
import { BadgesSectionSchema } from "./badges/schema";
import { PackagesSectionSchema } from "./packages/schema";
import { FaqSectionSchema } from "./faq/schema";
import { ComparisonSectionSchema } from "./comparison/schema";
import { CallToActionSectionSchema } from "./cta/schema";
import { SplitSectionSchema } from "./split/schema";
import { DemoSectionSchema } from "./demo/schema";
import { RoiCalculatorSectionSchema } from "./roiCalculator/schema";
import { ToolSectionSchema } from "./tool/schema";
import { BookingWidgetSectionSchema } from "./bookingWidget/schema";
import { SiteSearchSectionSchema } from "./siteSearch/schema";
import { NewsletterSectionSchema } from "./newsletter/schema";
import { ContactFormSectionSchema } from "./contactForm/schema";
import { CollectionListSectionSchema } from "./collectionList/schema";
import { MenuCardsSectionSchema } from "./menuCards/schema";

/**
 * The content schema of every section type, keyed by its `type` (each in its folder,
 * `src/sections/<type>/schema.ts`). Section types are the keys of this map ({@link SectionType}):
 * every other per-type registry (components, styles, CMS labels, browser and static checks) is a
 * mapped type over them, so TypeScript refuses a section type that lacks one of its parts. The
 * order is the order of `SECTION_TYPES` (validation messages, the CMS's type list).
 */
export const SECTION_SCHEMAS = {
  hero: HeroSectionSchema,
  stats: StatsSectionSchema,
  cards: CardsSectionSchema,
  process: ProcessSectionSchema,
  caseStudies: CaseStudiesSectionSchema,
  testimonials: TestimonialsSectionSchema,
  badges: BadgesSectionSchema,
  packages: PackagesSectionSchema,
  faq: FaqSectionSchema,
  comparison: ComparisonSectionSchema,
  cta: CallToActionSectionSchema,
  split: SplitSectionSchema,
  demo: DemoSectionSchema,
  roiCalculator: RoiCalculatorSectionSchema,
  tool: ToolSectionSchema,
  bookingWidget: BookingWidgetSectionSchema,
  siteSearch: SiteSearchSectionSchema,
  newsletter: NewsletterSectionSchema,
  contactForm: ContactFormSectionSchema,
  collectionList: CollectionListSectionSchema,
  menuCards: MenuCardsSectionSchema,
};

/** A section type's name: a key of {@link SECTION_SCHEMAS}. */
export type SectionType = keyof typeof SECTION_SCHEMAS;

/** The section types whose schema's `type` literal differs from their key (must be none). */
type MislabelledType = {
  [K in SectionType]: z.output<(typeof SECTION_SCHEMAS)[K]>["type"] extends K ? never : K;
}[SectionType];

/** Fails to compile when a schema is filed under another type's key. */
export const SCHEMA_KEYS_MATCH_TYPES: [MislabelledType] extends [never] ? true : MislabelledType =
  true;
