/**
 * On the booking page, the tool result a visitor brings (a tool's "Discuss this result"):
 * `copy.label`, the result's sentence (built from known values only, src/lib/toolSubject.ts) and
 * `copy.note`. The booking widget renders it above the scheduler, only in the browser (the query
 * string is read there). Styled by static classes (`.chosen-tool…`, src/components/noticeCss.ts).
 */
export function ChosenToolNotice({
  copy,
  text,
}: {
  copy: { label: string; note: string };
  text: string;
}): JSX.Element {
  return (
    <div data-testid="booking-tool" className="chosen-tool">
      <p className="chosen-tool__label">{copy.label}</p>
      <p className="chosen-tool__text">{text}</p>
      <p className="chosen-tool__note">{copy.note}</p>
    </div>
  );
}
