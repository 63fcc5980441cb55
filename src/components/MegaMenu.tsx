import { Suspense, useEffect, useRef } from "react";
import { Link } from "gatsby";
import { MenuItemLink } from "./MenuItemLink";
import type { Navigation } from "../content/schema";
import { Icon } from "./Icon";
import { useMenuHover } from "./useMenuHover";
import { cardSurface, colors, fontSizes, radii, shadows, space } from "../styles/theme";

/** Hover intent applies to mouse pointers only; touch and pen use click/tap to toggle. */
const isMouse = (pointerType: string | undefined) =>
  pointerType !== "touch" && pointerType !== "pen";

type MegaMenuProps = { menus: Navigation["header"]["menus"]; label: string };

/**
 * Desktop mega-menus as WAI-ARIA disclosure navigation: each menu is a
 * `<button aria-expanded aria-controls>` and a panel of plain links (title, description, icon)
 * ending with a link to the area's hub page (`hub`).
 * Hover opens with the delays in useMenuHover.ts; click, Enter or Space toggles; Escape closes and returns
 * focus to the trigger; moving focus out of a menu closes it. The panels' links hydrate after the
 * triggers, in their own Suspense boundary (see src/sections/SectionList.tsx).
 */
export function MegaMenu({ menus, label }: MegaMenuProps): JSX.Element {
  const { openId, pointerEnter, pointerLeave, toggle, close } = useMenuHover();
  const triggers = useRef<Record<string, HTMLButtonElement | null>>({});
  const navRef = useRef<HTMLElement>(null);

  // While a menu is open: a pointer press outside the menus closes it; focus moving out of the
  // open menu (trigger and panel) closes it; Escape closes it and, if focus was inside it, returns
  // focus to its trigger. Listening on the document keeps the list items free of handlers.
  useEffect(() => {
    if (!openId) return;
    const item = () => triggers.current[openId]?.parentElement ?? null;
    const onDown = (e: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) close();
    };
    const onFocusIn = (e: FocusEvent) => {
      if (!item()?.contains(e.target as Node)) close();
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      const hadFocus = item()?.contains(document.activeElement) ?? false;
      close();
      if (hadFocus) triggers.current[openId]?.focus();
    };
    document.addEventListener("pointerdown", onDown);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onDown);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openId, close]);

  return (
    <nav aria-label={label} ref={navRef}>
      <ul css={{ display: "flex", gap: 2, listStyle: "none", margin: 0, padding: 0 }}>
        {menus.map((menu) => {
          const open = openId === menu.id;
          const panelId = `menu-${menu.id}`;
          return (
            <li
              key={menu.id}
              css={{ position: "relative" }}
              onPointerEnter={(e) => isMouse(e.pointerType) && pointerEnter(menu.id)}
              onPointerLeave={(e) => isMouse(e.pointerType) && pointerLeave()}
            >
              <button
                type="button"
                ref={(el) => {
                  triggers.current[menu.id] = el;
                }}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(menu.id)}
                css={{
                  display: "flex",
                  alignItems: "center",
                  gap: 4,
                  padding: "10px 12px",
                  background: open ? colors.primarySoft : "transparent",
                  border: 0,
                  borderRadius: radii.sm,
                  color: colors.text,
                  fontWeight: 600,
                  fontSize: fontSizes.sm,
                  cursor: "pointer",
                  "&:hover": { background: colors.primarySoft },
                }}
              >
                {menu.label}
                <Icon name="chevron-down" size={16} />
              </button>
              <div
                id={panelId}
                hidden={!open}
                css={{
                  position: "absolute",
                  top: "100%",
                  left: menu.items.length > 5 ? -120 : 0,
                  paddingTop: 8,
                  zIndex: 50,
                }}
              >
                <Suspense fallback={null}>
                  <div
                    css={{
                      width: menu.items.length > 5 ? 620 : 340,
                      padding: space.sm,
                      ...cardSurface,
                      boxShadow: shadows.overlay,
                    }}
                  >
                    <ul
                      css={{
                        listStyle: "none",
                        margin: 0,
                        padding: 0,
                        display: "grid",
                        gridTemplateColumns: menu.items.length > 5 ? "1fr 1fr" : "1fr",
                        gap: 2,
                      }}
                    >
                      {menu.items.map((item) => (
                        <MenuItemLink
                          key={item.href}
                          href={item.href}
                          onSelect={close}
                          css={{ display: "flex", gap: 12, padding: 12, borderRadius: radii.md }}
                        >
                          <span
                            css={{
                              color: colors.primary,
                              background: colors.primarySoft,
                              borderRadius: radii.sm,
                              padding: 8,
                              height: "fit-content",
                            }}
                          >
                            <Icon name={item.icon} size={20} />
                          </span>
                          <span>
                            <span
                              css={{ display: "block", fontWeight: 650, fontSize: fontSizes.sm }}
                            >
                              {item.title}
                            </span>
                            <span
                              css={{
                                display: "block",
                                color: colors.muted,
                                fontSize: fontSizes.xs,
                                lineHeight: 1.4,
                              }}
                            >
                              {item.description}
                            </span>
                          </span>
                        </MenuItemLink>
                      ))}
                    </ul>
                    <Link
                      to={menu.hub.href}
                      onClick={close}
                      css={{
                        display: "flex",
                        alignItems: "center",
                        justifyContent: "space-between",
                        gap: space.sm,
                        marginTop: space.xs,
                        padding: "12px 12px",
                        borderTop: `1px solid ${colors.borderSoft}`,
                        borderRadius: `0 0 ${radii.md}px ${radii.md}px`,
                        color: colors.primary,
                        fontWeight: 650,
                        fontSize: fontSizes.sm,
                        textDecoration: "none",
                        "&:hover": { background: colors.primarySoft },
                      }}
                    >
                      {menu.hub.label}
                      <Icon name="arrow-right" size={16} />
                    </Link>
                  </div>
                </Suspense>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
