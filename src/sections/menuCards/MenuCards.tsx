import type { SectionProps } from "../types";
import { SectionShell } from "../SectionShell";
import { CardGrid } from "../cards/Cards";
import { useSiteContent } from "../../content/SiteContentContext";

/**
 * A hub's cards: one per item of the header menu `section.menu` (data/navigation.json), with that
 * item's icon, title (linking to its page) and description. Content validation guarantees the
 * menu exists; an unknown id would render an empty grid rather than fail.
 */
export function MenuCards({ section, index }: SectionProps<"menuCards">): JSX.Element {
  const { navigation } = useSiteContent();
  const items = navigation.header.menus.find((m) => m.id === section.menu)?.items ?? [];
  const cards = items.map(({ icon, title, description, href }) => ({
    icon,
    title,
    description,
    href,
  }));
  return (
    <SectionShell isStatic section={section} index={index} tone="alternate">
      <CardGrid cards={cards} columns={section.columns} />
    </SectionShell>
  );
}
