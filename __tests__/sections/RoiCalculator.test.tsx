/**
 * The ROI calculator section, rendered with the real content of data/pages/roi-calculator.json
 * inside the site content provider. Labels come from that content (an editor may reword them);
 * the figures are the formulas' results for the inputs typed here.
 */
import { render, screen, within, fireEvent } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { RoiCalculator } from "../../src/sections/roiCalculator/RoiCalculator";
import { fill, SiteContentProvider, type SiteContent } from "../../src/content/SiteContentContext";
import { NavigationSchema, PageSchema, SiteSchema, type SectionOf } from "../../src/content/schema";
import siteJson from "../../data/site.json";
import navigationJson from "../../data/navigation.json";
import pageJson from "../../data/pages/roi-calculator.json";
import { track } from "../../src/components/analytics";
import { SectionVisualsContext } from "../../src/content/SectionVisualsContext";
import { roiExampleFigures, roiExampleMarkup } from "../../src/lib/roiExample";

jest.mock("../../src/components/analytics", () => ({ track: jest.fn() }));

const content: SiteContent = {
  site: SiteSchema.parse(siteJson),
  navigation: NavigationSchema.parse(navigationJson),
};
const page = PageSchema.parse(pageJson);
/** The calculator section of the page; the tests cannot run without one. */
function calculatorSection(): SectionOf<"roiCalculator"> {
  const found = page.sections.find(
    (s): s is SectionOf<"roiCalculator"> => s.type === "roiCalculator",
  );
  if (!found) throw new Error("data/pages/roi-calculator.json has no roiCalculator section");
  return found;
}
const section = calculatorSection();

/** The four inputs as the content labels them, with their placeholders, in order. */
const FIELDS = (["employees", "hourlyRate", "hoursPerWeek", "automationCost"] as const).map(
  (key) => [section.fields[key].label, section.fields[key].placeholder] as const,
);
const [EMPLOYEES, RATE, HOURS, INVESTMENT] = FIELDS.map(([label]) => label);
/** The result rows whose values the tests compare, by their key in the content. */
const RESULT_KEYS = ["weeklySavings", "monthlySavings", "annualSavings", "roi"] as const;
type ResultKey = (typeof RESULT_KEYS)[number];
const MONEY_RESULTS = RESULT_KEYS.slice(0, 3).map((k) => section.results[k]);

function renderCalculator() {
  const user = userEvent.setup();
  render(
    <SiteContentProvider value={content}>
      <RoiCalculator section={section} index={1} />
    </SiteContentProvider>,
  );
  const results = screen.getByRole("region", { name: section.resultsHeading });
  return { user, results };
}

/** The displayed value (`<dd>`) of the result labelled `label` (`<dt>`). */
function resultValue(results: HTMLElement, label: string): string {
  const dt = within(results).getByText(label, { selector: "dt" });
  const dd = dt.parentElement?.querySelector("dd");
  if (!dd) throw new Error(`no value for ${label}`);
  return (dd.textContent ?? "").replace(/\s+/g, " ").trim();
}

