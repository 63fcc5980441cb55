import { Helmet } from "react-helmet";
import type { Seo } from "../content/schema";
import { useSiteContent } from "../content/SiteContentContext";
import { organizationJsonLd, serviceJsonLd, webPageJsonLd } from "../lib/jsonLd";
import { canonicalUrl, DEFAULT_ROBOTS, ogLocale, pageTitle } from "../lib/pageMeta";
import { absoluteUrl } from "../lib/siteUrl";

/** What the page head is written from: the page's metadata and path (site settings come from the site-content context). */
export type PageHeadProps = {
  /** The page's metadata from its content file (`seo` in data/pages/*.json). */
  seo: Seo;
  /** The registered path of the page (aliases pass their registered page's path). */
  path: string;
  /** Robots directive override, e.g. "noindex" for the not-found page. */
  robots?: string;
};

/**
 * The document head tags of a page: title with the ` | {brand}` suffix rule, description,
 * keywords, canonical URL, Open Graph and Twitter tags with the 1200×630 social image, robots,
 * theme colour, and JSON-LD (organization + webpage on every page, service where
 * `seo.structuredData` asks for it). Renders through react-helmet.
 * Pages use it through {@link ./PageHead}, which loads this module off the critical path.
 */
export default function PageHeadTags({
  seo,
  path,
  robots = DEFAULT_ROBOTS,
}: PageHeadProps): JSX.Element {
  const { site } = useSiteContent();
  const title = pageTitle(seo.title, site.brand);
  const url = canonicalUrl(site.siteUrl, { path, canonicalPath: seo.canonicalPath });
  const image = absoluteUrl(site.siteUrl, seo.ogImage ?? site.socialImage.path);
  const jsonLd = [
    organizationJsonLd({
      siteUrl: site.siteUrl,
      brand: site.brand,
      legalName: site.organization.legalName,
      foundingDate: site.organization.foundingDate,
      email: site.organization.email,
      logoPath: site.organization.logo,
      sameAs: site.organization.sameAs,
      description: site.description,
    }),
    webPageJsonLd({
      siteUrl: site.siteUrl,
      siteName: site.brand,
      url,
      title,
      description: seo.description,
      language: site.language,
    }),
    ...(seo.structuredData?.includes("service")
      ? [
          serviceJsonLd({
            siteUrl: site.siteUrl,
            url,
            name: seo.title,
            description: seo.description,
          }),
        ]
      : []),
  ];
  return (
    <Helmet htmlAttributes={{ lang: site.language }}>
      <title>{title}</title>
      <meta name="description" content={seo.description} />
      <meta name="keywords" content={seo.keywords.join(", ")} />
      <link rel="canonical" href={url} />
      <meta name="robots" content={robots} />
      <meta name="theme-color" content={site.themeColor} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:locale" content={ogLocale(site.language)} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={seo.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(site.socialImage.width)} />
      <meta property="og:image:height" content={String(site.socialImage.height)} />
      <meta property="og:image:alt" content={site.socialImage.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      {site.twitterHandle && <meta name="twitter:site" content={site.twitterHandle} />}
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={seo.description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={site.socialImage.alt} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <script type="application/ld+json">{JSON.stringify(jsonLd)}</script>
    </Helmet>
  );
}
