/**
 * Checks the Jest setup itself (jest.config.js, jest-preprocess.js, jest/, __mocks__/), so a
 * broken test environment shows up here rather than as odd failures in component tests.
 */
import { render, screen } from "@testing-library/react";
import { graphql, Link, useStaticQuery } from "gatsby";

declare const __PATH_PREFIX__: string;
declare global {
  var ___loader: { enqueue: jest.Mock };
}

describe("jest setup", () => {
  it("renders Gatsby's Link as a plain <a href> without Gatsby-only props", () => {
    render(
      <Link to="/book-session" activeClassName="active" partiallyActive className="nav-link">
        Book
      </Link>,
    );
    const a = screen.getByRole("link", { name: "Book" });
    expect(a).toHaveAttribute("href", "/book-session");
    expect(a).toHaveClass("nav-link");
    expect(a).not.toHaveAttribute("activeClassName");
    expect(a).not.toHaveAttribute("partiallyActive");
  });

  it("mocks graphql and useStaticQuery", () => {
    expect(jest.isMockFunction(graphql)).toBe(true);
    expect(jest.isMockFunction(useStaticQuery)).toBe(true);
  });

  it("applies Emotion's css prop (automatic runtime with @emotion/react)", () => {
    render(<p css={{ color: "#1e40af", fontWeight: 700 }}>Styled</p>);
    const p = screen.getByText("Styled");
    expect(p).not.toHaveAttribute("css");
    expect(p).toHaveStyle({ color: "rgb(30, 64, 175)", fontWeight: "700" });
  });

  it("provides Gatsby's globals", () => {
    expect(__PATH_PREFIX__).toBe("");
    expect(jest.isMockFunction(global.___loader.enqueue)).toBe(true);
    expect(window.location.origin).toBe("http://localhost");
  });

  it("replaces imported assets with a stub", () => {
    // The files need not exist: the moduleNameMapper entry answers before resolution.
    expect(jest.requireActual<string>("./no-such-image.png")).toBe("test-file-stub");
    expect(jest.requireActual("./no-such-styles.css")).toEqual(expect.anything());
  });
});
