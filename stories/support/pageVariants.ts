/**
 * The stories every page of the form has, by export name: stories/support/pageStory.tsx says what
 * each shows, and `npm run schema:build` (scripts/pageStories.ts) exports them from each page's
 * generated stories file. Plain data, so the build reads it without React.
 */
export const pageVariants = ["Empty", "Filled", "Invalid", "Visitor", "Print"] as const;
export type PageVariant = (typeof pageVariants)[number];
