import { fireEvent, render, screen } from "@testing-library/react";
import { ErrorBoundary } from "../../src/components/ErrorBoundary";
import { site } from "../../jest/renderWithSite";

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
});
