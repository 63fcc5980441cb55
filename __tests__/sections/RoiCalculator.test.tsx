/**
 * The ROI calculator section (spec 01 §2.7, §4 "ROI calculator", §5, §9 formulas), rendered
 * with the real content of data/pages/roi-calculator.json inside the site content provider.
 * Expected labels and figures are typed here from the spec, never read from the content.
 */
import { render, screen, within, fireEvent } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RoiCalculator } from "../../src/sections/RoiCalculator";
import { SiteContentProvider, type SiteContent } from "../../src/content/SiteContentContext";
import { NavigationSchema, PageSchema, SiteSchema, type SectionOf } from "../../src/content/schema";
import siteJson from "../../data/site.json";
import navigationJson from "../../data/navigation.json";
import pageJson from "../../data/pages/roi-calculator.json";

const content: SiteContent = {
  site: SiteSchema.parse(siteJson),
  navigation: NavigationSchema.parse(navigationJson),
};
const page = PageSchema.parse(pageJson);
const section = page.sections.find(
  (s): s is SectionOf<"roiCalculator"> => s.type === "roiCalculator",
);
if (!section) throw new Error("data/pages/roi-calculator.json has no roiCalculator section");

/** Spec 01 §2.7: the four inputs with their placeholders, in order. */
const FIELDS = [
  ["Number of Employees Affected", "10"],
  ["Average Hourly Rate ($)", "25"],
  ["Hours Saved Per Week (per employee)", "5"],
  ["Initial Automation Investment ($)", "10000"],
] as const;
const [EMPLOYEES, RATE, HOURS, INVESTMENT] = FIELDS.map(([label]) => label);
const MONEY_RESULTS = ["Weekly Savings", "Monthly Savings", "Annual Savings"];

function renderCalculator() {
  const user = userEvent.setup();
  render(
    <SiteContentProvider value={content}>
      <RoiCalculator section={section!} index={1} />
    </SiteContentProvider>,
  );
  const results = screen.getByRole("region", { name: section!.resultsHeading });
  return { user, results };
}

/** The displayed value (`<dd>`) of the result labelled `label` (`<dt>`). */
function resultValue(results: HTMLElement, label: string): string {
  const dt = within(results).getByText(label, { selector: "dt" });
  const dd = dt.parentElement?.querySelector("dd");
  if (!dd) throw new Error(`no value for ${label}`);
  return (dd.textContent ?? "").replace(/\s+/g, " ").trim();
}

function allResults(results: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    ["Weekly Savings", "Monthly Savings", "Annual Savings", "Annual ROI"].map((l) => [
      l,
      resultValue(results, l),
    ]),
  );
}

async function fillAll(
  user: ReturnType<typeof userEvent.setup>,
  values: [string, string, string, string],
) {
  for (const [i, label] of [EMPLOYEES, RATE, HOURS, INVESTMENT].entries()) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (values[i] !== "") await user.type(input, values[i]);
  }
}

const calculate = () => screen.getByRole("button", { name: "Calculate ROI" });
const paybackBlock = (results: HTMLElement) => within(results).queryByText("Payback Period");

