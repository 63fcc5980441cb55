/**
 * Build step: a cover per article (blog posts, guides, case studies) and a thumbnail per workflow
 * template, drawn as small SVG files in the brand's woven-thread style and written to
 * `public/covers/<article path>.svg` (src/components/article/coverSrc.ts names them). Run by
 * `writeSocialImages` (./socialImages.ts) when gatsby-node passes it the content, after the
 * pages are created.
 *
 * A cover says what the article is about without words (the card beside it carries the title and
 * category): a centre tile with the category's icon (or one the title names: security, costs,
 * documents…), threaded to satellites (a case study's own tool marks, else icons of the topic).
 * Its surface follows the kind: blog posts on the soft brand tint, guides on a blueprint grid,
 * case studies on navy, the colour of the site's proof bands. Every arrangement is seeded by the
 * slug, so no two covers are the same picture. Text-free, so its alt text is empty.
 */
import fs from "fs";
import path from "path";
import { createHash } from "crypto";
import type { Content } from "../content/validate";
import { toolMarkOf } from "../content/toolMarks";
import { articlePath, type ArticleKind } from "../lib/articles";
import { colors, weave } from "../styles/theme";
import { COVER_FOLDER, COVER_SIZE, coverSrc } from "../components/article/coverSrc";
import {
  readCoverSprites,
  symbolDefs,
  iconUse,
  markUse,
  r,
  type CoverSprites,
} from "./coverSprites";
import { workflowThumbnailSvg } from "./workflowThumbnails";
import { readWorkflowOutline } from "../content/n8nWorkflow";

/** The kinds that get a cover (legal pages do not; templates get a thumbnail instead). */
export type CoverKind = Extract<ArticleKind, "blog" | "guides" | "caseStudies">;

/** What a cover is drawn from. */
export type CoverSubject = {
  kind: CoverKind;
  slug: string;
  title: string;
  /** The category (a case study's industry). */
  category: string;
  /** Tool names (a case study's tags); those with a mark become satellites. */
  tools?: readonly string[];
};

/** Words in a title or category and the icon they stand for, first match wins. */
const TOPIC_ICONS: readonly [RegExp, string][] = [
  [/secur|privacy|gdpr|hipaa|governance/i, "shield-check"],
  [/cost|budget|pricing|token/i, "circle-dollar-sign"],
  [/\broi\b|payback|measur/i, "trending-up"],
  [/document|\brag\b|precedent|knowledge/i, "files"],
  [/\bcrm\b|\bsales\b|\bleads?\b/i, "database"],
  [/test|evaluat|red-team/i, "badge-check"],
  [/team|rolling out|adoption|staff|hire/i, "users"],
  [/brief|prepare|getting started/i, "file-text"],
  [/integration|connect/i, "plug"],
  [/use case|ideas|library/i, "lightbulb"],
  [/checklist|readiness/i, "list-checks"],
  [/human|approval/i, "user-check"],
  [/platform|n8n|zapier|make\b/i, "workflow"],
  [/agent/i, "bot"],
  [/automat/i, "workflow"],
  [/strateg/i, "target"],
  [/logistic|distribut|freight/i, "truck"],
  [/health|dental|clinic|physio|hospital|medical/i, "stethoscope"],
  [/legal|law/i, "scale"],
  [/financ|insur|account|bank/i, "landmark"],
  [/real estate|property/i, "building"],
  [/e-?commerce|retail|shop/i, "shopping-cart"],
  [/saas|software/i, "code-xml"],
  [/manufactur|industrial/i, "factory"],
  [/marketing|agenc/i, "megaphone"],
  [/professional/i, "briefcase"],
  [/local services|field service|hvac/i, "wrench"],
];

/** The icons a cover's satellites draw from when the subject names no tools. */
const SATELLITE_ICONS = [
  "database",
  "mail",
  "message-square",
  "calendar",
  "file-text",
  "users",
  "chart-column",
  "globe",
  "bell",
  "inbox",
  "search",
  "zap",
  "clock",
  "receipt",
  "shield-check",
  "git-branch",
] as const;

/**
 * The centre icon of a subject: for a case study its industry's icon; otherwise the first topic
 * its title names, else its category's; "sparkles" when nothing matches.
 */
export function coverIcon(subject: Pick<CoverSubject, "kind" | "title" | "category">): string {
  const texts =
    subject.kind === "caseStudies" ? [subject.category] : [subject.title, subject.category];
  for (const text of texts)
    for (const [pattern, icon] of TOPIC_ICONS) if (pattern.test(text)) return icon;
  return "sparkles";
}

