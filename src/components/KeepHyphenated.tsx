/** A word joined by a hyphen between two letters or digits ("enterprise-grade", "24-7"). */
const HYPHENATED = /([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+)/u;

/**
 * A heading's words with every hyphenated word kept on one line: each is wrapped in a
 * `<span class="nowrap">` (white-space: nowrap, src/styles/polishCss.ts), so a heading never
 * breaks "enterprise-/grade" across two lines. The text itself is unchanged (no invisible
 * characters), so its accessible name, search and copy-paste read as written. Takes the text.
 */
export function KeepHyphenated({ text }: { text: string }): JSX.Element {
  const parts = text.split(HYPHENATED);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className="nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
