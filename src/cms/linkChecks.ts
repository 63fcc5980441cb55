/**
 * The CMS refuses a link the build would refuse, before Save and Publish, with the message beside
 * the field. The rules are the validator's own (src/content/linkRules.ts), run over the index of
 * pages and files the build baked into the admin (`/admin/link-index.json`).
 *
 * Decap asks each field's control `isValid()` when the editor saves; a control that answers
 * `{ error: { message } }` blocks the save and shows the message under the field. This module
 * replaces the `string` and `markdown` widgets' controls with subclasses that answer it:
 * - a link field (`site_link: true` in the generated config) must reach a page, a file or an
 *   anchor of the entry's own sections;
 * - a Markdown body must have no level-1 heading and only links that resolve.
 */
import type { DecapCms } from "./preview";
import type { LinkChecker } from "../content/linkRules";

/** Decap's answer shape: `true` when valid, else an error with the message shown under the field. */
export type FieldValidity = true | { error: { type: string; message: string } };

/** What a control needs of Decap's props: the field's settings, its value and the entry. */
type ControlProps = {
  value?: unknown;
  field: { get(key: string, fallback?: unknown): unknown };
  entry?: { getIn(path: string[]): unknown };
};

type ControlLike = { props: ControlProps; isValid?: () => FieldValidity };

/** Plain JS of an Immutable value (Decap hands Immutable maps and lists). */
function plain(value: unknown): unknown {
  return value && typeof (value as { toJS?: unknown }).toJS === "function"
    ? (value as { toJS(): unknown }).toJS()
    : value;
}

/** The section ids of the entry (a page's `#anchor` targets); none for other entries. */
export function entryAnchors(entry: ControlProps["entry"]): Set<string> {
  const sections = plain(entry?.getIn(["data", "sections"]));
  if (!Array.isArray(sections)) return new Set();
  return new Set(
    sections.flatMap((s) =>
      s && typeof s === "object" && typeof (s as { id?: unknown }).id === "string"
        ? [(s as { id: string }).id]
        : [],
    ),
  );
}

/** The date the entry goes live: its `datePublished` when that is later than `today`. */
function liveOnOf(entry: ControlProps["entry"], today: string): string {
  const date = plain(entry?.getIn(["data", "datePublished"]));
  return typeof date === "string" && /^\d{4}-\d{2}-\d{2}/.test(date) && date.slice(0, 10) > today
    ? date.slice(0, 10)
    : today;
}

/** Decap's error for a message. */
const refusal = (message: string): FieldValidity => ({ error: { type: "CUSTOM", message } });

/**
 * The validity of a link field's value: blank passes (Decap's own "required" check speaks for
 * empty required fields), anything else must resolve.
 */
export function linkValidity(
  checker: LinkChecker,
  value: unknown,
  entry: ControlProps["entry"],
  today: string,
): FieldValidity {
  if (typeof value !== "string" || !value.trim()) return true;
  const problem = checker.linkProblem(value.trim(), entryAnchors(entry), liveOnOf(entry, today));
  return problem ? refusal(problem) : true;
}

/** The validity of a Markdown body: every problem the build would report, one per line. */
export function bodyValidity(
  checker: LinkChecker,
  value: unknown,
  entry: ControlProps["entry"],
  today: string,
): FieldValidity {
  if (typeof value !== "string" || !value.trim()) return true;
  const problems = checker.bodyProblems(value, liveOnOf(entry, today));
  return problems.length ? refusal(problems.join("; ")) : true;
}

/**
 * Replaces the `string` and `markdown` widgets' controls with subclasses whose `isValid` applies
 * {@link linkValidity} (fields with `site_link`) and {@link bodyValidity} (every Markdown field).
 * Takes Decap and the checker over the baked index, and the build's date; does nothing for a
 * widget Decap does not have.
 */
export function patchLinkChecks(CMS: DecapCms, checker: LinkChecker, today: string): void {
  const patch = (name: string, validity: (control: ControlLike) => FieldValidity): void => {
    const base = CMS.getWidget?.(name);
    if (!base?.control) return;
    const Base = base.control as new (props: ControlProps) => ControlLike;
    class CheckedControl extends Base {
      constructor(props: ControlProps) {
        super(props);
        // An own property, not a method: Decap calls it detached from the control.
        this.isValid = () => validity(this);
      }
    }
    CMS.registerWidget?.(name, CheckedControl, base.preview);
  };
  patch("string", (c) =>
    c.props.field.get("site_link") === true
      ? linkValidity(checker, c.props.value, c.props.entry, today)
      : true,
  );
  patch("markdown", (c) => bodyValidity(checker, c.props.value, c.props.entry, today));
}
