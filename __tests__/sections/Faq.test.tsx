import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Faq } from "../../src/sections/faq/Faq";
import type { SectionOf } from "../../src/content/schema";
import { renderWithSite } from "../../jest/renderWithSite";

const section: SectionOf<"faq"> = {
  type: "faq",
  id: "faq",
  heading: "Questions",
  items: [
    { question: "How long does it take?", answer: "Four to six weeks." },
    { question: "Who owns the code?", answer: "You do." },
    { question: "Do you offer support?", answer: "Yes, for 3 to 12 months." },
  ],
};
const q = (name: string) => screen.getByRole("button", { name });

describe("Faq accordion", () => {
  test("starts collapsed; opening one shows its answer", () => {
    renderWithSite(<Faq section={section} index={3} />);
    expect(screen.getAllByRole("button")).toHaveLength(3);
    expect(screen.getByText("You do.")).not.toBeVisible();
    fireEvent.click(q("Who owns the code?"));
    expect(q("Who owns the code?")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("You do.")).toBeVisible();
  });

  test("one item open at a time", () => {
    renderWithSite(<Faq section={section} index={3} />);
    fireEvent.click(q("How long does it take?"));
    fireEvent.click(q("Do you offer support?"));
    expect(q("How long does it take?")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Four to six weeks.")).not.toBeVisible();
    expect(q("Do you offer support?")).toHaveAttribute("aria-expanded", "true");
  });

  test("choosing the open item collapses it", () => {
    renderWithSite(<Faq section={section} index={3} />);
    fireEvent.click(q("Who owns the code?"));
    fireEvent.click(q("Who owns the code?"));
    expect(q("Who owns the code?")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("You do.")).not.toBeVisible();
  });

  test("keyboard: Tab to a question, Enter and Space toggle it; the button controls its answer region", async () => {
    const user = userEvent.setup();
    renderWithSite(<Faq section={section} index={3} />);
    await user.tab();
    expect(q("How long does it take?")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(q("How long does it take?")).toHaveAttribute("aria-expanded", "true");
    const region = document.getElementById(
      q("How long does it take?").getAttribute("aria-controls") as string,
    );
    expect(region).toHaveTextContent("Four to six weeks.");
    await user.keyboard(" ");
    expect(q("How long does it take?")).toHaveAttribute("aria-expanded", "false");
  });
});
