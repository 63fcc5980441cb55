import { useContext } from "react";
import { Link } from "gatsby";
import type { SectionProps } from "./types";
import { Container } from "../components/Container";
import { ActionRow } from "../components/ActionButton";
import { Icon } from "../components/Icon";
import { StatList } from "../components/StatList";
import { ChosenTemplateNotice } from "../components/ChosenTemplateNotice";
import { BookingTemplatesContext } from "../content/BookingTemplatesContext";
import { colors, fontSizes, mq, radii, space, type } from "../styles/theme";

/**
 * The page's opening block: badge, the page's only `<h1>`, intro, actions, stats, trust points.
 * On the booking page (the only page given templates) it also names the workflow template the
 * visitor chose, at the end of the hero's text (so nothing above it moves when it appears).
 */
export function Hero({ section }: SectionProps<"hero">): JSX.Element {
  const { id, badge, eyebrow, heading, intro, stats, trustPoints, backLink } = section;
  const actions = section.actions ?? [];
  const templates = useContext(BookingTemplatesContext);
  return (
    <section
      id={id}
      aria-labelledby="page-heading"
      css={{
        background: `linear-gradient(180deg, ${colors.primarySoft} 0%, ${colors.white} 100%)`,
        paddingTop: space.xxl,
        paddingBottom: space.xxl,
        [mq.md]: { paddingTop: space.xxxl + 16, paddingBottom: space.xxxl },
      }}
    >
      <Container>
        <div css={{ maxWidth: 860 }}>
          {backLink?.href && (
            <Link
              to={backLink.href}
              css={{
                display: "flex",
                width: "fit-content",
                alignItems: "center",
                gap: 6,
                fontWeight: 600,
                marginBottom: space.lg,
                textDecoration: "none",
                minHeight: 44,
              }}
            >
              <Icon name="arrow-left" size={18} />
              {backLink.label}
            </Link>
          )}
          {badge && (
            <p
              css={{
                display: "inline-block",
                padding: "6px 14px",
                borderRadius: radii.pill,
                background: colors.white,
                border: `1px solid ${colors.primaryBorder}`,
                color: colors.primaryDark,
                fontWeight: 650,
                fontSize: fontSizes.sm,
                marginBottom: space.md,
              }}
            >
              {badge}
            </p>
          )}
          {eyebrow && (
            <p css={{ color: colors.primary, fontWeight: 700, marginBottom: space.sm }}>
              {eyebrow}
            </p>
          )}
          <h1 id="page-heading" css={type.display}>
            {heading}
          </h1>
          {intro && (
            <p
              css={{
                marginTop: space.lg,
                fontSize: fontSizes.lg,
                color: colors.muted,
                maxWidth: 720,
              }}
            >
              {intro}
            </p>
          )}
          {actions.length > 0 && (
            <div css={{ marginTop: space.xl }}>
              <ActionRow actions={actions} />
            </div>
          )}
          {trustPoints && (
            <ul
              css={{
                display: "flex",
                flexWrap: "wrap",
                gap: `${space.sm}px ${space.lg}px`,
                listStyle: "none",
                padding: 0,
                margin: `${space.lg}px 0 0`,
              }}
            >
              {trustPoints.map((t) => (
                <li
                  key={t}
                  css={{
                    display: "flex",
                    alignItems: "flex-start",
                    gap: 8,
                    fontWeight: 550,
                    fontSize: fontSizes.sm,
                  }}
                >
                  <Icon
                    name="circle-check"
                    size={18}
                    css={{ color: colors.success, flexShrink: 0, marginTop: 2 }}
                  />
                  {t}
                </li>
              ))}
            </ul>
          )}
          {Object.keys(templates).length > 0 && <ChosenTemplateNotice templates={templates} />}
        </div>
        {stats && stats.length > 0 && (
          <div css={{ marginTop: space.xxl, maxWidth: 900 }}>
            <StatList stats={stats} />
          </div>
        )}
      </Container>
    </section>
  );
}
