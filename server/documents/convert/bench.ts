/**
 * `npm run bench:convert`: the median time to convert an upload of each kind (PNG, JPEG, PDF,
 * Word), over the shared corpus's files whose manifest row says "convert", taking the path an
 * upload takes on the server (checkUpload, then convertToPdf). Each kind is warmed up once first,
 * so the worker thread's start is not counted. Then the median time to build an application PDF
 * (applicationPdf/bench.ts). It reports figures; nothing asserts them.
 */
import { basename } from "node:path";
import { corpusFile, manifest, outcomeFor, upload } from "../../../tests/server/documents/corpus.ts";
import { benchApplicationPdf } from "../../applicationPdf/bench.ts";

// Word documents take seconds each in LibreOffice; one round of them is enough for a median.
const rounds = { png: 5, jpeg: 5, pdf: 5, docx: 1 } as const;
const pdfRounds = 9;

const quantile = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? NaN;
const ms = (t: number): string => `${t.toFixed(0)} ms`.padStart(11);

console.log(`document conversion benchmark, Node ${process.version}`);
console.log(`${"kind".padEnd(8)}${"files".padStart(6)}${"runs".padStart(6)}${"median".padStart(11)}${"p90".padStart(11)}${"max".padStart(11)}`);
for (const kind of ["png", "jpeg", "pdf", "docx"] as const) {
  const files = manifest.filter((row) => row.type === kind && outcomeFor(row) === "convert").map((row) => ({ name: basename(row.file), bytes: corpusFile(row.file) }));
  const [first] = files;
  if (!first) continue;
  await upload(first.bytes, first.name);
  const times: number[] = [];
  for (let round = 0; round < rounds[kind]; round++) {
    for (const { name, bytes } of files) {
      const start = performance.now();
      const result = await upload(bytes, name);
      times.push(performance.now() - start);
      if (!result.ok) throw new Error(`${name} did not convert: ${result.message}`);
    }
  }
  times.sort((a, b) => a - b);
  console.log(`${kind.padEnd(8)}${String(files.length).padStart(6)}${String(times.length).padStart(6)}${ms(quantile(times, 0.5))}${ms(quantile(times, 0.9))}${ms(times.at(-1) ?? NaN)}`);
}

// The application PDF: the print view of a complete application and two documents, as a worker builds it.
const pdf = await benchApplicationPdf(pdfRounds);
pdf.times.sort((a, b) => a - b);
console.log(`${"app PDF".padEnd(8)}${"1".padStart(6)}${String(pdf.times.length).padStart(6)}${ms(quantile(pdf.times, 0.5))}${ms(quantile(pdf.times, 0.9))}${ms(pdf.times.at(-1) ?? NaN)}`);
console.log(`(the first application PDF, which launched Chromium, took ${pdf.firstMs.toFixed(0)} ms)`);
