import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MegaMenu } from "../../src/components/MegaMenu";
import {
  MENU_CLOSE_DELAY_MS,
  MENU_OPEN_DELAY_MS,
  MENU_SKIP_DELAY_MS,
} from "../../src/components/useMenuHover";
import { navigation } from "../../jest/renderWithSite";

const menus = navigation.header.menus;
/** Menu labels as navigation.json names them, by position. */
const AI_AGENTS_MENU = menus[0].label;
const AUTOMATION_MENU = menus[1].label;
const TECH_STACK_MENU = menus[2].label;
const INDUSTRIES_MENU = menus[3].label;
const RESOURCES_MENU = menus[4].label;
const trigger = (label: string) => screen.getByRole("button", { name: label });
const item = (label: string) => trigger(label).closest("li") as HTMLElement;
const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("MegaMenu hover timings", () => {
  test("the hover delays are 200 ms to open, 300 ms to switch menus and 150 ms to close", () => {
    expect([MENU_OPEN_DELAY_MS, MENU_SKIP_DELAY_MS, MENU_CLOSE_DELAY_MS]).toEqual([200, 300, 150]);
  });

  test("opens 200 ms after the pointer rests on a menu, not before", () => {
    render(<MegaMenu menus={menus} label="Main" />);
    fireEvent.pointerEnter(item(AI_AGENTS_MENU));
    advance(199);
    expect(trigger(AI_AGENTS_MENU)).toHaveAttribute("aria-expanded", "false");
    advance(1);
    expect(trigger(AI_AGENTS_MENU)).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: /RAG Solutions/ })).toBeVisible();
  });

  test("a pointer that passes over in under 200 ms opens nothing", () => {
    render(<MegaMenu menus={menus} label="Main" />);
    fireEvent.pointerEnter(item(AUTOMATION_MENU));
    advance(120);
    fireEvent.pointerLeave(item(AUTOMATION_MENU));
    advance(1000);
    expect(trigger(AUTOMATION_MENU)).toHaveAttribute("aria-expanded", "false");
  });

  test("closes 150 ms after the pointer leaves, and stays open if it comes back in time", () => {
    render(<MegaMenu menus={menus} label="Main" />);
    fireEvent.pointerEnter(item(INDUSTRIES_MENU));
    advance(200);
    fireEvent.pointerLeave(item(INDUSTRIES_MENU));
    advance(149);
    expect(trigger(INDUSTRIES_MENU)).toHaveAttribute("aria-expanded", "true");
    fireEvent.pointerEnter(item(INDUSTRIES_MENU));
    advance(500);
    expect(trigger(INDUSTRIES_MENU)).toHaveAttribute("aria-expanded", "true");
    fireEvent.pointerLeave(item(INDUSTRIES_MENU));
    advance(150);
    expect(trigger(INDUSTRIES_MENU)).toHaveAttribute("aria-expanded", "false");
  });

  test("moving to another menu switches at once (skip delay) while one is open", () => {
    render(<MegaMenu menus={menus} label="Main" />);
    fireEvent.pointerEnter(item(AI_AGENTS_MENU));
    advance(200);
    fireEvent.pointerLeave(item(AI_AGENTS_MENU));
    fireEvent.pointerEnter(item(AUTOMATION_MENU));
    expect(trigger(AUTOMATION_MENU)).toHaveAttribute("aria-expanded", "true");
    expect(trigger(AI_AGENTS_MENU)).toHaveAttribute("aria-expanded", "false");
  });

  test("within 300 ms of a menu closing another opens without delay; after 300 ms the 200 ms delay applies again", () => {
    render(<MegaMenu menus={menus} label="Main" />);
    fireEvent.pointerEnter(item(AI_AGENTS_MENU));
    advance(200);
    fireEvent.pointerLeave(item(AI_AGENTS_MENU));
    advance(150); // closed now
    expect(trigger(AI_AGENTS_MENU)).toHaveAttribute("aria-expanded", "false");
    advance(299 - 150 + 100); // 249 ms after closing
    fireEvent.pointerEnter(item(TECH_STACK_MENU));
    expect(trigger(TECH_STACK_MENU)).toHaveAttribute("aria-expanded", "true");
    fireEvent.pointerLeave(item(TECH_STACK_MENU));
    advance(150 + 300); // closed, skip window over
    fireEvent.pointerEnter(item(INDUSTRIES_MENU));
    expect(trigger(INDUSTRIES_MENU)).toHaveAttribute("aria-expanded", "false");
    advance(200);
    expect(trigger(INDUSTRIES_MENU)).toHaveAttribute("aria-expanded", "true");
  });
});

