import { screen, within } from "@testing-library/react";
import { TemplateView, type TemplateViewProps } from "../../src/components/template/TemplateView";
import { templateActions } from "../../src/content/templatePages";
import { fill } from "../../src/content/SiteContentContext";
import { renderWithSite, site } from "../../jest/renderWithSite";

const copy = site.templates;

const props: TemplateViewProps = {
  title: "Lead Router",
  category: "Sales",
  icon: "target",
  description: "Routes every lead.",
  features: ["Scores leads", "Alerts reps"],
  platforms: ["n8n", "Make"],
  connects: [
    { name: "CRM", purpose: "Receives the deal" },
    { name: "Slack", purpose: "Alerts the rep" },
  ],
  author: "Sam Lee",
  datePublished: "2025-02-01",
  dateModified: "2025-02-11",
  readingMinutes: 3,
  actions: templateActions(
    {
      slug: "lead-router",
      title: "Lead Router",
      workflow: "/downloads/templates/lead-router.n8n.json",
    },
    copy,
    "/book-session",
  ),
  outline: {
    nodes: [
      {
        name: "Form",
        type: "n8n-nodes-base.webhook",
        typeName: "Webhook",
        role: "trigger",
        x: 0,
        y: 0,
      },
      { name: "Score", type: "n8n-nodes-base.code", typeName: "Code", role: "data", x: 220, y: 0 },
      {
        name: "Tell Rep",
        type: "n8n-nodes-base.slack",
        typeName: "Slack",
        role: "action",
        x: 440,
        y: 0,
      },
    ],
    edges: [
      { from: 0, to: 1 },
      { from: 1, to: 2 },
    ],
  },
  bodyHtml: '<h2 id="what-it-does">What it does</h2><p>It routes.</p>',
  headings: [{ depth: 2, text: "What it does", id: "what-it-does" }],
  related: [],
};

describe("TemplateView", () => {
  it("heads the page with its category, one h1, its description, Download and Customize", () => {
    renderWithSite(<TemplateView {...props} />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Lead Router");
    expect(screen.getByText("Sales")).toBeInTheDocument();
    const download = screen.getByRole("link", {
      name: `${copy.download} ${fill(copy.downloadFor, { title: "Lead Router" })}`,
    });
    expect(download).toHaveAttribute("href", "/downloads/templates/lead-router.n8n.json");
    expect(download).toHaveAttribute("download", "loomwork-lead-router.n8n.json");
    const customize = screen
      .getAllByRole("link")
      .filter((a) => a.getAttribute("href") === "/book-session?template=lead-router");
    // The header's Customize and the closing call to action's button.
    expect(customize).toHaveLength(2);
  });

  it("lists the workflow's nodes in run order with their types, numbered as in its diagram", () => {
    renderWithSite(<TemplateView {...props} />);
    const section = screen.getByRole("region", { name: copy.nodesHeading });
    const items = within(section)
      .getAllByRole("listitem")
      .filter((li) => li.closest("ol"));
    expect(items.map((li) => li.textContent)).toEqual([
      "1FormWebhook",
      "2ScoreCode",
      "3Tell RepSlack",
    ]);
    expect(
      within(section).getByRole("group", {
        name: fill(copy.graphLabel, { title: "Lead Router", count: 3 }),
      }),
    ).toBeInTheDocument();
    const drawn = within(section).getByRole("group").querySelector('[aria-hidden="true"]');
    expect([...(drawn?.querySelectorAll(":scope > span") ?? [])].map((n) => n.textContent)).toEqual(
      ["1", "2", "3"],
    );
    expect(section.querySelectorAll("svg path[marker-end]")).toHaveLength(2);
  });

  it("says what to connect, with what each app is used for, and shows the platforms and features", () => {
    renderWithSite(<TemplateView {...props} />);
    const connect = screen.getByRole("region", { name: copy.connects });
    expect(within(connect).getByText("CRM")).toBeInTheDocument();
    expect(within(connect).getByText("Alerts the rep")).toBeInTheDocument();
    for (const text of [...props.platforms, ...props.features])
      expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("leaves the nodes out when the workflow's outline is unknown", () => {
    renderWithSite(<TemplateView {...props} outline={null} />);
    expect(screen.queryByRole("region", { name: copy.nodesHeading })).toBeNull();
  });
});
