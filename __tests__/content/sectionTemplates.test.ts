import fs from "node:fs";
import path from "node:path";
import {
  templateFor,
  WIDGET_SECTION_TYPES,
  WIDGET_TEMPLATES,
} from "../../src/content/sectionTemplates";
import { CONTENT_SECTIONS } from "../../src/sections/contentSections";
import { SECTION_COMPONENTS } from "../../src/sections";

describe("page templates (issue 8: each widget's code only on pages that use it)", () => {
  test("a page without widgets uses SectionsPage; one widget, its own template; mixed widgets, WidgetPage", () => {
    expect(templateFor(["hero", "cards", "faq", "cta"])).toBe("SectionsPage");
    expect(templateFor(["hero", "roiCalculator", "cards", "cta"])).toBe("RoiCalculatorPage");
    expect(templateFor(["hero", "bookingWidget", "process"])).toBe("BookingPage");
    expect(templateFor(["hero", "siteSearch", "siteSearch"])).toBe("SearchPage");
    expect(templateFor(["hero", "siteSearch", "bookingWidget"])).toBe("WidgetPage");
  });

  test("every template the rule can pick exists in src/templates", () => {
    for (const name of ["SectionsPage", "WidgetPage", ...Object.values(WIDGET_TEMPLATES)]) {
      expect(
        fs.existsSync(path.join(__dirname, "..", "..", "src", "templates", `${name}.tsx`)),
      ).toBe(true);
    }
  });

  test("content pages' section map has every type but the widgets; the full map has all", () => {
    for (const t of WIDGET_SECTION_TYPES) {
      expect(CONTENT_SECTIONS).not.toHaveProperty(t);
      expect(SECTION_COMPONENTS).toHaveProperty(t);
    }
    expect(Object.keys(SECTION_COMPONENTS).sort()).toEqual(
      [...Object.keys(CONTENT_SECTIONS), ...WIDGET_SECTION_TYPES].sort(),
    );
  });
});
