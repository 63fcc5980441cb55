import { Icon } from "./Icon";
import { colors, fontSizes, radii } from "../styles/theme";

/** A ticked list of short strings. */
export function CheckList({ items, onDark }: { items: string[]; onDark?: boolean }): JSX.Element {
  return (
    <ul css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 6 }}>
      {items.map((it) => (
        <li
          key={it}
          css={{ display: "flex", gap: 8, fontSize: fontSizes.sm, alignItems: "flex-start" }}
        >
          <Icon
            name="check"
            size={18}
            css={{ color: colors.success, flexShrink: 0, marginTop: 2 }}
          />
          <span css={{ color: onDark ? colors.white : colors.text }}>{it}</span>
        </li>
      ))}
    </ul>
  );
}

/** A row of chips (platforms, technology tags, industries). */
export function TagList({ items }: { items: string[] }): JSX.Element {
  return (
    <ul
      css={{ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: 6 }}
    >
      {items.map((it) => (
        <li
          key={it}
          css={{
            padding: "3px 10px",
            borderRadius: radii.pill,
            background: colors.surface,
            border: `1px solid ${colors.borderSoft}`,
            fontSize: fontSizes.xs,
            fontWeight: 600,
            color: colors.text,
          }}
        >
          {it}
        </li>
      ))}
    </ul>
  );
}
