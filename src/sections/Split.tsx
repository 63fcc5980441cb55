import type { SectionProps } from "./types";
import { SectionShell } from "./SectionShell";
import { Icon } from "../components/Icon";
import { colors, fontSizes, mq, radii, space } from "../styles/theme";

/** A benefits list beside a side panel (implementation steps, sample interactions, daily tasks). */
export function Split({ section, index }: SectionProps<"split">): JSX.Element {
  const PanelList = section.panel.ordered ? "ol" : "ul";
  return (
    <SectionShell section={section} index={index} tone="alternate">
      <div
        css={{
          display: "grid",
          gap: space.xl,
          [mq.lg]: { gridTemplateColumns: "1.4fr 1fr", alignItems: "start" },
        }}
      >
        <ul css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space.md }}>
          {section.items.map((it) => (
            <li key={it.title} css={{ display: "flex", gap: 12 }}>
              <Icon
                name="circle-check"
                size={24}
                css={{ color: colors.success, flexShrink: 0, marginTop: 2 }}
              />
              <div>
                <h3 css={{ fontSize: fontSizes.md }}>{it.title}</h3>
                {it.description && (
                  <p css={{ color: colors.muted, fontSize: fontSizes.sm, marginTop: 2 }}>
                    {it.description}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
        <aside
          aria-label={section.panel.title}
          css={{
            padding: space.lg,
            borderRadius: radii.lg,
            background: colors.white,
            border: `1px solid ${colors.primaryBorder}`,
            boxShadow: "0 12px 28px rgba(30,64,175,0.08)",
          }}
        >
          <h3 css={{ fontSize: fontSizes.lg, marginBottom: space.md }}>{section.panel.title}</h3>
          <PanelList
            css={{
              margin: 0,
              paddingLeft: section.panel.ordered ? 22 : 0,
              listStyle: section.panel.ordered ? "decimal" : "none",
              display: "grid",
              gap: space.sm,
            }}
          >
            {section.panel.items.map((it) => (
              <li
                key={it}
                css={{
                  fontSize: fontSizes.sm,
                  paddingBottom: space.sm,
                  borderBottom: `1px solid ${colors.borderSoft}`,
                }}
              >
                {it}
              </li>
            ))}
          </PanelList>
        </aside>
      </div>
    </SectionShell>
  );
}
