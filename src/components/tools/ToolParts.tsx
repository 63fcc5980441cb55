import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { ActionButton, actionClassName, AVOID_PROMPT } from "../ActionButton";
import type { SectionOf } from "../../content/schema";
import { fieldProblem, type FieldBounds, type FieldProblem } from "../../lib/tools/numbers";
import { discussHref } from "../../lib/tools/discuss";
import { cardSurface, colors, fontSizes, mq, radii, space } from "../../styles/theme";
import { balancedGrid } from "../../styles/grid";

/** A tool section's content (every kind). */
export type ToolSection = SectionOf<"tool">;

import { fieldLabel, hintText } from "./NumberField";

export { NumberField, type NumberFieldCopy } from "./NumberField";

/** The card every tool's form and results sit in. */
export const toolCard = {
  padding: space.lg,
  ...cardSurface,
  [mq.md]: { padding: space.xl },
} as const;

/** A result line: its label on the left, its figure on the right. */
export const resultRow = {
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: `${space.xs}px ${space.md}px`,
  padding: space.md,
  background: colors.white,
  borderRadius: radii.md,
} as const;

/** The figure of a result line. */
export const resultFigure = {
  margin: 0,
  fontSize: fontSizes.xl,
  fontWeight: 800,
  color: colors.primaryDark,
  overflowWrap: "anywhere",
  textAlign: "right",
} as const;

/**
 * Brings `el` into view when it is off screen (the results below the form on a phone),
 * smoothly unless the visitor prefers reduced motion.
 */
function reveal(el: HTMLElement): void {
  const { top, bottom } = el.getBoundingClientRect();
  if (top >= 0 && bottom <= window.innerHeight) return;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  el.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
}

/**
 * The number fields of a tool: their text, their problems, and the check that runs on submit.
 * Takes each field's bounds by name. `check(form)` refuses every field outside its bounds or not
 * a number (using the browser's own verdict too), moves focus to the first refused field and
 * returns true when none is refused. A refused field is re-checked as it is corrected.
 * `extra` adds a tool's own rule: it returns the fields it refuses with the problem key.
 */
export function useNumberFields<K extends string>(
  idPrefix: string,
  bounds: Record<K, FieldBounds>,
  extra?: (values: Record<K, string>) => Partial<Record<K, string>>,
): {
  values: Record<K, string>;
  problems: Partial<Record<K, string>>;
  change: (name: K, value: string, badInput: boolean) => void;
  check: (form: HTMLFormElement) => boolean;
} {
  const names = Object.keys(bounds) as K[];
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((n) => [n, ""])) as Record<K, string>,
  );
  const [problems, setProblems] = useState<Partial<Record<K, string>>>({});
  const problemsOf = (next: Record<K, string>, badInput: (n: K) => boolean) => {
    const found: Partial<Record<K, string>> = {};
    for (const n of names) {
      const p: FieldProblem | null = fieldProblem(next[n], bounds[n], badInput(n));
      if (p) found[n] = p;
    }
    const more: Partial<Record<K, string>> = extra?.(next) ?? {};
    for (const n of names) if (!found[n] && more[n]) found[n] = more[n];
    return found;
  };
  const change = (name: K, value: string, badInput: boolean) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (Object.keys(problems).length > 0)
      setProblems(problemsOf(next, (n) => n === name && badInput));
  };
  const check = (form: HTMLFormElement) => {
    const found = problemsOf(values, (n) => {
      const el = form.elements.namedItem(n);
      return el instanceof HTMLInputElement && el.validity.badInput;
    });
    setProblems(found);
    const first = names.find((n) => found[n]);
    if (first) document.getElementById(`${idPrefix}-${first}`)?.focus();
    return first === undefined;
  };
  return { values, problems, change, check };
}

/** One option of a {@link ChoiceField}: its value, words and optional line under them. */
export type Choice = { value: string; label: string; description?: string };

