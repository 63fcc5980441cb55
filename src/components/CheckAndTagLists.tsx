import { Icon } from "./Icon";

/**
 * A ticked list of short strings; `onDark` sets the text light for a dark panel. Styled by the
 * static `.check-list` classes (src/styles/listCss.ts).
 */
export function CheckList({ items, onDark }: { items: string[]; onDark?: boolean }): JSX.Element {
  return (
    <ul className={onDark ? "check-list check-list--on-dark" : "check-list"}>
      {items.map((it) => (
        <li key={it}>
          <Icon name="check" size={18} className="check-list__icon" />
          <span>{it}</span>
        </li>
      ))}
    </ul>
  );
}

/** A row of chips (platforms, technology tags, industries), styled by `.tag-list`. */
export function TagList({ items }: { items: string[] }): JSX.Element {
  return (
    <ul className="tag-list">
      {items.map((it) => (
        <li key={it}>{it}</li>
      ))}
    </ul>
  );
}
