import { useContext } from "react";
import { Link } from "gatsby";
import type { SectionProps } from "../types";
import { Container } from "../../components/Container";
import { ActionButton, ActionRow } from "../../components/ActionButton";
import { Icon } from "../../components/Icon";
import { StatList } from "../../components/StatList";
import { ChosenTemplateNotice } from "../../components/ChosenTemplateNotice";
import { BookingTemplatesContext } from "../../content/BookingTemplatesContext";
import { SectionVisualsContext } from "../../content/SectionVisualsContext";
import { KeepHyphenated } from "../../components/KeepHyphenated";

/**
 * The page's opening block: badge, the page's only `<h1>`, intro, actions, stats, trust points,
 * and the visual of what the page sells: HTML drawn at build time from the hero's `visual`.
 * The hero's frame, intro and layout are static CSS (`HERO_CSS` in src/components/visualMarkup.ts,
 * in every page's head), which places the visual beside the words from 1024 px.
 * On the booking page (the only page given templates) it also names the workflow template the
 * visitor chose, at the end of the hero's text (so nothing above it moves when it appears).
 * A `jumpLink` (to a part of the page far below on a phone) shows only below 1024 px.
 */
export function Hero({ section, index }: SectionProps<"hero">): JSX.Element {
  const { id, badge, eyebrow, heading, intro, stats, trustPoints, backLink, jumpLink } = section;
  const actions = section.actions ?? [];
  const templates = useContext(BookingTemplatesContext);
  const visualHtml = useContext(SectionVisualsContext)[index] ?? "";
  return (
    <section id={id} aria-labelledby="page-heading" className="hero">
      <Container>
        <div className={visualHtml ? "hv-hero" : undefined}>
          <div className="hero-words">
            {backLink?.href && (
              <Link to={backLink.href} className="hero-back">
                <Icon name="arrow-left" size={18} />
                {backLink.label}
              </Link>
            )}
            {badge && <p className="hero-badge">{badge}</p>}
            {eyebrow && <p className="hero-eyebrow">{eyebrow}</p>}
            <h1 id="page-heading" className="hero-title">
              <KeepHyphenated text={heading} />
            </h1>
            {intro && <p className="hero-intro">{intro}</p>}
            {actions.length > 0 && (
              <div className="hero-actions">
                <ActionRow actions={actions} />
              </div>
            )}
            {jumpLink && (
              <div className="hero-jump">
                <ActionButton action={jumpLink} />
              </div>
            )}
            {trustPoints && (
              <ul className="hero-trust">
                {trustPoints.map((t) => (
                  <li key={t}>
                    <Icon name="circle-check" size={18} className="hero-trust__icon" />
                    {t}
                  </li>
                ))}
              </ul>
            )}
            {Object.keys(templates).length > 0 && <ChosenTemplateNotice templates={templates} />}
          </div>
          {visualHtml && (
            <div className="hv-slot" dangerouslySetInnerHTML={{ __html: visualHtml }} />
          )}
        </div>
        {stats && stats.length > 0 && (
          <div className="hero-stats">
            <StatList stats={stats} />
          </div>
        )}
      </Container>
    </section>
  );
}
