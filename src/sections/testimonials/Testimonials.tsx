import type { Testimonial } from "../../content/schema";
import type { SectionProps } from "../types";
import { SectionShell, sectionHeadingId } from "../SectionShell";
import { SWIPE_MIN_ITEMS, swipeRowProps } from "../../components/swipeRow";
import { fill, useLabels } from "../../content/SiteContentContext";
import { Icon } from "../../components/Icon";
import { StatList } from "../../components/StatList";
import { CheckList, TagList } from "../../components/CheckAndTagLists";
import { space } from "../../styles/theme";
import { balancedGrid } from "../../styles/grid";

/** Avatar initials from a name: "Dr. Elena Ruiz" → "ER". */
export function initials(name: string): string {
  const words = name
    .replace(/^(Dr|Mr|Mrs|Ms|Prof)\.?\s+/i, "")
    .split(/\s+/)
    .filter(Boolean);
  return (
    (words[0]?.[0] ?? "") + (words.length > 1 ? words[words.length - 1][0] : "")
  ).toUpperCase();
}

/** One quote as a card: its rating, words, results and author (`.testimonial…` rules). */
function Quote({ t }: { t: Testimonial }): JSX.Element {
  const labels = useLabels();
  return (
    <figure className="testimonial">
      {t.rating && (
        <p className="testimonial__rating">
          {Array.from({ length: t.rating }, (_, i) => (
            <Icon key={i} name="star" size={18} className="testimonial__star" />
          ))}
          <span className="visually-hidden">{fill(labels.rating, { rating: t.rating })}</span>
        </p>
      )}
      <blockquote className="testimonial__quote">
        <p>“{t.quote}”</p>
      </blockquote>
      {t.results && <CheckList items={t.results} />}
      <figcaption className="testimonial__author">
        <span aria-hidden="true" className="testimonial__avatar">
          {initials(t.name)}
        </span>
        <span>
          <span className="testimonial__name">{t.name}</span>
          <span className="testimonial__role">
            {[t.role, t.company].filter(Boolean).join(", ")}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * Client testimonials with optional headline stats and industry tags. Its looks are static classes
 * (src/sections/testimonials/styles.ts); only the balanced grid is generated for the item count.
 */
export function Testimonials({ section, index }: SectionProps<"testimonials">): JSX.Element {
  return (
    <SectionShell isStatic section={section} index={index} tone="alternate">
      <div
        css={balancedGrid(section.items.length, { base: 1, md: 2, lg: 3 }, space.lg)}
        {...(section.items.length >= SWIPE_MIN_ITEMS
          ? swipeRowProps(sectionHeadingId(section, index))
          : {})}
      >
        {section.items.map((t) => (
          <Quote key={t.name} t={t} />
        ))}
      </div>
      {section.stats && (
        <div className="testimonials__stats">
          <StatList stats={section.stats} center />
        </div>
      )}
      {section.tags && (
        <div className="testimonials__tags">
          <TagList items={section.tags} />
        </div>
      )}
    </SectionShell>
  );
}
