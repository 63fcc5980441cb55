import type { SectionProps } from "./types";
import { sectionHeadingId } from "./SectionShell";
import { Container } from "../components/Container";
import { ActionRow } from "../components/ActionButton";
import { Icon } from "../components/Icon";
import { colors, fontSizes, mq, radii, space } from "../styles/theme";
import { balancedGrid } from "../styles/grid";

/**
 * A call to action: `band` (default) is the dark full-width closing block; `panel` an inline
 * promo card. Optional tiles carry promises or reassurances.
 */
export function CallToAction({ section, index }: SectionProps<"cta">): JSX.Element {
  const band = (section.variant ?? "band") === "band";
  const headingId = sectionHeadingId(section, index);
  const inner = (
    <div
      css={{
        textAlign: band ? "center" : "left",
        display: "grid",
        gap: space.md,
        justifyItems: band ? "center" : "start",
      }}
    >
      {section.eyebrow && (
        <p css={{ fontWeight: 700, color: band ? colors.primaryOnDark : colors.primary }}>
          {section.eyebrow}
        </p>
      )}
      <h2
        id={headingId}
        css={{ fontSize: fontSizes.xxl, color: band ? colors.white : colors.text, maxWidth: 760 }}
      >
        {section.heading}
      </h2>
      {section.intro && (
        <p
          css={{
            fontSize: fontSizes.lg,
            color: band ? colors.inkMuted : colors.muted,
            maxWidth: 680,
          }}
        >
          {section.intro}
        </p>
      )}
      <div css={{ marginTop: space.sm }}>
        <ActionRow actions={section.actions} onDark={band} center={band} />
      </div>
      {section.tiles && (
        <ul
          css={{
            listStyle: "none",
            padding: 0,
            margin: `${space.lg}px 0 0`,
            width: "100%",
            ...balancedGrid(section.tiles.length, { base: 1, md: 3 }, space.md),
          }}
        >
          {section.tiles.map((t) => (
            <li
              key={t.title}
              css={{
                padding: space.lg,
                borderRadius: radii.md,
                background: band ? "rgba(255,255,255,0.08)" : colors.white,
                border: band
                  ? "1px solid rgba(255,255,255,0.18)"
                  : `1px solid ${colors.borderSoft}`,
                textAlign: "left",
              }}
            >
              {t.icon && (
                <Icon
                  name={t.icon}
                  size={24}
                  css={{ color: band ? colors.primaryOnDark : colors.primary, marginBottom: 8 }}
                />
              )}
              <h3 css={{ fontSize: fontSizes.md, color: band ? colors.white : colors.text }}>
                {t.title}
              </h3>
              <p
                css={{
                  fontSize: fontSizes.sm,
                  color: band ? colors.inkMuted : colors.muted,
                  marginTop: 4,
                }}
              >
                {t.description}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      css={{
        background: band ? colors.ink : colors.white,
        paddingTop: space.xxl,
        paddingBottom: space.xxl,
        [mq.md]: { paddingTop: space.xxxl, paddingBottom: space.xxxl },
      }}
    >
      <Container>
        {band ? (
          inner
        ) : (
          <div
            css={{
              padding: space.xl,
              borderRadius: radii.lg,
              background: `linear-gradient(135deg, ${colors.primarySoft}, ${colors.accentSoft})`,
              border: `1px solid ${colors.primaryBorder}`,
              [mq.md]: { padding: space.xxl },
            }}
          >
            {inner}
          </div>
        )}
      </Container>
    </section>
  );
}
