import { useEffect, useRef } from "react";
import { Link } from "gatsby";
import { MenuItemLink } from "./MenuItemLink";
import type { HeaderMenu, Navigation } from "../content/schema";
import { Icon } from "./Icon";
import { useMenuHover } from "./useMenuHover";
import { staticPartProps, useServerMarkup } from "./serverMarkup";

/** Hover intent applies to mouse pointers only; touch and pen use click/tap to toggle. */
const isMouse = (pointerType: string | undefined) =>
  pointerType !== "touch" && pointerType !== "pen";

type MegaMenuProps = { menus: Navigation["header"]["menus"]; label: string };

/**
 * One menu's panel (`id="menu-<id>"`, shown while `open`): its links (title, description, icon)
 * and the link to the area's hub. The links are a static part: on the page the browser loaded
 * they keep the server's HTML and are not hydrated (src/components/serverMarkup.ts). More than
 * five links are laid out in two columns, in a wider panel.
 */
function MegaMenuPanel({ menu, open }: { menu: HeaderMenu; open: boolean }): JSX.Element {
  const panelId = `menu-${menu.id}`;
  const html = useServerMarkup(panelId);
  return (
    <div
      id={panelId}
      hidden={!open}
      className={
        menu.items.length > 5 ? "mega-menu__panel mega-menu__panel--wide" : "mega-menu__panel"
      }
      {...staticPartProps(panelId, html)}
    >
      {html === null ? (
        <div className="mega-menu__card">
          <ul className="mega-menu__links">
            {menu.items.map((item) => (
              <MenuItemLink key={item.href} href={item.href} className="mega-menu__link">
                <span className="mega-menu__icon">
                  <Icon name={item.icon} size={20} />
                </span>
                <span>
                  <span className="mega-menu__title">{item.title}</span>
                  <span className="mega-menu__description">{item.description}</span>
                </span>
              </MenuItemLink>
            ))}
          </ul>
          <Link to={menu.hub.href} className="mega-menu__hub">
            {menu.hub.label}
            <Icon name="arrow-right" size={16} />
          </Link>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Desktop mega-menus as WAI-ARIA disclosure navigation: each menu is a
 * `<button aria-expanded aria-controls>` and a panel of plain links (title, description, icon)
 * ending with a link to the area's hub page (`hub`).
 * Hover opens with the delays in useMenuHover.ts; click, Enter or Space toggles; Escape closes and returns
 * focus to the trigger; moving focus out of a menu closes it; choosing a link closes it.
 */
export function MegaMenu({ menus, label }: MegaMenuProps): JSX.Element {
  const { openId, pointerEnter, pointerLeave, toggle, close } = useMenuHover();
  const triggers = useRef<Record<string, HTMLButtonElement | null>>({});
  const navRef = useRef<HTMLElement>(null);

  // While a menu is open: a pointer press outside the menus closes it; focus moving out of the
  // open menu (trigger and panel) closes it; Escape closes it and, if focus was inside it, returns
  // focus to its trigger; a click on a link in it closes it. Listening on the document keeps the
  // list items free of handlers (and the panel's links static: see MegaMenuPanel).
  useEffect(() => {
    if (!openId) return;
    const item = () => triggers.current[openId]?.parentElement ?? null;
    const onDown = (e: PointerEvent) => {
      if (navRef.current && !navRef.current.contains(e.target as Node)) close();
    };
    const onClick = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest("a") && item()?.contains(e.target))
        close();
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
    document.addEventListener("click", onClick);
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onDown);
      document.removeEventListener("click", onClick);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openId, close]);

  return (
    <nav aria-label={label} ref={navRef}>
      <ul className="mega-menu__list">
        {menus.map((menu) => {
          const open = openId === menu.id;
          return (
            <li
              key={menu.id}
              className="mega-menu__item"
              onPointerEnter={(e) => isMouse(e.pointerType) && pointerEnter(menu.id)}
              onPointerLeave={(e) => isMouse(e.pointerType) && pointerLeave()}
            >
              <button
                type="button"
                ref={(el) => {
                  triggers.current[menu.id] = el;
                }}
                aria-expanded={open}
                aria-controls={`menu-${menu.id}`}
                onClick={() => toggle(menu.id)}
                className="mega-menu__trigger"
              >
                {menu.label}
                <Icon name="chevron-down" size={16} />
              </button>
              <MegaMenuPanel menu={menu} open={open} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
