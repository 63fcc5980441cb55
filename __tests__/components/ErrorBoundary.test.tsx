import { fireEvent, render, screen } from "@testing-library/react";
import { ErrorBoundary } from "../../src/components/ErrorBoundary";
import { site } from "../../jest/renderWithSite";
import { GLOBAL_CSS } from "../../src/styles/globalCss";
import { colors } from "../../src/styles/theme";

function Broken(): JSX.Element {
  throw new Error("boom");
}

describe("ErrorBoundary", () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  test("renders its children while nothing fails", () => {
    render(
      <ErrorBoundary copy={site.errorScreen}>
        <p>Page content</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Page content")).toBeInTheDocument();
  });

  test("shows the fallback screen from site.json, logs the error, and its button reloads", () => {
    const reload = jest.fn();
    render(
      <ErrorBoundary copy={site.errorScreen} onReload={reload}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(site.errorScreen.heading);
    expect(screen.getByText(site.errorScreen.text)).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      "Unexpected error:",
      expect.objectContaining({ message: "boom" }),
      expect.anything(),
    );
    fireEvent.click(screen.getByRole("button", { name: site.errorScreen.buttonLabel }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test("the fallback screen takes its look from the static sheet: centred, heading in the text colour, muted text", () => {
    const sheet = document.createElement("style");
    sheet.textContent = GLOBAL_CSS;
    document.head.append(sheet);
    try {
      render(
        <ErrorBoundary copy={site.errorScreen}>
          <Broken />
        </ErrorBoundary>,
      );
      const screenStyle = getComputedStyle(screen.getByRole("alert"));
      expect(screenStyle.display).toBe("flex");
      expect(screenStyle.flexDirection).toBe("column");
      expect(screenStyle.alignItems).toBe("center");
      expect(screenStyle.justifyContent).toBe("center");
      expect(screenStyle.textAlign).toBe("center");
      expect(screenStyle.minHeight).toBe("100vh");
      const heading = getComputedStyle(screen.getByRole("heading", { level: 1 }));
      expect(heading.color).toBe(rgb(colors.text));
      const text = getComputedStyle(screen.getByText(site.errorScreen.text));
      expect(text.color).toBe(rgb(colors.muted));
      expect(text.maxWidth).toBe("520px");
    } finally {
      sheet.remove();
    }
  });
});

/** A `#rrggbb` colour as a computed style writes it (`rgb(r, g, b)`). */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
