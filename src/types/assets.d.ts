/** A font file imported through webpack: its public URL (e.g. `/static/name-hash.woff2`). */
declare module "*.woff2" {
  const url: string;
  export default url;
}
