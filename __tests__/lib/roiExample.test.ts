/**
 * @jest-environment node
 */
import { shippedContent } from "../../jest/shippedContent";
import { roiExampleFigures, roiExampleMarkup } from "../../src/lib/roiExample";
import { calculateRoi } from "../../src/lib/roi";
import { formatMoney, formatOneDecimal } from "../../src/lib/format";

const content = shippedContent();

/** Every worked ROI example on the site's pages, with its file. */
const examples = content.pages.flatMap(({ file, page }) =>
  page.sections.flatMap((s) =>
    s.type === "cta" && s.roiExample ? [{ file, ex: s.roiExample }] : [],
  ),
);

describe("worked ROI example", () => {
  it("home shows one, and its figures are the calculator's for its inputs", () => {
    expect(examples.map((e) => e.file)).toContain("data/pages/home.json");
    for (const { ex } of examples) {
      const { employees, hourlyRate, hoursPerWeek, automationCost } = ex.inputs;
      const r = calculateRoi({
        employees: String(employees.value),
        hourlyRate: String(hourlyRate.value),
        hoursPerWeek: String(hoursPerWeek.value),
        automationCost: String(automationCost.value),
      });
      const expected: Record<string, string> = {
        weeklySavings: formatMoney(r.weeklySavings),
        monthlySavings: formatMoney(r.monthlySavings),
        annualSavings: formatMoney(r.annualSavings),
        roi: `${formatOneDecimal(r.roi)}%`,
        payback: `${formatOneDecimal(r.paybackMonths)} ${ex.paybackUnit}`,
      };
      expect(roiExampleFigures(ex).results).toEqual(
        ex.results.map((x) => ({ label: x.label, value: expected[x.result] })),
      );
    }
  });

  it("computes the calculator's own example: 10 people × $25 × 5 hours, $10,000 build", () => {
    const input = (label: string, value: number) => ({ label, value });
    const figures = roiExampleFigures({
      title: "t",
      inputs: {
        employees: input("People", 10),
        hourlyRate: input("Rate", 25),
        hoursPerWeek: input("Hours", 5),
        automationCost: input("Cost", 10000),
      },
      results: [
        { result: "weeklySavings", label: "Weekly" },
        { result: "annualSavings", label: "Annual" },
        { result: "roi", label: "ROI" },
        { result: "payback", label: "Payback" },
      ],
      paybackUnit: "months",
    });
    expect(figures.inputs.map((i) => i.value)).toEqual(["10", "$25", "5", "$10,000"]);
    expect(figures.results.map((r) => r.value)).toEqual([
      "$1,250",
      "$65,000",
      "550.0%",
      "1.8 months",
    ]);
  });

  it("escapes the words it is given", () => {
    const input = (value: number) => ({ label: "<b>x</b>", value });
    const html = roiExampleMarkup({
      title: 'A "team" & <script>',
      inputs: {
        employees: input(1),
        hourlyRate: input(1),
        hoursPerWeek: input(1),
        automationCost: input(1),
      },
      results: [{ result: "roi", label: "ROI" }],
      paybackUnit: "months",
    });
    expect(html).not.toMatch(/<script>|<b>/);
    expect(html).toContain("A &quot;team&quot; &amp; &lt;script&gt;");
  });
});
