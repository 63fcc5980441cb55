import type { SectionOf, SectionType } from "../content/schema";

/** Props every section component receives: its content and its index on the page. */
export type SectionProps<T extends SectionType> = {
  section: SectionOf<T>;
  /** Position on the page (0 = hero); used for fallback ids and alternating backgrounds. */
  index: number;
};