describe("MegaMenu keyboard use (WAI-ARIA disclosure navigation)", () => {
  test("each menu is a button controlling a panel of plain links with title and description, ending with its hub link", () => {
    render(<MegaMenu menus={menus} label="Main" />);
    const button = trigger(AUTOMATION_MENU);
    const panel = document.getElementById(
      button.getAttribute("aria-controls") as string,
    ) as HTMLElement;
    expect(panel).not.toBeVisible();
    fireEvent.click(button);
    expect(panel).toBeVisible();
    const links = Array.from(panel.querySelectorAll("a")).map((a) => a.getAttribute("href"));
    const automation = menus.find((m) => m.label === AUTOMATION_MENU)!;
    expect(links).toEqual([...automation.items.map((i) => i.href), automation.hub.href]);
    for (const i of automation.items) expect(panel).toHaveTextContent(i.title);
    expect(panel.querySelectorAll("svg")).toHaveLength(automation.items.length + 1);
    const anchors = panel.querySelectorAll("a");
    expect(anchors[anchors.length - 1]).toHaveTextContent(automation.hub.label);
  });

  test("Enter opens, Tab reaches the links, Escape closes and returns focus to the button", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<MegaMenu menus={menus} label="Main" />);
    await user.tab();
    expect(trigger(AI_AGENTS_MENU)).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(trigger(AI_AGENTS_MENU)).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(screen.getByRole("link", { name: /AI Agent Development/ })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(trigger(AI_AGENTS_MENU)).toHaveAttribute("aria-expanded", "false");
    expect(trigger(AI_AGENTS_MENU)).toHaveFocus();
  });

  test("a second click closes the open menu; choosing a link closes it", () => {
    render(<MegaMenu menus={menus} label="Main" />);
    fireEvent.click(trigger(RESOURCES_MENU));
    expect(trigger(RESOURCES_MENU)).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(trigger(RESOURCES_MENU));
    expect(trigger(RESOURCES_MENU)).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(trigger(RESOURCES_MENU));
    fireEvent.click(screen.getByRole("link", { name: /ROI Calculator/ }));
    expect(trigger(RESOURCES_MENU)).toHaveAttribute("aria-expanded", "false");
  });
});

describe("MegaMenu hover and click together", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("clicking a menu that hover has just opened keeps it open; the next click closes it", () => {
    render(<MegaMenu menus={menus} label="Main" />);
    fireEvent.pointerEnter(item(TECH_STACK_MENU));
    advance(200);
    fireEvent.click(trigger(TECH_STACK_MENU));
    expect(trigger(TECH_STACK_MENU)).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(trigger(TECH_STACK_MENU));
    expect(trigger(TECH_STACK_MENU)).toHaveAttribute("aria-expanded", "false");
  });

  test("clicking before the hover delay ends opens the menu at once, and the delay does not close it", () => {
    render(<MegaMenu menus={menus} label="Main" />);
    fireEvent.pointerEnter(item(INDUSTRIES_MENU));
    advance(50);
    fireEvent.click(trigger(INDUSTRIES_MENU));
    expect(trigger(INDUSTRIES_MENU)).toHaveAttribute("aria-expanded", "true");
    advance(500);
    expect(trigger(INDUSTRIES_MENU)).toHaveAttribute("aria-expanded", "true");
  });
});