/** The displayed value of each compared result, by its key in the content. */
function allResults(results: HTMLElement): Record<ResultKey, string> {
  return Object.fromEntries(
    RESULT_KEYS.map((k) => [k, resultValue(results, section.results[k])]),
  ) as Record<ResultKey, string>;
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

const calculate = () => screen.getByRole("button", { name: section.submitLabel });
const PAYBACK = section.results.payback;
const months = (figure: string) => `${figure} ${section.results.paybackUnit}`;
const paybackBlock = (results: HTMLElement) => within(results).queryByText(PAYBACK);

describe("RoiCalculator", () => {
  it("shows four labelled numeric inputs with their placeholders and the submit button", () => {
    renderCalculator();
    for (const [label, placeholder] of FIELDS) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute("placeholder", placeholder);
      expect(input).toHaveAttribute("type", "number");
      expect(input).toHaveValue(null);
    }
    expect(calculate()).toHaveAttribute("type", "submit");
  });

  it("links its closing action to /book-session", () => {
    renderCalculator();
    expect(screen.getByRole("link", { name: section.action.label })).toHaveAttribute(
      "href",
      "/book-session",
    );
  });

  it("starts with every result at zero and no payback block", () => {
    const { results } = renderCalculator();
    expect(allResults(results)).toEqual({
      weeklySavings: "$0",
      monthlySavings: "$0",
      annualSavings: "$0",
      roi: "0.0%",
    });
    expect(paybackBlock(results)).toBeNull();
    expect(screen.queryByText(section.results.noPayback)).toBeNull();
  });

  it("does not change the results while typing, only when the submit button is pressed (example 10, 25, 5, 10000)", async () => {
    const { user, results } = renderCalculator();
    await fillAll(user, ["10", "25", "5", "10000"]);
    expect(allResults(results).weeklySavings).toBe("$0");
    expect(allResults(results).roi).toBe("0.0%");
    expect(paybackBlock(results)).toBeNull();

    await user.click(calculate());
    expect(allResults(results)).toEqual({
      weeklySavings: "$1,250",
      monthlySavings: "$5,413", // 5,412.5 rounded
      annualSavings: "$65,000",
      roi: "550.0%",
    });
    expect(resultValue(results, PAYBACK)).toBe(months("1.8"));
  });

  it("keeps the old results after an edit until Calculate ROI is pressed again", async () => {
    const { user, results } = renderCalculator();
    await fillAll(user, ["10", "25", "5", "10000"]);
    await user.click(calculate());
    const before = allResults(results);

    await user.clear(screen.getByLabelText(EMPLOYEES));
    await user.type(screen.getByLabelText(EMPLOYEES), "20");
    expect(allResults(results)).toEqual(before);
    expect(resultValue(results, PAYBACK)).toBe(months("1.8"));

    await user.click(calculate());
    expect(allResults(results)).toEqual({
      weeklySavings: "$2,500",
      monthlySavings: "$10,825",
      annualSavings: "$130,000",
      roi: "1,200.0%",
    });
    expect(resultValue(results, PAYBACK)).toBe(months("0.9"));
  });

  it("submits when Enter is pressed in a field", async () => {
    const { user, results } = renderCalculator();
    await fillAll(user, ["10", "25", "5", "10000"]);
    expect(allResults(results).weeklySavings).toBe("$0");
    await user.type(screen.getByLabelText(HOURS), "{Enter}");
    expect(allResults(results).weeklySavings).toBe("$1,250");
    expect(resultValue(results, PAYBACK)).toBe(months("1.8"));
  });

  it("hides the payback block while payback is 0 (investment empty or 0)", async () => {
    const { user, results } = renderCalculator();
    await fillAll(user, ["10", "25", "5", ""]);
    await user.click(calculate());
    expect(allResults(results)).toEqual({
      weeklySavings: "$1,250",
      monthlySavings: "$5,413",
      annualSavings: "$65,000",
      roi: "0.0%",
    });
    expect(paybackBlock(results)).toBeNull();
    expect(screen.queryByText(section.results.noPayback)).toBeNull();

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
      weeklySavings: "$0",
      monthlySavings: "$0",
      annualSavings: "$0",
      roi: "-100.0%",
    });
    expect(paybackBlock(results)).toBeNull();
    expect(screen.getByText(section.results.noPayback)).toBeVisible();

    // A calculation that does pay back removes the note again.
    await fillAll(user, ["10", "25", "5", "10000"]);
    await user.click(calculate());
    expect(screen.queryByText(section.results.noPayback)).toBeNull();
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
    expect(resultValue(results, section.results.roi)).toMatch(/^-?[\d,]+\.\d%$/);
  });

  it("counts empty and non-numeric fields as 0", () => {
    const { results } = renderCalculator();
    fireEvent.change(screen.getByLabelText(EMPLOYEES), { target: { value: "10" } });
    fireEvent.change(screen.getByLabelText(RATE), { target: { value: "25" } });
    fireEvent.change(screen.getByLabelText(HOURS), { target: { value: "abc" } });
    fireEvent.change(screen.getByLabelText(INVESTMENT), { target: { value: "" } });
    fireEvent.click(calculate());
    expect(allResults(results)).toEqual({
      weeklySavings: "$0",
      monthlySavings: "$0",
      annualSavings: "$0",
      roi: "0.0%",
    });
    expect(paybackBlock(results)).toBeNull();
  });
});

