import { useSiteContent } from "../content/SiteContentContext";
import { chosenTemplate } from "../content/bookingTemplates";
import { useLocationSearch } from "./useLocationSearch";

/**
 * On the booking page, names the workflow template a visitor chose with a template card's
 * Customize link (`?template=<slug>`): "You're asking about: <title>" and a note, from
 * data/site.json `booking.templateNotice`. Takes the known templates (`{ slug: title }`).
 * Renders nothing in the static HTML (the query string is read in the browser), and nothing at
 * all for a value that names no template. Only the template's own title is shown, never the
 * query value. Styled by static classes (`.chosen-template…`, src/components/noticeCss.ts).
 */
export function ChosenTemplateNotice({
  templates,
}: {
  templates: Record<string, string>;
}): JSX.Element | null {
  const { site } = useSiteContent();
  const title = chosenTemplate(useLocationSearch(), templates);
  if (!title) return null;
  const { label, note } = site.booking.templateNotice;
  return (
    <div data-testid="booking-template" className="chosen-template">
      <p className="chosen-template__title">
        {label} <strong>{title}</strong>
      </p>
      <p className="chosen-template__note">{note}</p>
    </div>
  );
}
