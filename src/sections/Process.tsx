import type { SectionProps } from "./types";
import { SectionShell } from "./SectionShell";
import { useLabels } from "../content/SiteContentContext";
import { CheckList } from "../components/CheckAndTagLists";
import { cardSurface, colors, fontSizes, radii, space } from "../styles/theme";
import { balancedGrid } from "../styles/grid";

/** Numbered process steps with optional duration and deliverables. */
export function Process({ section, index }: SectionProps<"process">): JSX.Element {
  const labels = useLabels();
  return (
    <SectionShell section={section} index={index} tone="alternate">
      <ol
        css={{
          listStyle: "none",
          margin: 0,
          padding: 0,
          ...balancedGrid(section.steps.length, { base: 1, sm: 2, md: 3, lg: 5 }, space.lg),
        }}
      >
        {section.steps.map((step, i) => (
          <li
            key={step.title}
            css={{
              padding: space.lg,
              ...cardSurface,
              display: "flex",
              flexDirection: "column",
              gap: space.sm,
            }}
          >
            <div
              css={{
                display: "flex",
                alignItems: "center",
                justifyContent: "space-between",
                gap: 8,
              }}
            >
              <span
                css={{
                  display: "inline-flex",
                  alignItems: "center",
                  justifyContent: "center",
                  width: 40,
                  height: 40,
                  borderRadius: radii.pill,
                  background: colors.primary,
                  color: colors.white,
                  fontWeight: 800,
                }}
              >
                <span className="visually-hidden">{labels.step} </span>
                {i + 1}
              </span>
              {step.duration && (
                <span
                  css={{
                    fontSize: fontSizes.xs,
                    fontWeight: 700,
                    color: colors.primaryDark,
                    background: colors.primarySoft,
                    padding: "3px 10px",
                    borderRadius: radii.pill,
                  }}
                >
                  {step.duration}
                </span>
              )}
            </div>
            <h3 css={{ fontSize: fontSizes.lg }}>{step.title}</h3>
            <p css={{ color: colors.muted }}>{step.description}</p>
            {step.deliverables && (
              <div>
                <h4 css={{ fontSize: fontSizes.sm, marginBottom: 6 }}>{labels.deliverables}</h4>
                <CheckList items={step.deliverables} />
              </div>
            )}
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}