describe("refusing nonsense", () => {
  beforeEach(() => jest.mocked(track).mockClear());

  it("a negative figure gets its message next to its field, and no result is computed", async () => {
    const { user, results } = renderCalculator();
    const employees = screen.getByLabelText(EMPLOYEES);
    await user.type(employees, "-5");
    await user.type(screen.getByLabelText(RATE), "25");
    await user.type(screen.getByLabelText(HOURS), "5");
    await user.click(screen.getByRole("button", { name: section.submitLabel }));
    const message = screen.getByText(section.errors.negative);
    expect(employees).toHaveAttribute("aria-invalid", "true");
    expect(employees).toHaveAttribute("aria-describedby", message.id);
    expect(employees).toHaveFocus();
    expect(screen.getByLabelText(RATE)).not.toHaveAttribute("aria-invalid");
    for (const label of MONEY_RESULTS) expect(resultValue(results, label)).toBe("$0");
    expect(track).not.toHaveBeenCalled();

    await user.clear(employees);
    await user.type(employees, "10");
    expect(screen.queryByText(section.errors.negative)).toBeNull();
    expect(employees).not.toHaveAttribute("aria-invalid");
    await user.click(screen.getByRole("button", { name: section.submitLabel }));
    expect(resultValue(results, section.results.weeklySavings)).toBe("$1,250");
    expect(track).toHaveBeenCalledWith("calculatorUsed");
  });

  it("refuses a figure above the field's largest value, naming the range beside it", async () => {
    const { user, results } = renderCalculator();
    const employees = screen.getByLabelText(EMPLOYEES);
    await user.type(employees, "99999999999999999999");
    await user.click(calculate());
    const message = screen.getByText(
      fill(section.errors.range, {
        min: "0",
        max: section.fields.employees.max.toLocaleString("en-US"),
      }),
    );
    expect(employees).toHaveAttribute("aria-invalid", "true");
    expect(employees).toHaveAttribute("aria-describedby", message.id);
    for (const label of MONEY_RESULTS) expect(resultValue(results, label)).toBe("$0");
    expect(results).not.toHaveTextContent(/NaN|Infinity/);

    await user.clear(employees);
    await user.type(employees, String(section.fields.employees.max));
    expect(employees).not.toHaveAttribute("aria-invalid");
  });

  it("announces the results politely, as one block", () => {
    const { results } = renderCalculator();
    const live = results.querySelector("[aria-live=polite]");
    expect(live).toHaveAttribute("aria-atomic", "true");
    expect(live).toHaveTextContent(section.results.weeklySavings);
  });
});

describe("the worked example before the first calculation", () => {
  const example = section.example;

  it("is in the content, and its inputs are the figures the fields' placeholders suggest", () => {
    expect(example).toBeDefined();
    for (const key of ["employees", "hourlyRate", "hoursPerWeek", "automationCost"] as const)
      expect(section.fields[key].placeholder).toContain(String(example?.inputs[key].value));
  });

  it("stands above the zero results until Calculate ROI is pressed, then gives way to them", async () => {
    if (!example) throw new Error("data/pages/roi-calculator.json has no example");
    const user = userEvent.setup();
    render(
      <SiteContentProvider value={content}>
        <SectionVisualsContext.Provider value={{ 1: roiExampleMarkup(example) }}>
          <RoiCalculator section={section} index={1} />
        </SectionVisualsContext.Provider>
      </SiteContentProvider>,
    );
    const results = screen.getByRole("region", { name: section.resultsHeading });
    const shown = within(results).getByTestId("roi-example");
    expect(shown).toHaveTextContent(example.title);
    for (const r of roiExampleFigures(example).results) expect(shown).toHaveTextContent(r.value);
    // The results themselves still start at zero.
    expect(resultValue(results, section.results.weeklySavings)).toBe("$0");
    await user.click(calculate());
    expect(within(results).queryByTestId("roi-example")).toBeNull();
  });

  it("keeps figures typed before it was interactive, and calculates with them", async () => {
    const ui = (
      <SiteContentProvider value={content}>
        <RoiCalculator section={section} index={1} />
      </SiteContentProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    // A visitor types into the server's fields before the section's code has run.
    const early = container.querySelector<HTMLInputElement>('input[name="employees"]');
    if (!early) throw new Error("no employees field in the server render");
    early.value = "10";
    render(ui, { container, hydrate: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(RATE), "25");
    await user.type(screen.getByLabelText(HOURS), "5");
    await user.type(screen.getByLabelText(INVESTMENT), "10000");
    expect(screen.getByLabelText(EMPLOYEES)).toHaveValue(10);
    await user.click(screen.getByRole("button", { name: section.submitLabel }));
    const results = screen.getByRole("region", { name: section.resultsHeading });
    expect(resultValue(results, section.results.weeklySavings)).not.toBe("$0");
  });
});
