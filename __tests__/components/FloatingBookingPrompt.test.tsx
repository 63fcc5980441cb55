import { act, fireEvent, render, screen } from "@testing-library/react";
import {
  boxesOverlap,
  FloatingBookingPrompt,
  PROMPT_SCROLL_THRESHOLD_PX,
} from "../../src/components/FloatingBookingPrompt";
import { AVOID_PROMPT } from "../../src/components/ActionButton";
import { site } from "../../jest/renderWithSite";

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });

describe("FloatingBookingPrompt", () => {
  afterEach(() => scrollTo(0));

  test("the threshold is 600 px", () => expect(PROMPT_SCROLL_THRESHOLD_PX).toBe(600));

  test("hidden at 600 px or less, a card leading to /book-session beyond it", () => {
    render(<FloatingBookingPrompt prompt={site.bookingPrompt} />);
    expect(screen.queryByRole("complementary")).toBeNull();
    scrollTo(600);
    expect(screen.queryByRole("complementary")).toBeNull();
    scrollTo(601);
    const card = screen.getByRole("complementary", { name: site.bookingPrompt.heading });
    expect(card).toHaveTextContent(site.bookingPrompt.text);
    expect(screen.getByRole("link", { name: site.bookingPrompt.action.label })).toHaveAttribute(
      "href",
      "/book-session",
    );
    scrollTo(300);
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  test("its close button minimises it to a pill; clicking the pill restores the card", () => {
    render(<FloatingBookingPrompt prompt={site.bookingPrompt} />);
    scrollTo(1200);
    fireEvent.click(screen.getByRole("button", { name: site.bookingPrompt.minimizeLabel }));
    expect(screen.queryByRole("complementary")).toBeNull();
    const pill = screen.getByRole("button", { name: site.bookingPrompt.minimizedLabel });
    fireEvent.click(pill);
    expect(
      screen.getByRole("complementary", { name: site.bookingPrompt.heading }),
    ).toBeInTheDocument();
  });

  test("steps aside (invisible) while it would cover a primary button, and comes back after", () => {
    const box = (top: number) => ({ top, bottom: top + 100, left: 0, right: 400 }) as DOMRect;
    // Frames run at once (the id 0 lets the next scroll ask for another).
    const frames = jest.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => {
      cb(0);
      return 0;
    });
    let buttonTop = 700;
    render(
      <>
        <button type="button" {...AVOID_PROMPT}>
          Calculate
        </button>
        <FloatingBookingPrompt prompt={site.bookingPrompt} />
      </>,
    );
    const button = screen.getByRole("button", { name: "Calculate" });
    const rect = jest
      .spyOn(HTMLElement.prototype, "getBoundingClientRect")
      .mockImplementation(function (this: HTMLElement) {
        return this === button ? box(buttonTop) : box(720);
      });
    try {
      scrollTo(1200);
      const card = screen.getByRole("complementary", { hidden: true });
      expect(card).toHaveStyle({ visibility: "hidden" });
      buttonTop = 100;
      scrollTo(1300);
      expect(screen.getByRole("complementary", { name: site.bookingPrompt.heading })).toBeVisible();
    } finally {
      rect.mockRestore();
      frames.mockRestore();
    }
  });
});

describe("boxesOverlap", () => {
  const b = (top: number, left: number) => ({ top, left, bottom: top + 10, right: left + 10 });
  test("boxes sharing area overlap; touching or apart do not", () => {
    expect(boxesOverlap(b(0, 0), b(5, 5))).toBe(true);
    expect(boxesOverlap(b(0, 0), b(10, 0))).toBe(false);
    expect(boxesOverlap(b(0, 0), b(0, 20))).toBe(false);
  });
});
