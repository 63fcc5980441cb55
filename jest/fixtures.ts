/**
 * Content fixtures the unit tests share: small, valid examples of one section or one article,
 * not the site's content (tests of the real content read data/ through the loader).
 */
import type { Guide, SectionOf } from "../src/content/schema";

/** Three pricing tiers, the middle one popular, each leading to the booking page. */
export const packagesSection: SectionOf<"packages"> = {
  type: "packages",
  id: "packages",
  heading: "Packages",
  packages: [
    {
      name: "Starter",
      price: "$8,000",
      duration: "4-6 weeks",
      description: "One knowledge base.",
      features: ["3 months support"],
      action: { label: "Get Started", href: "/book-session" },
    },
    {
      name: "Professional",
      price: "$18,000",
      duration: "8-10 weeks",
      description: "Several sources.",
      features: ["6 months premium support"],
      popular: true,
      action: { label: "Get Started", href: "/book-session" },
    },
    {
      name: "Enterprise",
      price: "$35,000",
      duration: "12-16 weeks",
      description: "Company-wide.",
      features: ["12 months support"],
      action: { label: "Get Started", href: "/book-session" },
    },
  ],
};

/**
 * A resource guide (an article in data/resources/) with every required field, a body with two
 * `##` sections and a link to the booking page; `changes` replace or add fields.
 */
export function guideEntry(changes: Partial<Guide> = {}): Guide {
  return {
    slug: "first-guide",
    title: "A first guide",
    description: "What to prepare.",
    author: "Priya Nair",
    category: "Guide",
    datePublished: "2025-01-10",
    dateModified: "2025-02-01",
    body: "Intro.\n\n## Prepare\n\nSee [booking](/book-session) and [below](#check).\n\n## Check\n\nDone.",
    ...changes,
  };
}
