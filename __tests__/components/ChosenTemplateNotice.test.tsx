import { act, screen } from "@testing-library/react";
import { ChosenTemplateNotice } from "../../src/components/ChosenTemplateNotice";
import { renderWithSite, site } from "../../jest/renderWithSite";

const TEMPLATES = { "invoice-processing-system": "Invoice Processing System" };

/** Renders the notice as on `/book-session<search>`. */
async function renderAt(search: string): Promise<void> {
  window.history.replaceState(null, "", `/book-session${search}`);
  await act(async () => {
    renderWithSite(<ChosenTemplateNotice templates={TEMPLATES} />);
  });
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("ChosenTemplateNotice", () => {
  it("names the chosen template with the label and note of data/site.json", async () => {
    await renderAt("?template=invoice-processing-system");
    const notice = screen.getByTestId("booking-template");
    expect(notice).toHaveTextContent(
      `${site.booking.templateNotice.label} Invoice Processing System`,
    );
    expect(notice).toHaveTextContent(site.booking.templateNotice.note);
  });

  it.each([
    "",
    "?template=unknown",
    `?template=${encodeURIComponent("<script>alert(1)</script>")}`,
    "?template=__proto__",
  ])("renders nothing for %p", async (search) => {
    await renderAt(search);
    expect(screen.queryByTestId("booking-template")).toBeNull();
    expect(document.body.innerHTML).not.toContain("<script>alert");
  });
});
