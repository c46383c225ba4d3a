/**
 * Bookmarks added to a PDF's outline with pdf-lib's low-level objects (it has no outline API):
 * one parent bookmark holding one child per target page, placed after the bookmarks already there
 * (Chromium's, made from the print view's headings), which stay as they are.
 */
import { type PDFArray, PDFDict, type PDFDocument, PDFHexString, PDFName, PDFNumber, type PDFRef } from "pdf-lib";

export interface Bookmark {
  title: string;
  page: PDFRef;
}

function dict(doc: PDFDocument, entries: Record<string, PDFRef | PDFHexString | PDFNumber | PDFName | PDFArray>): PDFDict {
  const out = doc.context.obj({});
  for (const [key, value] of Object.entries(entries)) out.set(PDFName.of(key), value);
  return out;
}

const destination = (doc: PDFDocument, page: PDFRef): PDFArray => doc.context.obj([page, PDFName.of("Fit")]);

/** Appends `title` with `children` (open) at the end of the outline, making the outline when there is none. */
export function appendBookmarks(doc: PDFDocument, title: string, children: readonly Bookmark[]): void {
  const first = children[0];
  if (!first) return;
  const { context, catalog } = doc;
  const existing = catalog.get(PDFName.of("Outlines"));
  const rootRef = existing ? (existing as PDFRef) : context.register(dict(doc, { Type: PDFName.of("Outlines") }));
  const root = context.lookup(rootRef, PDFDict);
  catalog.set(PDFName.of("Outlines"), rootRef);

  const parentRef = context.nextRef();
  const childRefs = children.map(() => context.nextRef());
  children.forEach((child, i) => {
    const [ref, prev, next] = [childRefs[i], childRefs[i - 1], childRefs[i + 1]];
    if (!ref) return;
    const item = dict(doc, { Title: PDFHexString.fromText(child.title), Parent: parentRef, Dest: destination(doc, child.page) });
    if (prev) item.set(PDFName.of("Prev"), prev);
    if (next) item.set(PDFName.of("Next"), next);
    context.assign(ref, item);
  });
  const [firstRef, lastChildRef] = [childRefs[0], childRefs[childRefs.length - 1]];
  if (!firstRef || !lastChildRef) return;
  const parent = dict(doc, {
    Title: PDFHexString.fromText(title),
    Parent: rootRef,
    First: firstRef,
    Last: lastChildRef,
    Count: PDFNumber.of(children.length),
    Dest: destination(doc, first.page),
  });
  const lastRef = root.get(PDFName.of("Last")) as PDFRef | undefined;
  if (lastRef) {
    context.lookup(lastRef, PDFDict).set(PDFName.of("Next"), parentRef);
    parent.set(PDFName.of("Prev"), lastRef);
  } else {
    root.set(PDFName.of("First"), parentRef);
  }
  root.set(PDFName.of("Last"), parentRef);
  context.assign(parentRef, parent);
  // An open outline counts every visible bookmark: those already there, the parent and its children.
  const count = root.lookupMaybe(PDFName.of("Count"), PDFNumber)?.asNumber() ?? 0;
  root.set(PDFName.of("Count"), PDFNumber.of(Math.abs(count) + 1 + children.length));
  // The reader opens with the bookmarks shown: the officer's table of contents.
  catalog.set(PDFName.of("PageMode"), PDFName.of("UseOutlines"));
}
