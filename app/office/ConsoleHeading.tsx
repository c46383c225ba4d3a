import { PageHeading, type PageHeadingProps } from "../layout/PageHeading.tsx";
import { texts } from "./texts.ts";

/** A console page's h1: the app's page heading (focus on a new screen), with the console's name in the document title. */
export function ConsoleHeading(props: Omit<PageHeadingProps, "site">) {
  return <PageHeading {...props} site={texts.consoleName} />;
}
