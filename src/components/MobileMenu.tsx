import { Suspense, useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { MenuItemLink } from "./MenuItemLink";
import type { Action, Navigation } from "../content/schema";
import { Icon } from "./Icon";
import { ActionButton } from "./ActionButton";
import { colors, fontSizes, radii, shadows, space } from "../styles/theme";

type MobileMenuProps = {
  menus: Navigation["header"]["menus"];
  cta: Action;
  label: string;
  openLabel: string;
  closeLabel: string;
};

/**
 * Holds the page still while the menu is open: `overflow: hidden` on `<html>` and `<body>`,
 * restored to what they were on close. The root's `scrollbar-gutter: stable` (src/styles/globalCss.ts) keeps
 * the width the scrollbar took, so nothing moves sideways.
 */
function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const targets = [document.documentElement, document.body];
    const previous = targets.map((el) => el.style.overflow);
    for (const el of targets) el.style.overflow = "hidden";
    return () => targets.forEach((el, i) => (el.style.overflow = previous[i]));
  }, [locked]);
}

/**
 * The small-screen menu: a toggle button (`aria-expanded`) and a panel that fills the screen
 * below the header. The menus fold as an accordion (one disclosure button per menu, one open at a
 * time), each ending with its hub link; the booking CTA is pinned at the foot of the panel, so it
 * is in view the moment the panel opens. While open, the page behind does not scroll. Choosing a
 * link closes the panel; so does Escape (focus returns to the toggle). The links hydrate after
 * the toggle, in their own Suspense boundary (see src/sections/SectionList.tsx).
 */
export function MobileMenu({
  menus,
  cta,
  label,
  openLabel,
  closeLabel,
}: MobileMenuProps): JSX.Element {
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<string | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useScrollLock(open);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  const close = () => setOpen(false);
  const linkCss = {
    display: "flex",
    alignItems: "center",
    gap: space.sm,
    padding: "10px 12px",
    minHeight: 44,
    color: colors.text,
    textDecoration: "none",
    fontSize: fontSizes.sm,
    fontWeight: 550,
    borderRadius: radii.sm,
    "&:hover": { background: colors.surface },
  } as const;
  return (
    <div>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((o) => !o)}
        css={{
          display: "inline-flex",
          alignItems: "center",
          justifyContent: "center",
          width: 48,
          height: 48,
          border: `1px solid ${colors.border}`,
          borderRadius: radii.md,
          background: colors.white,
          color: colors.text,
          cursor: "pointer",
        }}
      >
        <Icon name={open ? "x" : "menu"} size={22} />
        <span className="visually-hidden">{open ? closeLabel : openLabel}</span>
      </button>
      <nav
        id="mobile-menu"
        aria-label={label}
        hidden={!open}
        css={{
          position: "absolute",
          top: "100%",
          left: 0,
          right: 0,
          height: "calc(100vh - 72px)",
          "@supports (height: 100dvh)": { height: "calc(100dvh - 72px)" },
          flexDirection: "column",
          background: colors.white,
          borderTop: `1px solid ${colors.borderSoft}`,
          boxShadow: shadows.overlay,
          "&:not([hidden])": { display: "flex" },
        }}
      >
        <Suspense fallback={null}>
          <ul
            css={{
              listStyle: "none",
              margin: 0,
              padding: `${space.sm}px ${space.md}px`,
              flex: "1 1 auto",
              overflowY: "auto",
              overscrollBehavior: "contain",
            }}
          >
            {menus.map((menu) => {
              const expanded = section === menu.id;
              const listId = `mobile-menu-${menu.id}`;
              return (
                <li key={menu.id} css={{ borderBottom: `1px solid ${colors.borderSoft}` }}>
                  <h2 css={{ margin: 0, fontSize: "inherit" }}>
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={listId}
                      onClick={() => setSection(expanded ? null : menu.id)}
                      css={{
                        display: "flex",
                        width: "100%",
                        alignItems: "center",
                        justifyContent: "space-between",
                        minHeight: 52,
                        padding: `0 ${space.xs}px`,
                        border: 0,
                        background: "transparent",
                        color: colors.text,
                        fontSize: fontSizes.md,
                        fontWeight: 650,
                        textAlign: "left",
                        cursor: "pointer",
                        "& svg": { transition: "transform 0.2s ease" },
                        "&[aria-expanded='true'] svg": { transform: "rotate(180deg)" },
                      }}
                    >
                      {menu.label}
                      <Icon name="chevron-down" size={20} />
                    </button>
                  </h2>
                  <ul
                    id={listId}
                    hidden={!expanded}
                    css={{
                      listStyle: "none",
                      margin: 0,
                      padding: `0 0 ${space.sm}px`,
                      "&:not([hidden])": { display: "grid" },
                      gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
                      gap: 2,
                    }}
                  >
                    {menu.items.map((item) => (
                      <MenuItemLink key={item.href} href={item.href} onSelect={close} css={linkCss}>
                        {item.title}
                      </MenuItemLink>
                    ))}
                    <li css={{ gridColumn: "1 / -1" }}>
                      <Link
                        to={menu.hub.href}
                        onClick={close}
                        css={{ ...linkCss, color: colors.primary, fontWeight: 650 }}
                      >
                        {menu.hub.label}
                        <Icon name="arrow-right" size={16} />
                      </Link>
                    </li>
                  </ul>
                </li>
              );
            })}
          </ul>
          <div
            css={{
              flex: "none",
              padding: space.md,
              borderTop: `1px solid ${colors.borderSoft}`,
              background: colors.white,
            }}
          >
            <ActionButton action={cta} onClick={close} css={{ width: "100%" }} />
          </div>
        </Suspense>
      </nav>
    </div>
  );
}
