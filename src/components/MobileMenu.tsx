import { Suspense, useEffect, useRef, useState } from "react";
import { MenuItemLink } from "./MenuItemLink";
import type { Action, Navigation } from "../content/schema";
import { Icon } from "./Icon";
import { ActionButton } from "./ActionButton";
import { colors, fontSizes, radii, space } from "../styles/theme";

type MobileMenuProps = {
  menus: Navigation["header"]["menus"];
  cta: Action;
  label: string;
  openLabel: string;
  closeLabel: string;
};

/**
 * The small-screen menu: a toggle button (`aria-expanded`) and a panel with
 * every menu's links. Choosing a link closes it; so does Escape (focus returns to the toggle).
 * The links hydrate after the toggle, in their own Suspense boundary (see src/sections/SectionList.tsx).
 */
export function MobileMenu({
  menus,
  cta,
  label,
  openLabel,
  closeLabel,
}: MobileMenuProps): JSX.Element {
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
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
          maxHeight: "calc(100vh - 72px)",
          overflowY: "auto",
          background: colors.white,
          borderBottom: `1px solid ${colors.borderSoft}`,
          boxShadow: "0 16px 32px rgba(15, 23, 42, 0.12)",
          padding: `${space.md}px ${space.md}px ${space.lg}px`,
        }}
      >
        <Suspense fallback={null}>
          {menus.map((menu) => (
            <div key={menu.id} css={{ marginBottom: space.md }}>
              <h2
                css={{
                  fontSize: fontSizes.xs,
                  textTransform: "uppercase",
                  letterSpacing: "0.08em",
                  color: colors.muted,
                  margin: `${space.sm}px 0`,
                }}
              >
                {menu.label}
              </h2>
              <ul
                css={{
                  listStyle: "none",
                  margin: 0,
                  padding: 0,
                  display: "grid",
                  gridTemplateColumns: "1fr 1fr",
                  gap: 4,
                }}
              >
                {menu.items.map((item) => (
                  <MenuItemLink
                    key={item.href}
                    href={item.href}
                    onSelect={close}
                    css={{
                      display: "block",
                      padding: "10px 8px",
                      minHeight: 44,
                      fontSize: fontSizes.sm,
                      fontWeight: 550,
                      borderRadius: radii.sm,
                    }}
                  >
                    {item.title}
                  </MenuItemLink>
                ))}
              </ul>
            </div>
          ))}
          <ActionButton action={cta} onClick={close} css={{ width: "100%" }} />
        </Suspense>
      </nav>
    </div>
  );
}
