/**
 * The pages a build of the web app writes beside its scripts, by name: what scripts/build writes
 * and server/http/static.ts serves.
 */

/** The folder of the pages drawn at build time for a new visitor: /<page id> is prerendered/<page id>.html. */
export const prerenderedDir = "prerendered";

/**
 * index.html as the build writes it for one of the form's other languages: its `lang` and title in
 * that language, so that the page is marked in the reader's language from its first byte, not
 * only once the app has loaded.
 */
export const languagePage = (locale: string): string => `index.${locale}.html`;
