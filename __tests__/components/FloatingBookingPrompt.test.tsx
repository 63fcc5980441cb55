import { act, fireEvent, render, screen } from "@testing-library/react";
import {
  FloatingBookingPrompt,
  PROMPT_SCROLL_THRESHOLD_PX,
} from "../../src/components/FloatingBookingPrompt";
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
});
