import { useState } from "react";
import type { SectionProps } from "./types";
import { SectionShell } from "./SectionShell";
import { Icon } from "../components/Icon";
import { colors, fontSizes, radii, space } from "../styles/theme";

/**
 * FAQ accordion: a WAI-ARIA disclosure per question; one item open at a time; choosing the open
 * item collapses it. Buttons work with Enter/Space; answers stay in the static HTML (hidden) so
 * they are indexable and findable.
 */
export function Faq({ section, index }: SectionProps<"faq">): JSX.Element {
  const [open, setOpen] = useState<number | null>(null);
  const base = section.id ?? `faq-${index}`;
  return (
    <SectionShell section={section} index={index} tone="alternate">
      <div css={{ maxWidth: 860, display: "grid", gap: space.sm }}>
        {section.items.map((item, i) => {
          const expanded = open === i;
          return (
            <div
              key={item.question}
              css={{
                background: colors.white,
                border: `1px solid ${expanded ? colors.primaryBorder : colors.borderSoft}`,
                borderRadius: radii.md,
              }}
            >
              <h3 css={{ fontSize: fontSizes.md }}>
                <button
                  type="button"
                  id={`${base}-q${i}`}
                  aria-expanded={expanded}
                  aria-controls={`${base}-a${i}`}
                  onClick={() => setOpen(expanded ? null : i)}
                  css={{
                    width: "100%",
                    display: "flex",
                    alignItems: "center",
                    justifyContent: "space-between",
                    gap: space.md,
                    padding: `${space.md}px ${space.lg}px`,
                    minHeight: 56,
                    background: "transparent",
                    border: 0,
                    textAlign: "left",
                    fontWeight: 650,
                    color: colors.text,
                    cursor: "pointer",
                    borderRadius: radii.md,
                  }}
                >
                  {item.question}
                  <Icon
                    name="chevron-down"
                    size={20}
                    css={{
                      flexShrink: 0,
                      transition: "transform 150ms",
                      transform: expanded ? "rotate(180deg)" : "none",
                      color: colors.primary,
                    }}
                  />
                </button>
              </h3>
              <div
                id={`${base}-a${i}`}
                role="region"
                aria-labelledby={`${base}-q${i}`}
                hidden={!expanded}
                css={{ padding: `0 ${space.lg}px ${space.md}px`, color: colors.muted }}
              >
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
    </SectionShell>
  );
}
