/** A PDF's bookmarks (its outline), read with pdf-lib: each title, the index of the page it opens, and its children. */
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFString } from "pdf-lib";

export interface OutlineItem {
  title: string;
  /** Index of the page it opens, or -1 when its destination is not a page of the file. */
  page: number;
  children: OutlineItem[];
}

function pageOf(doc: PDFDocument, item: PDFDict): number {
  let dest = item.lookup(PDFName.of("Dest"));
  const action = item.lookup(PDFName.of("A"));
  if (!dest && action instanceof PDFDict) dest = action.lookup(PDFName.of("D"));
  if (dest instanceof PDFString || dest instanceof PDFHexString || dest instanceof PDFName) {
    // A named destination, looked up in the catalog's /Dests or /Names /Dests tree (one level, as Chromium writes it).
    const name = dest instanceof PDFName ? dest.decodeText() : dest.decodeText();
    const dests = doc.catalog.lookup(PDFName.of("Dests"));
    if (dests instanceof PDFDict) dest = dests.lookup(PDFName.of(name));
    const names = doc.catalog.lookup(PDFName.of("Names"));
    const tree = names instanceof PDFDict ? names.lookup(PDFName.of("Dests")) : undefined;
    const list = tree instanceof PDFDict ? tree.lookup(PDFName.of("Names")) : undefined;
    if (list instanceof PDFArray) {
      for (let i = 0; i + 1 < list.size(); i += 2) {
        const key = list.lookup(i);
        if ((key instanceof PDFString || key instanceof PDFHexString) && key.decodeText() === name) dest = list.lookup(i + 1);
      }
    }
  }
  if (dest instanceof PDFDict) dest = dest.lookup(PDFName.of("D"));
  if (!(dest instanceof PDFArray)) return -1;
  const target = dest.get(0);
  return doc.getPages().findIndex((page) => target instanceof PDFRef && page.ref === target);
}

function items(doc: PDFDocument, first: unknown): OutlineItem[] {
  const out: OutlineItem[] = [];
  let current = first instanceof PDFRef ? doc.context.lookup(first) : undefined;
  while (current instanceof PDFDict) {
    const title = current.lookup(PDFName.of("Title"));
    out.push({
      title: title instanceof PDFString || title instanceof PDFHexString ? title.decodeText() : "",
      page: pageOf(doc, current),
      children: items(doc, current.get(PDFName.of("First"))),
    });
    const next = current.get(PDFName.of("Next"));
    current = next instanceof PDFRef ? doc.context.lookup(next) : undefined;
  }
  return out;
}

export async function outlineOf(pdf: Uint8Array): Promise<OutlineItem[]> {
  const doc = await PDFDocument.load(pdf);
  const root = doc.catalog.lookup(PDFName.of("Outlines"));
  return root instanceof PDFDict ? items(doc, root.get(PDFName.of("First"))) : [];
}

/** Every item, depth first. */
export const flatOutline = (outline: OutlineItem[]): OutlineItem[] => outline.flatMap((item) => [item, ...flatOutline(item.children)]);
