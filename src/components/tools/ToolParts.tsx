import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { ActionButton, actionClassName, AVOID_PROMPT } from "../ActionButton";
import type { SectionOf } from "../../content/schema";
import { fieldProblem, type FieldBounds, type FieldProblem } from "../../lib/tools/numbers";
import { discussHref } from "../../lib/tools/discuss";
import { space } from "../../styles/theme";
import { balancedGrid } from "../../styles/grid";

/** A tool section's content (every kind). */
export type ToolSection = SectionOf<"tool">;

export { NumberField, type NumberFieldCopy } from "./NumberField";

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
    <fieldset className="choice-field">
      <legend className="field__label choice-field__legend">{legend}</legend>
      {hint && <p className="field__hint">{hint}</p>}
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
              className={checked ? "choice choice--checked" : "choice"}
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
                className="choice__input"
              />
              <span>
                <span id={`${id}-label`} className="choice__label">
                  {c.label}
                </span>
                {c.description && (
                  <span id={`${id}-description`} className="choice__description">
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
    <div className={narrowForm ? "tool-frame tool-frame--narrow-form" : "tool-frame"}>
      <form
        onSubmit={submit}
        noValidate
        className="tool-card"
        aria-labelledby={`${kind}-inputs-heading`}
      >
        <h3 id={`${kind}-inputs-heading`} className="tool-card__heading">
          {section.inputsHeading}
        </h3>
        <div className="tool-frame__fields">{fields}</div>
        <button
          type="submit"
          {...AVOID_PROMPT}
          className={actionClassName("primary", "btn--block tool-frame__submit")}
        >
          {section.submitLabel}
        </button>
      </form>
      <div
        ref={resultsRef}
        {...AVOID_PROMPT}
        role="region"
        aria-labelledby={`${kind}-results-heading`}
        className="tool-card tool-card--results tool-card--sticky"
      >
        <h3 id={`${kind}-results-heading`} className="tool-card__heading">
          {section.resultsHeading}
        </h3>
        <div aria-live="polite" data-tool-result={code === null ? "empty" : "ready"}>
          {code === null ? <p className="tool-frame__empty">{section.emptyText}</p> : results}
        </div>
        {section.note && <p className="tool-card__note">{section.note}</p>}
        {code !== null && (
          <div className="tool-card__action">
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
    <dl className="result-rows">
      {rows.map(([label, value]) => (
        <div key={label} className="result-row">
          <dt className="result-row__label">{label}</dt>
          <dd className="result-row__figure">{value}</dd>
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
  return (
    <div className="tool-card tool-assumptions">
      <h3 id={id} className="tool-assumptions__heading">
        {heading}
      </h3>
      {/* A wide table scrolls in its own box; keyboard users can reach it to scroll. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="tool-assumptions__scroll" tabIndex={0} role="region" aria-labelledby={id}>
        <table className="tool-assumptions__table">
          <thead>
            <tr>
              {head.map((h) => (
                <th
                  key={h}
                  scope="col"
                  className="tool-assumptions__cell tool-assumptions__cell--head"
                >
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([first, ...rest], i) => (
              <tr key={i}>
                <th scope="row" className="tool-assumptions__cell tool-assumptions__cell--row">
                  {first}
                </th>
                {rest.map((c, j) => (
                  <td key={j} className="tool-assumptions__cell">
                    {c}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note && <p className="tool-card__note">{note}</p>}
    </div>
  );
}