/** A small seeded random number source (mulberry32) from a string: same seed, same sequence. */
export function seededRandom(seed: string): () => number {
  let a = createHash("sha256").update(seed).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The colours of a cover by kind: surface, texture, tiles, icons and the thread. */
const PALETTES: Record<
  CoverKind,
  {
    bg: string;
    bgEdge: string;
    warp: string;
    weft: string;
    tile: string;
    tileEdge: string;
    ink: string;
    thread: string;
    hub: string;
    hubInk: string;
  }
> = {
  blog: {
    bg: colors.primarySoft,
    bgEdge: colors.white,
    warp: "rgba(30, 64, 175, 0.10)",
    weft: "rgba(194, 65, 12, 0.10)",
    tile: colors.white,
    tileEdge: colors.primaryBorder,
    ink: colors.text,
    thread: colors.thread,
    hub: colors.primary,
    hubInk: colors.white,
  },
  guides: {
    bg: colors.surface,
    bgEdge: colors.white,
    warp: "rgba(30, 64, 175, 0.09)",
    weft: "rgba(30, 64, 175, 0.09)",
    tile: colors.white,
    tileEdge: colors.borderSoft,
    ink: colors.text,
    thread: colors.thread,
    hub: colors.white,
    hubInk: colors.primary,
  },
  caseStudies: {
    bg: colors.navy,
    bgEdge: "#13244a",
    warp: weave.warpOnDark,
    weft: "rgba(253, 186, 116, 0.14)",
    tile: colors.white,
    tileEdge: "rgba(255, 255, 255, 0.0)",
    ink: colors.text,
    thread: "#fdba74",
    hub: colors.primary,
    hubInk: colors.white,
  },
};

/** Tile sizes in cover units: the centre tile and a satellite. */
const HUB = 168;
const SAT = 112;

/**
 * The SVG of one cover ({@link COVER_SIZE}, drawn to be cropped to 3 : 2 or 3 : 1 around its
 * centre: every tile stays inside x 230–970 and y 110–490). Takes the subject and the sprites;
 * returns the file's text (about 3–6 KB).
 */
export function coverSvg(subject: CoverSubject, sprites: CoverSprites): string {
  const { width: W, height: H } = COVER_SIZE;
  const p = PALETTES[subject.kind];
  const rand = seededRandom(`${subject.kind}/${subject.slug}`);
  const hubIcon = coverIcon(subject);
  const marks = [...new Set((subject.tools ?? []).flatMap((t) => toolMarkOf(t) ?? []))].slice(0, 6);
  const count = Math.max(4, Math.min(6, marks.length || 4 + Math.floor(rand() * 3)));
  // Satellites: marks first, then icons of the topic picked by the seed (never the hub's icon).
  const pool = SATELLITE_ICONS.filter((i) => i !== hubIcon);
  const icons: string[] = [];
  while (marks.length + icons.length < count) {
    const pick = pool[Math.floor(rand() * pool.length)];
    if (!icons.includes(pick)) icons.push(pick);
  }
  const satellites = [
    ...marks.map((id) => ({ id, mark: true })),
    ...icons.map((id) => ({ id, mark: false })),
  ];
  const hx = W / 2 + (rand() - 0.5) * 80;
  const hy = H / 2 + (rand() - 0.5) * 40;
  const left = Math.ceil(count / 2) - (rand() < 0.5 && count % 2 ? 1 : 0);
  const placed = satellites.map((s, i) => {
    const onLeft = i < left;
    const n = onLeft ? left : count - left;
    const k = onLeft ? i : i - left;
    const band = 380 / n;
    const y = 110 + band * k + (band - SAT) / 2 + (rand() - 0.5) * Math.max(0, band - SAT) * 0.8;
    const inner = onLeft ? hx - HUB / 2 - 120 - SAT : hx + HUB / 2 + 120;
    const x = inner + (onLeft ? -1 : 1) * rand() * 90;
    return { ...s, onLeft, x: Math.max(230, Math.min(970 - SAT, x)), y };
  });
  const hot = Math.floor(rand() * count);
  const pitch = 24;
  const shift = Math.floor(rand() * pitch);
  const threads = placed.map((s, i) => {
    const sx = s.onLeft ? s.x + SAT : s.x;
    const sy = s.y + SAT / 2;
    const ex = s.onLeft ? hx - HUB / 2 : hx + HUB / 2;
    const ey = hy + (s.y + SAT / 2 - hy) * 0.35;
    const mid = (sx + ex) / 2;
    const strong = i === hot;
    return (
      `<path d="M${r(sx)} ${r(sy)}C${r(mid)} ${r(sy)} ${r(mid)} ${r(ey)} ${r(ex)} ${r(ey)}" fill="none" stroke="${p.thread}" stroke-width="${strong ? 5 : 3.5}" stroke-linecap="round" opacity="${strong ? 1 : 0.55}"/>` +
      `<circle cx="${r(sx)}" cy="${r(sy)}" r="8" fill="${strong ? p.thread : p.bg}" stroke="${p.thread}" stroke-width="3.5"/>`
    );
  });
  const tiles = placed.map((s) => {
    const icon = 52;
    const ix = s.x + (SAT - icon) / 2;
    const iy = s.y + (SAT - icon) / 2;
    return (
      `<rect x="${r(s.x)}" y="${r(s.y)}" width="${SAT}" height="${SAT}" rx="26" fill="${p.tile}" stroke="${p.tileEdge}" stroke-width="2"/>` +
      (s.mark ? markUse(s.id, ix, iy, icon, p.ink) : iconUse(s.id, ix, iy, icon, p.ink))
    );
  });
  const hubTile =
    `<rect x="${r(hx - HUB / 2 - 14)}" y="${r(hy - HUB / 2 - 14)}" width="${HUB + 28}" height="${HUB + 28}" rx="48" fill="none" stroke="${p.thread}" stroke-width="2" stroke-dasharray="4 8" opacity="0.7"/>` +
    `<rect x="${r(hx - HUB / 2)}" y="${r(hy - HUB / 2)}" width="${HUB}" height="${HUB}" rx="38" fill="${p.hub}" stroke="${subject.kind === "guides" ? colors.primaryBorder : p.hub}" stroke-width="2"/>` +
    iconUse(hubIcon, hx - 44, hy - 44, 88, p.hubInk);
  // The weave: warp hairlines and short weft threads passing over and under them, faded at the edges.
  const weft =
    subject.kind === "guides"
      ? `<path d="M0 ${pitch / 2}H${pitch}" stroke="${p.weft}" stroke-width="1.5"/>`
      : `<path d="M0 ${pitch / 4}H${pitch / 2 - 3}M${pitch / 2 + 3} ${(pitch * 3) / 4}H${pitch}" stroke="${p.weft}" stroke-width="3"/>`;
  const defs =
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg}"/><stop offset="1" stop-color="${p.bgEdge}"/></linearGradient>` +
    `<pattern id="w" width="${pitch}" height="${pitch}" patternUnits="userSpaceOnUse" x="${shift}"><path d="M${pitch / 2} 0V${pitch}" stroke="${p.warp}" stroke-width="1.5"/>${weft}</pattern>` +
    `<radialGradient id="f" cx="${r(hx / W)}" cy="0.5" r="0.7"><stop offset="0.2" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<mask id="m"><rect width="${W}" height="${H}" fill="url(#f)"/></mask>` +
    symbolDefs(sprites, {
      icons: [hubIcon, ...icons],
      marks,
    });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${defs}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<rect width="${W}" height="${H}" fill="url(#w)" mask="url(#m)"/>` +
    threads.join("") +
    tiles.join("") +
    hubTile +
    `</svg>`
  );
}

/** The cover subjects of every published blog post, guide and case study. */
export function coverSubjects(content: Pick<Content, "blog" | "guides" | "caseStudies">): {
  path: string;
  subject: CoverSubject;
}[] {
  const of = (kind: CoverKind, slug: string, subject: Omit<CoverSubject, "kind" | "slug">) => ({
    path: articlePath(kind, slug),
    subject: { kind, slug, ...subject },
  });
  return [
    ...content.blog.map((a) => of("blog", a.slug, { title: a.title, category: a.category })),
    ...content.guides.map((a) => of("guides", a.slug, { title: a.title, category: a.category })),
    ...content.caseStudies.map((a) =>
      of("caseStudies", a.slug, { title: a.title, category: a.industry, tools: a.tags ?? [] }),
    ),
  ];
}

/** What {@link writeCovers} did. */
export type CoversReport = { covers: number; thumbnails: number; ms: number };

/**
 * Writes every cover and every template's thumbnail under `<publicDir>/covers/`, replacing the
 * folder (files of removed articles go). Reads the sprites and the templates' workflow files
 * from `root`. Returns the counts and the wall time in ms.
 */
export function writeCovers({
  content,
  root,
  publicDir,
}: {
  content: Pick<Content, "blog" | "guides" | "caseStudies" | "templates">;
  root: string;
  publicDir: string;
}): CoversReport {
  const start = Date.now();
  const sprites = readCoverSprites(root);
  const outDir = path.join(publicDir, COVER_FOLDER);
  fs.rmSync(outDir, { recursive: true, force: true });
  const write = (sitePath: string, svg: string) => {
    const file = path.join(publicDir, ...coverSrc(sitePath).split("/").filter(Boolean));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, svg);
  };
  const subjects = coverSubjects(content);
  for (const { path: p, subject } of subjects) write(p, coverSvg(subject, sprites));
  for (const t of content.templates)
    write(
      articlePath("templates", t.slug),
      workflowThumbnailSvg(readWorkflowOutline(root, t.workflow), sprites),
    );
  return { covers: subjects.length, thumbnails: content.templates.length, ms: Date.now() - start };
}
