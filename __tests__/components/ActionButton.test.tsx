import { render, screen } from "@testing-library/react";
import { ActionButton } from "../../src/components/ActionButton";

describe("ActionButton", () => {
  test("site paths become links with the label as their name", () => {
    render(<ActionButton action={{ label: "Book a call", href: "/book-session" }} />);
    expect(screen.getByRole("link", { name: "Book a call" })).toHaveAttribute(
      "href",
      "/book-session",
    );
  });

  test("screen-reader text joins the accessible name after the label but is visually hidden", () => {
    render(
      <>
        <ActionButton
          action={{
            label: "Learn More",
            href: "/hire/ai-sdr",
            screenReaderText: "about the AI SDR",
          }}
        />
        <ActionButton
          action={{
            label: "Learn More",
            href: "/hire/ai-accountant",
            screenReaderText: "about the AI Accountant",
          }}
        />
      </>,
    );
    const sdr = screen.getByRole("link", { name: "Learn More about the AI SDR" });
    expect(sdr).toHaveAttribute("href", "/hire/ai-sdr");
    expect(
      screen.getByRole("link", { name: "Learn More about the AI Accountant" }),
    ).toHaveAttribute("href", "/hire/ai-accountant");
    expect(screen.getByText("about the AI SDR")).toHaveClass("visually-hidden");
  });

  test("external links open in a new tab; a download is a plain link saving the named file", () => {
    render(
      <>
        <ActionButton action={{ label: "Make", href: "https://www.make.com" }} />
        <ActionButton
          action={{
            label: "Download",
            href: "/downloads/templates/lead-qualification-automation.n8n.json",
            download: "loomwork-lead-qualification-automation.n8n.json",
          }}
        />
      </>,
    );
    expect(screen.getByRole("link", { name: "Make" })).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "Make" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    const download = screen.getByRole("link", { name: "Download" });
    expect(download).toHaveAttribute("download", "loomwork-lead-qualification-automation.n8n.json");
    expect(download).toHaveAttribute(
      "href",
      "/downloads/templates/lead-qualification-automation.n8n.json",
    );
    expect(download).not.toHaveAttribute("target");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
