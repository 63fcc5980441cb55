import type { SectionProps } from "../types";
import { SectionShell } from "../SectionShell";
import { ToolMark } from "../../components/ToolMark";

type DemoEntry = SectionProps<"demo">["section"]["entries"][number];

type DemoSource = NonNullable<DemoEntry["sources"]>[number];

/** The documents an answer cites, numbered from 1 in the order the words refer to them. */
function Sources({ sources }: { sources: DemoSource[] }): JSX.Element {
  return (
    <ol className="demo__sources">
      {sources.map((s, i) => (
        <li key={s.title} className="demo__source">
          <span className="demo__source-n" aria-hidden="true">
            {i + 1}
          </span>
          <span className="demo__source-title">{s.title}</span>
          {s.detail && <span className="demo__source-detail">{s.detail}</span>}
        </li>
      ))}
    </ol>
  );
}

/**
 * One step of the run: when, who (with the app's mark, if any), what (a heading), then its
 * labelled fields (an email's headers, a brief, a tool call's input and output), its words (the
 * email's body), its conversation and the sources its answer cites.
 */
function Entry({ entry }: { entry: DemoEntry }): JSX.Element {
  return (
    <li className={`demo__entry demo__entry--${entry.tone ?? "agent"}`}>
      <span className="demo__rail" aria-hidden="true" />
      <div className="demo__meta">
        <span className="demo__dot" aria-hidden="true" />
        {entry.time && <span className="demo__time">{entry.time}</span>}
        <span className="demo__actor">
          {entry.mark && <ToolMark slug={entry.mark} />}
          {entry.actor}
        </span>
      </div>
      <div className="demo__card">
        <h3 className="demo__title">{entry.title}</h3>
        {entry.fields && entry.fields.length > 0 && (
          <dl className="demo__fields">
            {entry.fields.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {entry.text && <p className="demo__text">{entry.text}</p>}
        {entry.turns && entry.turns.length > 0 && (
          <ol className="demo__turns">
            {entry.turns.map((t, i) => (
              <li key={i} className={t.agent ? "demo__turn demo__turn--agent" : "demo__turn"}>
                <span className="demo__speaker">{t.speaker}</span>
                <span className="demo__line">{t.text}</span>
              </li>
            ))}
          </ol>
        )}
        {entry.sources && entry.sources.length > 0 && <Sources sources={entry.sources} />}
      </div>
    </li>
  );
}

/**
 * A demo shown in place: a scripted sample of a role at work, drawn as a product screen (a
 * window bar with the run's title and status, then the run's entries in order: each with its
 * time, who acted, a heading, and its labelled fields, words or conversation turns). Takes the
 * `demo` section; every word comes from the page's JSON.
 *
 * Why a static section and not a `<details>` disclosure or a video: the hero's demo link points
 * at `#demo`, so one activation (click, Enter, or a shared link) lands on a demo that is already
 * open: no second control to find, nothing for a keyboard or screen-reader user to expand, and
 * the browser moves the focus starting point there, so Tab continues from the demo. It is plain
 * HTML and CSS, reserved in the page from the first paint (no layout shift, no JavaScript before
 * or after interaction: the section is not hydrated), readable by search engines and printable,
 * and at 390 px it reads top to bottom like a log. A disclosure would hide the very thing the
 * button promised behind a second click; a video would need a player, captions and bytes.
 */
export function Demo({ section, index }: SectionProps<"demo">): JSX.Element {
  const { window: screen, entries, note } = section;
  return (
    <SectionShell isStatic section={section} index={index} tone="alternate">
      <figure className="demo">
        <div className="demo__window">
          <div className="demo__bar">
            <span className="demo__dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="demo__window-title">{screen.title}</span>
            {screen.status && <span className="demo__status">{screen.status}</span>}
          </div>
          <ol className="demo__log">
            {entries.map((entry) => (
              <Entry key={`${entry.actor}-${entry.title}`} entry={entry} />
            ))}
          </ol>
        </div>
        {note && <figcaption className="demo__note">{note}</figcaption>}
      </figure>
    </SectionShell>
  );
}
