import { graphql, useStaticQuery } from "gatsby";
import type { SiteContent } from "./SiteContentContext";

type SiteQuery = {
  siteJson: { content: SiteContent["site"] };
  navigationJson: { content: SiteContent["navigation"] };
};

/**
 * data/site.json and data/navigation.json from GraphQL (one static query shared by every page;
 * `siteUrl` already honours SITE_URL / URL, see gatsby-node.ts).
 */
export function useSiteData(): SiteContent {
  const data = useStaticQuery<SiteQuery>(graphql`
    query SiteContent {
      siteJson {
        content
      }
      navigationJson {
        content
      }
    }
  `);
  return { site: data.siteJson.content, navigation: data.navigationJson.content };
}