describe("RoiCalculator", () => {
  it("shows the spec's four labelled numeric inputs with their placeholders and a Calculate ROI button", () => {
    renderCalculator();
    for (const [label, placeholder] of FIELDS) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute("placeholder", placeholder);
      expect(input).toHaveAttribute("type", "number");
      expect(input).toHaveValue(null);
    }
    expect(calculate()).toHaveAttribute("type", "submit");
  });

  it("links Discuss Your Custom Solution to /book-session", () => {
    renderCalculator();
    expect(screen.getByRole("link", { name: "Discuss Your Custom Solution" })).toHaveAttribute(
      "href",
      "/book-session",
    );
  });

  it("starts with every result at zero and no payback block", () => {
    const { results } = renderCalculator();
    expect(allResults(results)).toEqual({
      "Weekly Savings": "$0",
      "Monthly Savings": "$0",
      "Annual Savings": "$0",
      "Annual ROI": "0.0%",
    });
    expect(paybackBlock(results)).toBeNull();
    expect(screen.queryByText(section!.results.noPayback)).toBeNull();
  });

  it("does not change the results while typing, only when Calculate ROI is pressed (spec example 10, 25, 5, 10000)", async () => {
    const { user, results } = renderCalculator();
    await fillAll(user, ["10", "25", "5", "10000"]);
    expect(allResults(results)["Weekly Savings"]).toBe("$0");
    expect(allResults(results)["Annual ROI"]).toBe("0.0%");
    expect(paybackBlock(results)).toBeNull();

    await user.click(calculate());
    expect(allResults(results)).toEqual({
      "Weekly Savings": "$1,250",
      "Monthly Savings": "$5,413", // 5,412.5 rounded
      "Annual Savings": "$65,000",
      "Annual ROI": "550.0%",
    });
    expect(resultValue(results, "Payback Period")).toBe("1.8 months");
  });

  it("keeps the old results after an edit until Calculate ROI is pressed again", async () => {
    const { user, results } = renderCalculator();
    await fillAll(user, ["10", "25", "5", "10000"]);
    await user.click(calculate());
    const before = allResults(results);

    await user.clear(screen.getByLabelText(EMPLOYEES));
    await user.type(screen.getByLabelText(EMPLOYEES), "20");
    expect(allResults(results)).toEqual(before);
    expect(resultValue(results, "Payback Period")).toBe("1.8 months");

    await user.click(calculate());
    expect(allResults(results)).toEqual({
      "Weekly Savings": "$2,500",
      "Monthly Savings": "$10,825",
      "Annual Savings": "$130,000",
      "Annual ROI": "1,200.0%",
    });
    expect(resultValue(results, "Payback Period")).toBe("0.9 months");
  });

  it("submits when Enter is pressed in a field", async () => {
    const { user, results } = renderCalculator();
    await fillAll(user, ["10", "25", "5", "10000"]);
    expect(allResults(results)["Weekly Savings"]).toBe("$0");
    await user.type(screen.getByLabelText(HOURS), "{Enter}");
    expect(allResults(results)["Weekly Savings"]).toBe("$1,250");
    expect(resultValue(results, "Payback Period")).toBe("1.8 months");
  });

  it("hides the payback block while payback is 0 (investment empty or 0)", async () => {
    const { user, results } = renderCalculator();
    await fillAll(user, ["10", "25", "5", ""]);
    await user.click(calculate());
    expect(allResults(results)).toEqual({
      "Weekly Savings": "$1,250",
      "Monthly Savings": "$5,413",
      "Annual Savings": "$65,000",
      "Annual ROI": "0.0%",
    });
    expect(paybackBlock(results)).toBeNull();
    expect(screen.queryByText(section!.results.noPayback)).toBeNull();

    await fillAll(user, ["10", "25", "5", "0"]);
    await user.click(calculate());
    expect(paybackBlock(results)).toBeNull();
  });

  it("hides the payback block again when a later calculation has no payback", async () => {
    const { user, results } = renderCalculator();
    await fillAll(user, ["10", "25", "5", "10000"]);
    await user.click(calculate());
    expect(paybackBlock(results)).not.toBeNull();
    await user.clear(screen.getByLabelText(INVESTMENT));
    await user.click(calculate());
    expect(paybackBlock(results)).toBeNull();
  });

  it("shows the noPayback text when savings are 0 and the investment is positive", async () => {
    const { user, results } = renderCalculator();
    await fillAll(user, ["0", "25", "5", "10000"]);
    await user.click(calculate());
    expect(allResults(results)).toEqual({
      "Weekly Savings": "$0",
      "Monthly Savings": "$0",
      "Annual Savings": "$0",
      "Annual ROI": "-100.0%",
    });
    expect(paybackBlock(results)).toBeNull();
    expect(screen.getByText(section!.results.noPayback)).toBeVisible();

    // A calculation that does pay back removes the note again.
    await fillAll(user, ["10", "25", "5", "10000"]);
    await user.click(calculate());
    expect(screen.queryByText(section!.results.noPayback)).toBeNull();
  });

  it.each([
    ["all empty", ["", "", "", ""]],
    ["non-numeric text", ["abc", "twenty", "-", "$"]],
    ["only an investment", ["", "", "", "10000"]],
    ["huge values", ["1e300", "1e300", "1e300", "1e300"]],
    ["out-of-range values", ["1e400", "25", "5", "1e400"]],
    ["tiny savings, huge investment", ["1e-100", "1e-100", "1e-100", "1e308"]],
    ["negative savings", ["-10", "25", "5", "10000"]],
  ])("never shows NaN or Infinity (%s)", (_, values) => {
    const { results } = renderCalculator();
    // fireEvent sets the raw text, as a browser would for whatever the field accepts.
    [EMPLOYEES, RATE, HOURS, INVESTMENT].forEach((label, i) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value: values[i] } }),
    );
    fireEvent.click(calculate());
    const text = results.textContent ?? "";
    expect(text).not.toMatch(/NaN|Infinity|∞|undefined/);
    for (const label of MONEY_RESULTS) expect(resultValue(results, label)).toMatch(/^-?\$[\d,]+$/);
    expect(resultValue(results, "Annual ROI")).toMatch(/^-?[\d,]+\.\d%$/);
  });

  it("counts empty and non-numeric fields as 0", () => {
    const { results } = renderCalculator();
    fireEvent.change(screen.getByLabelText(EMPLOYEES), { target: { value: "10" } });
    fireEvent.change(screen.getByLabelText(RATE), { target: { value: "25" } });
    fireEvent.change(screen.getByLabelText(HOURS), { target: { value: "abc" } });
    fireEvent.change(screen.getByLabelText(INVESTMENT), { target: { value: "" } });
    fireEvent.click(calculate());
    expect(allResults(results)).toEqual({
      "Weekly Savings": "$0",
      "Monthly Savings": "$0",
      "Annual Savings": "$0",
      "Annual ROI": "0.0%",
    });
    expect(paybackBlock(results)).toBeNull();
  });
});
