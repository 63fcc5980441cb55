import { render } from "@testing-library/react";
import { Icon, ICON_SPRITE } from "../../src/components/Icon";

describe("Icon", () => {
  test("renders a decorative svg that uses the sprite's symbol at the given size", () => {
    const { container } = render(<Icon name="bot" size={20} />);
    const svg = container.querySelector("svg")!;
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("focusable", "false");
    expect(svg).toHaveAttribute("width", "20");
    expect(svg).toHaveAttribute("stroke", "currentColor");
    expect(svg.querySelector("use")).toHaveAttribute("href", `${ICON_SPRITE}#bot`);
  });
});
