import { Helmet } from "react-helmet";
import type { Seo } from "../content/schema";
import { useSiteContent } from "../content/SiteContentContext";
import {
  articleJsonLd,
  breadcrumbListJsonLd,
  organizationJsonLd,
  serviceJsonLd,
  webPageJsonLd,
} from "../lib/jsonLd";
import {
  canonicalUrl,
  DEFAULT_ROBOTS,
  metaDescription,
  ogLocale,
  pageTitle,
} from "../lib/pageMeta";
import { ARTICLE_SCHEMA_TYPE, type ArticleKind } from "../lib/articles";
import { absoluteUrl } from "../lib/siteUrl";
import type { Crumb } from "../lib/breadcrumbs";

/** What the page head is written from: the page's metadata and path (site settings come from the site-content context). */
export type PageHeadProps = {
  /** The page's metadata from its content file (`seo` in data/pages/*.json). */
  seo: Seo;
  /** The registered path of the page (aliases pass their registered page's path). */
  path: string;
  /**
   * The page's own 1200×630 px social image (site path and alt text, from gatsby-node.ts);
   * `seo.ogImage` wins over it, the site's image stands in without it.
   */
  socialImage?: { path: string; alt: string };
  /** Robots directive override, e.g. "noindex" for the not-found page. */
  robots?: string;
  /** On article pages: what the article tags and JSON-LD say. Dates are ISO (`2025-03-14`). */
  article?: {
    kind: ArticleKind;
    author: string;
    /** The author's role and bio (data/authors.json), for the JSON-LD `Person`. */
    authorProfile?: { role: string; bio: string };
    section: string;
    datePublished: string;
    dateModified: string;
    /** A workflow template's file: its site path and the name it is saved under. */
    download?: { path: string; name: string };
  };
  /** The page's breadcrumb trail (src/lib/breadcrumbs.ts); none on the home and not-found pages. */
  breadcrumbs?: Crumb[];
};

/**
 * The document head tags of a page: title with the ` | {brand}` suffix rule, description,
 * keywords, canonical URL, Open Graph and Twitter tags with the page's 1200×630 social image, robots,
 * theme colour, and JSON-LD (organization + webpage on every page, service where
 * `seo.structuredData` asks for it, the breadcrumb list on pages given a trail). Renders through react-helmet.
 * Pages use it through {@link ./PageHead}, which loads this module off the critical path.
 */
export default function PageHeadTags({
  seo,
  path,
  robots = DEFAULT_ROBOTS,
  article,
  socialImage,
  breadcrumbs = [],
}: PageHeadProps): JSX.Element {
  const { site, navigation } = useSiteContent();
  const title = pageTitle(seo.title, site.brand);
  const description = metaDescription(seo.description);
  const schemaType = article ? ARTICLE_SCHEMA_TYPE[article.kind] : "WebPage";
  const url = canonicalUrl(site.siteUrl, { path, canonicalPath: seo.canonicalPath });
  const social = seo.ogImage
    ? { path: seo.ogImage, alt: site.socialImage.alt }
    : (socialImage ?? site.socialImage);
  const image = absoluteUrl(site.siteUrl, social.path);
  const jsonLd = [
    organizationJsonLd({
      siteUrl: site.siteUrl,
      brand: site.brand,
      legalName: site.organization.legalName,
      foundingDate: site.organization.foundingDate,
      email: site.organization.email,
      phone: site.organization.phone,
      contactPath: navigation.footer.contact.formLink.href,
      logoPath: site.organization.logo,
      sameAs: site.organization.sameAs,
      description: site.description,
    }),
    webPageJsonLd({
      siteUrl: site.siteUrl,
      siteName: site.brand,
      url,
      title,
      description,
      language: site.language,
    }),
    ...(article && schemaType !== "WebPage"
      ? [
          articleJsonLd({
            type: schemaType,
            siteUrl: site.siteUrl,
            url,
            headline: seo.title,
            description: seo.description,
            author: article.author,
            authorRole: article.authorProfile?.role,
            authorBio: article.authorProfile?.bio,
            datePublished: article.datePublished,
            dateModified: article.dateModified,
            image,
            section: article.section,
            language: site.language,
            ...(article.download
              ? {
                  download: {
                    url: absoluteUrl(site.siteUrl, article.download.path),
                    name: article.download.name,
                  },
                }
              : {}),
          }),
        ]
      : []),
    ...(breadcrumbs.length > 1
      ? [breadcrumbListJsonLd({ siteUrl: site.siteUrl, url, crumbs: breadcrumbs })]
      : []),
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
      <meta name="description" content={description} />
      <meta name="keywords" content={seo.keywords.join(", ")} />
      <link rel="canonical" href={url} />
      <meta name="robots" content={robots} />
      <meta name="theme-color" content={site.themeColor} />
      <meta property="og:type" content={schemaType === "WebPage" ? "website" : "article"} />
      {article &&
        schemaType !== "WebPage" && [
          <meta
            key="published"
            property="article:published_time"
            content={article.datePublished}
          />,
          <meta key="modified" property="article:modified_time" content={article.dateModified} />,
          <meta key="author" property="article:author" content={article.author} />,
          <meta key="section" property="article:section" content={article.section} />,
        ]}
      <meta property="og:site_name" content={site.brand} />
      <meta property="og:locale" content={ogLocale(site.language)} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(site.socialImage.width)} />
      <meta property="og:image:height" content={String(site.socialImage.height)} />
      <meta property="og:image:alt" content={social.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      {site.twitterHandle && <meta name="twitter:site" content={site.twitterHandle} />}
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={social.alt} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <script type="application/ld+json">{JSON.stringify(jsonLd)}</script>
    </Helmet>
  );
}
