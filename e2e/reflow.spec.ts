/**
 * Reflow of comparison tables (that every page fits 320 px is checked by the whole-site
 * sweep, e2e/every-page.spec.ts). Comparison tables stack on phones: at 390 px each row is a block (row label, then each value
 * under its column header) that fits the screen, with no cell cut off, and assistive technology
 * still reads a table with its column and row headers. From the sm breakpoint up they are tables.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { DESKTOP, PHONE, startSiteForSpec, visit } from "./harness";
import { allPages, collapse, sectionsOf } from "./helpers";

const ctx = startSiteForSpec();

/** Pages with a comparison section, with that section's content. */
const comparisons = allPages().flatMap((p) =>
  sectionsOf(p, "comparison").map((section) => ({ path: p.path, section })),
);

test("comparison tables stack at 390 px: every value under its column header, nothing cut off", async () => {
  assert.ok(comparisons.length > 0, "the site has comparison tables");
  for (const { path, section } of comparisons) {
    const v = await visit(ctx, path, { viewport: PHONE });
    try {
      const table = v.page.locator(`#${section.id} table`);
      await table.scrollIntoViewIfNeeded();
      const cells = await table.evaluate((t) => {
        const viewport = document.documentElement.clientWidth;
        return [...t.querySelectorAll("tbody th, tbody td")].map((c) => {
          const box = c.getBoundingClientRect();
          const before = getComputedStyle(c, "::before").content;
          return {
            text: (c.textContent ?? "").replace(/\s+/g, " ").trim(),
            // The header shown above a value: the ::before content, e.g. `"Before"`.
            label: before === "none" || before === "normal" ? "" : before.replace(/^"|"$/g, ""),
            inside: box.left >= 0 && box.right <= viewport,
            clipped: c.scrollWidth > c.clientWidth + 1,
            height: box.height,
          };
        });
      });
      const expected = section.rows.flatMap((r) => [
        { text: collapse(r.label), label: "" },
        ...r.values.map((value, i) => ({ text: collapse(value), label: section.columns[i + 1] })),
      ]);
      assert.deepEqual(
        cells.map(({ text, label }) => ({ text, label })),
        expected,
        `${path}: each value shows its column header`,
      );
      for (const c of cells) {
        assert.ok(c.inside, `${path}: "${c.text}" lies within the screen`);
        assert.ok(!c.clipped && c.height > 1, `${path}: "${c.text}" is not cut off`);
      }
      assert.ok(
        await v.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${path}: no horizontal scrolling at ${PHONE.width} px`,
      );
      // Still a table for assistive technology: column headers and row headers.
      const tree = await table.ariaSnapshot();
      assert.match(tree, /^- table/, `${path}: exposed as a table:\n${tree}`);
      for (const c of section.columns)
        assert.ok(tree.includes(`columnheader "${c}"`), `${path}: column header "${c}"`);
      for (const r of section.rows)
        assert.ok(tree.includes(`rowheader "${r.label}"`), `${path}: row header "${r.label}"`);
    } finally {
      await v.close();
    }
  }
});

test("comparison tables are tables at 1280 px: one header row, one line of cells per row, no stacked labels", async () => {
  for (const { path, section } of comparisons) {
    const v = await visit(ctx, path, { viewport: DESKTOP });
    try {
      const table = v.page.locator(`#${section.id} table`);
      const layout = await table.evaluate((t) => {
        const rows = [...t.querySelectorAll("tr")].map((tr) =>
          [...tr.querySelectorAll("th, td")].map((c) => ({
            display: getComputedStyle(c).display,
            top: Math.round(c.getBoundingClientRect().top),
            before: getComputedStyle(c, "::before").content,
            visible: c.getBoundingClientRect().width > 1,
          })),
        );
        return { display: getComputedStyle(t).display, rows };
      });
      assert.equal(layout.display, "table", `${path}: a table`);
      assert.equal(layout.rows.length, section.rows.length + 1, `${path}: header row and rows`);
      for (const [r, cells] of layout.rows.entries()) {
        assert.equal(cells.length, section.columns.length, `${path}: row ${r} has every column`);
        for (const c of cells) {
          assert.equal(c.display, "table-cell", `${path}: row ${r} cells are table cells`);
          assert.ok(c.visible, `${path}: row ${r} cells are shown`);
          assert.ok(c.before === "none" || c.before === "normal", `${path}: no stacked label`);
        }
        assert.equal(new Set(cells.map((c) => c.top)).size, 1, `${path}: row ${r} is one line`);
      }
    } finally {
      await v.close();
    }
  }
});
