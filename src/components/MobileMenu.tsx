import { Suspense, useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { MenuItemLink } from "./MenuItemLink";
import type { Action, HeaderMenu, Navigation } from "../content/schema";
import { staticPartProps, useServerMarkup } from "./serverMarkup";
import { Icon } from "./Icon";
import { ActionButton } from "./ActionButton";

type MobileMenuProps = {
  menus: Navigation["header"]["menus"];
  cta: Action;
  label: string;
  openLabel: string;
  closeLabel: string;
};

/**
 * Holds the page still while the menu is open: `overflow: hidden` on `<html>` and `<body>`,
 * restored to what they were on close. The root then reserves the scrollbar's gutter
 * (src/styles/polishCss.ts), which keeps the width the scrollbar took, so nothing moves sideways.
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
 * One menu's links in the small-screen menu (`id`, shown while `open`), ending with its hub link.
 * A static part: on the page the browser loaded they keep the server's HTML and are not hydrated
 * (src/components/serverMarkup.ts).
 */
function MobileMenuLinks({
  menu,
  id,
  open,
}: {
  menu: HeaderMenu;
  id: string;
  open: boolean;
}): JSX.Element {
  const html = useServerMarkup(id);
  return (
    <ul id={id} hidden={!open} className="mobile-menu__links" {...staticPartProps(id, html)}>
      {html === null ? (
        <>
          {menu.items.map((item) => (
            <MenuItemLink key={item.href} href={item.href} className="mobile-menu__link">
              {item.title}
            </MenuItemLink>
          ))}
          <li className="mobile-menu__hub">
            <Link to={menu.hub.href} className="mobile-menu__link">
              {menu.hub.label}
              <Icon name="arrow-right" size={16} />
            </Link>
          </li>
        </>
      ) : null}
    </ul>
  );
}

/**
 * The small-screen menu: a toggle button (`aria-expanded`) and a panel that fills the screen
 * below the header. The menus fold as an accordion (one disclosure button per menu, one open at a
 * time), each ending with its hub link; the booking CTA is pinned at the foot of the panel, so it
 * is in view the moment the panel opens. While open, the page behind does not scroll. Choosing a
 * link closes the panel; so does Escape (focus returns to the toggle). The menus' links are static
 * parts (see MobileMenuLinks); the rest hydrates after the toggle, in its own Suspense boundary
 * (see src/sections/SectionList.tsx). Styles are
 * static CSS (`.mobile-menu…` in src/styles/shellCss.ts); open parts are styled by their
 * `hidden` and `aria-expanded` attributes, and so is the toggle, which holds both its icons
 * (menu, close) and shows one: both are in the page's HTML, so both draw at once.
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
    // Choosing a link closes the panel; listening on the document keeps the links static.
    const onClick = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest("#mobile-menu a")) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open]);
  return (
    <div>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((o) => !o)}
        className="mobile-menu__toggle"
      >
        <Icon name="menu" size={22} />
        <Icon name="x" size={22} />
        <span className="visually-hidden">{open ? closeLabel : openLabel}</span>
      </button>
      <nav id="mobile-menu" aria-label={label} hidden={!open} className="mobile-menu__panel">
        <Suspense fallback={null}>
          <ul className="mobile-menu__menus">
            {menus.map((menu) => {
              const expanded = section === menu.id;
              const listId = `mobile-menu-${menu.id}`;
              return (
                <li key={menu.id} className="mobile-menu__menu">
                  <h2 className="mobile-menu__heading">
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={listId}
                      onClick={() => setSection(expanded ? null : menu.id)}
                      className="mobile-menu__disclosure"
                    >
                      {menu.label}
                      <Icon name="chevron-down" size={20} />
                    </button>
                  </h2>
                  <MobileMenuLinks menu={menu} id={listId} open={expanded} />
                </li>
              );
            })}
          </ul>
          <div className="mobile-menu__cta">
            <ActionButton action={cta} className="btn--block" />
          </div>
        </Suspense>
      </nav>
    </div>
  );
}
