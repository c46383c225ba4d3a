/**
 * Removes what a PDF can do on its own, so staff opening an application never run a student's
 * script: automatic actions (/OpenAction, /AA), JavaScript, actions that launch programs, submit
 * data or open other files, and annotations that carry files or media (ISO 32000-1, 12.6 and 12.5.6).
 * Plain links (URI, GoTo) and what the page shows are kept.
 */
import { PDFArray, PDFDict, type PDFContext, PDFName, type PDFObject, PDFStream } from "pdf-lib";

const automatic = ["OpenAction", "AA", "JS", "Next"].map((key) => PDFName.of(key));
const activeActions = new Set(["JavaScript", "Launch", "SubmitForm", "ImportData", "Rendition", "RichMediaExecute", "GoToE", "GoToR", "Movie", "Sound"]);
const carrierAnnotations = new Set(["FileAttachment", "Sound", "Movie", "Screen", "RichMedia", "3D"]);

const nameOf = (context: PDFContext, dict: PDFDict, key: string): string | undefined => {
  const value = context.lookup(dict.get(PDFName.of(key)));
  return value instanceof PDFName ? value.decodeText() : undefined;
};

function cleanDict(context: PDFContext, dict: PDFDict): void {
  for (const key of automatic) dict.delete(key);
  const action = context.lookup(dict.get(PDFName.of("A")));
  if (action instanceof PDFDict && activeActions.has(nameOf(context, action, "S") ?? "")) dict.delete(PDFName.of("A"));
  const annots = context.lookup(dict.get(PDFName.of("Annots")));
  if (annots instanceof PDFArray) {
    for (let i = annots.size() - 1; i >= 0; i--) {
      const annot = context.lookup(annots.get(i));
      if (annot instanceof PDFDict && carrierAnnotations.has(nameOf(context, annot, "Subtype") ?? "")) annots.remove(i);
    }
  }
}

/** Walks one object and what it holds directly; indirect objects are each visited from the context. */
function clean(context: PDFContext, object: PDFObject): void {
  const dict = object instanceof PDFStream ? object.dict : object;
  if (dict instanceof PDFDict) {
    cleanDict(context, dict);
    for (const [, value] of dict.entries()) clean(context, value);
  } else if (dict instanceof PDFArray) {
    for (const value of dict.asArray()) clean(context, value);
  }
}

export function stripActive(context: PDFContext): void {
  for (const [, object] of context.enumerateIndirectObjects()) clean(context, object);
}