/**
 * A question answered by one of a few options: a `<fieldset>` whose `<legend>` is the question,
 * each option a radio button named by its label and described by its line under it, the whole
 * tile clickable (arrow keys move between them). `hint` is a line
 * under the question; `columns: 2` sets short options side by side from 768 px (two a row, three
 * when there are three, one a row when no even split exists).
 */
export function ChoiceField({
  name,
  legend,
  hint,
  choices,
  value,
  onChange,
  columns = 1,
}: {
  name: string;
  legend: string;
  hint?: string;
  choices: Choice[];
  value: string | null;
  onChange: (value: string) => void;
  /** Options side by side from 768 px (short options, as in a questionnaire). */
  columns?: 1 | 2;
}): JSX.Element {
  return (
    <fieldset css={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend css={{ ...fieldLabel, padding: 0 }}>{legend}</legend>
      {hint && <p css={hintText}>{hint}</p>}
      <div
        css={balancedGrid(
          choices.length,
          // Two short options a row, or three when there are three (no row ends with one alone).
          { base: 1, md: columns === 2 ? (choices.length === 3 ? 3 : 2) : 1 },
          space.xs,
        )}
      >
        {choices.map((c) => {
          const id = `${name}-${c.value}`;
          const checked = value === c.value;
          return (
            <label
              key={c.value}
              htmlFor={id}
              css={{
                display: "flex",
                gap: space.sm,
                alignItems: "flex-start",
                padding: "10px 12px",
                border: `1px solid ${checked ? colors.primary : colors.border}`,
                borderRadius: radii.md,
                background: checked ? colors.primarySoft : colors.white,
                cursor: "pointer",
                ":has(input:focus-visible)": {
                  outline: `3px solid ${colors.focus}`,
                  outlineOffset: 2,
                },
              }}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={c.value}
                aria-labelledby={`${id}-label`}
                aria-describedby={c.description ? `${id}-description` : undefined}
                checked={checked}
                onChange={() => onChange(c.value)}
                css={{
                  marginTop: 3,
                  width: 18,
                  height: 18,
                  flexShrink: 0,
                  accentColor: colors.primary,
                  ":focus-visible": { outline: "none" },
                }}
              />
              <span>
                <span id={`${id}-label`} css={{ fontWeight: checked ? 650 : 500 }}>
                  {c.label}
                </span>
                {c.description && (
                  <span
                    id={`${id}-description`}
                    css={{ display: "block", color: colors.muted, fontSize: fontSizes.sm }}
                  >
                    {c.description}
                  </span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * The frame of every tool: the form card (its heading, `fields`, the submit button) beside the
 * results card (its heading; before the first result the section's `emptyText`, then `results`;
 * the note; and, with a result, the "Discuss this result" link carrying `code` to the booking
 * page). The results are a polite live region, so a new result is announced, and are brought into
 * view after each calculation when off screen. `onSubmit` computes the result (it returns false
 * when a field was refused: focus is then on that field and nothing else moves). The tool's
 * `kind` names it in ids and in the link.
 */
export function ToolFrame({
  section,
  fields,
  results,
  onSubmit,
  code,
  narrowForm = false,
}: {
  section: ToolSection;
  fields: ReactNode;
  results: ReactNode;
  onSubmit: (form: HTMLFormElement) => boolean;
  /** The current result's code for the booking page, or null before the first result. */
  code: string | null;
  /** The form is a long list (a questionnaire): the results stay in view beside it. */
  narrowForm?: boolean;
}): JSX.Element {
  const kind = section.tool.kind;
  const resultsRef = useRef<HTMLDivElement>(null);
  const [calculations, setCalculations] = useState(0);
  useEffect(() => {
    if (calculations > 0 && resultsRef.current) reveal(resultsRef.current);
  }, [calculations]);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (onSubmit(e.currentTarget)) setCalculations((n) => n + 1);
  };
  return (
    <div
      css={{
        display: "grid",
        gap: space.lg,
        [mq.lg]: {
          gridTemplateColumns: narrowForm ? "3fr 2fr" : "1fr 1fr",
          alignItems: "start",
        },
      }}
    >
      <form onSubmit={submit} noValidate css={toolCard} aria-labelledby={`${kind}-inputs-heading`}>
        <h3 id={`${kind}-inputs-heading`} css={{ fontSize: fontSizes.xl, marginBottom: space.lg }}>
          {section.inputsHeading}
        </h3>
        <div css={{ display: "grid", gap: space.lg }}>{fields}</div>
        <button
          type="submit"
          {...AVOID_PROMPT}
          className={actionClassName("primary", "btn--block")}
          css={{ marginTop: space.xl }}
        >
          {section.submitLabel}
        </button>
      </form>
      <div
        ref={resultsRef}
        {...AVOID_PROMPT}
        role="region"
        aria-labelledby={`${kind}-results-heading`}
        css={{
          ...toolCard,
          background: colors.primarySoft,
          borderColor: colors.primaryBorder,
          scrollMarginTop: space.md,
          [mq.lg]: { position: "sticky", top: 96 },
        }}
      >
        <h3 id={`${kind}-results-heading`} css={{ fontSize: fontSizes.xl, marginBottom: space.lg }}>
          {section.resultsHeading}
        </h3>
        <div aria-live="polite" data-tool-result={code === null ? "empty" : "ready"}>
          {code === null ? <p css={{ color: colors.muted }}>{section.emptyText}</p> : results}
        </div>
        {section.note && (
          <p css={{ marginTop: space.md, color: colors.muted, fontSize: fontSizes.sm }}>
            {section.note}
          </p>
        )}
        {code !== null && (
          <div css={{ marginTop: space.lg }}>
            <ActionButton
              action={{
                label: section.discuss.label,
                href: discussHref(section.discuss.href, kind, code),
              }}
              className="btn--block"
            />
          </div>
        )}
      </div>
    </div>
  );
}

/** A list of labelled results (`<dl>`), each a row with its figure. */
export function ResultRows({ rows }: { rows: [label: string, value: string][] }): JSX.Element {
  return (
    <dl css={{ margin: 0, display: "grid", gap: space.sm }}>
      {rows.map(([label, value]) => (
        <div key={label} css={resultRow}>
          <dt css={{ color: colors.muted, fontWeight: 600 }}>{label}</dt>
          <dd css={resultFigure}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The block under a tool that states what it computes with: a heading, a table (`head` is its
 * header row, `rows` its body rows, the first cell of each a row header) and a note (the source
 * and date of the prices).
 */
export function Assumptions({
  heading,
  head,
  rows,
  note,
  id,
}: {
  heading: string;
  head: string[];
  rows: ReactNode[][];
  note?: ReactNode;
  id: string;
}): JSX.Element {
  const cell = {
    padding: "10px 12px",
    borderBottom: `1px solid ${colors.borderSoft}`,
    textAlign: "left",
    verticalAlign: "top",
  } as const;
  return (
    <div css={{ ...toolCard, marginTop: space.lg }}>
      <h3 id={id} css={{ fontSize: fontSizes.lg, marginBottom: space.md }}>
        {heading}
      </h3>
      {/* A wide table scrolls in its own box; keyboard users can reach it to scroll. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div css={{ overflowX: "auto" }} tabIndex={0} role="region" aria-labelledby={id}>
        <table css={{ width: "100%", borderCollapse: "collapse", fontSize: fontSizes.sm }}>
          <thead>
            <tr>
              {head.map((h) => (
                <th key={h} scope="col" css={{ ...cell, color: colors.muted, fontWeight: 650 }}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([first, ...rest], i) => (
              <tr key={i}>
                <th scope="row" css={{ ...cell, fontWeight: 600 }}>
                  {first}
                </th>
                {rest.map((c, j) => (
                  <td key={j} css={cell}>
                    {c}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note && (
        <p css={{ marginTop: space.md, color: colors.muted, fontSize: fontSizes.sm }}>{note}</p>
      )}
    </div>
  );
}
