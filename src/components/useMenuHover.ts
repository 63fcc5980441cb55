import { useCallback, useEffect, useRef, useState } from "react";

/** A menu opens 200 ms after the pointer rests on its trigger. */
export const MENU_OPEN_DELAY_MS = 200;
/** Within 300 ms of a menu closing, another opens at once (no open delay). */
export const MENU_SKIP_DELAY_MS = 300;
/** A menu closes 150 ms after the pointer leaves it. */
export const MENU_CLOSE_DELAY_MS = 150;

/** The open menu and the handlers that drive it. */
export type MenuHover = {
  openId: string | null;
  /** Pointer entered a menu (its trigger or its panel). */
  pointerEnter(id: string): void;
  /** Pointer left a menu. */
  pointerLeave(): void;
  /** Click or keyboard: toggles a menu at once (a click on a hover-opened menu keeps it open). */
  toggle(id: string): void;
  /** Closes whatever is open, at once. */
  close(): void;
};

/**
 * Hover intent for the desktop mega-menu: open after {@link MENU_OPEN_DELAY_MS};
 * moving to another menu while one is open, or within {@link MENU_SKIP_DELAY_MS} of one closing,
 * opens it without delay; close {@link MENU_CLOSE_DELAY_MS} after the pointer leaves.
 * Returns the open menu id (or null) and the handlers.
 */
export function useMenuHover(): MenuHover {
  const [openId, setOpenId] = useState<string | null>(null);
  const openRef = useRef<string | null>(null);
  const openTimer = useRef<ReturnType<typeof setTimeout>>();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>();
  const lastClosedAt = useRef<number>(-Infinity);
  /** True while the open menu was opened by hover and not yet clicked. */
  const hoverOpened = useRef(false);

  const set = useCallback((id: string | null, byHover = false) => {
    if (openRef.current && !id) lastClosedAt.current = Date.now();
    hoverOpened.current = byHover && id !== null;
    openRef.current = id;
    setOpenId(id);
  }, []);
  const clearTimers = () => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
  };
  useEffect(() => clearTimers, []);

  const pointerEnter = useCallback(
    (id: string) => {
      clearTimers();
      if (openRef.current === id) return;
      const skip =
        openRef.current !== null || Date.now() - lastClosedAt.current < MENU_SKIP_DELAY_MS;
      if (skip) set(id, true);
      else openTimer.current = setTimeout(() => set(id, true), MENU_OPEN_DELAY_MS);
    },
    [set],
  );
  const pointerLeave = useCallback(() => {
    clearTimeout(openTimer.current);
    clearTimeout(closeTimer.current);
    if (openRef.current) closeTimer.current = setTimeout(() => set(null), MENU_CLOSE_DELAY_MS);
  }, [set]);
  const toggle = useCallback(
    (id: string) => {
      clearTimers();
      // A click on a menu that hover just opened confirms it rather than closing it.
      if (openRef.current === id && hoverOpened.current) hoverOpened.current = false;
      else set(openRef.current === id ? null : id);
    },
    [set],
  );
  const close = useCallback(() => {
    clearTimers();
    set(null);
  }, [set]);
  return { openId, pointerEnter, pointerLeave, toggle, close };
}
