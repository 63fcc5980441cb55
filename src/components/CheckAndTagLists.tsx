import { Link } from "gatsby";
import type { Tag } from "../content/schema";
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

/** One chip: its words, as a link when it names a destination (Gatsby's Link for site paths). */
function TagItem({ tag }: { tag: string | Tag }): JSX.Element {
  if (typeof tag === "string" || !tag.href) return <>{typeof tag === "string" ? tag : tag.label}</>;
  return tag.href.startsWith("/") ? (
    <Link to={tag.href} className="tag-list__link">
      {tag.label}
    </Link>
  ) : (
    <a href={tag.href} className="tag-list__link">
      {tag.label}
    </a>
  );
}

/**
 * A row of chips (platforms, technology tags, industries), styled by `.tag-list`. Takes plain
 * strings or `{ label, href? }` chips; a chip with an `href` is a link (`.tag-list__link`: the
 * whole chip is the hit area and shows a hover and focus state).
 */
export function TagList({ items }: { items: readonly (string | Tag)[] }): JSX.Element {
  return (
    <ul className="tag-list">
      {items.map((it) => (
        <li key={typeof it === "string" ? it : it.label}>
          <TagItem tag={it} />
        </li>
      ))}
    </ul>
  );
}
