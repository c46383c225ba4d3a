/**
 * `npm run -s cli -- export --format csv|json [--since TIME] [--out FILE | --bundle DIR]`: the
 * submitted applications as a file a records system imports (write.ts). The data goes to standard
 * output, to FILE, or into DIR with each application's PDF and documents (bundle.ts); what the
 * command has to say goes to standard error, so the data stays clean in a pipe.
 */
import { join } from "node:path";
import { type Command, consolePrinter, option } from "../cli/command.ts";
import { systemClock } from "../clock.ts";
import { form } from "../form.ts";
import { openStorage } from "../storage/open.ts";
import { formatNamed, formatNames } from "./formats.ts";
import { parseSince } from "./since.ts";
import { writeExport } from "./write.ts";

interface ExportArgs {
  format?: string;
  since?: string;
  out?: string;
  bundle?: string;
  rest: string[];
}

function parse(args: string[]): ExportArgs {
  const format = option(args, "--format");
  const since = option(format.rest, "--since");
  const out = option(since.rest, "--out");
  const bundle = option(out.rest, "--bundle");
  return { format: format.value, since: since.value, out: out.value, bundle: bundle.value, rest: bundle.rest };
}

/** The data file's name in a bundle. */
const dataFileName = (extension: string): string => `applications.${extension}`;

export const exportCommand: Command = {
  usage: "export --format csv|json [--since TIME] [--out FILE | --bundle DIR]",
  summary: "every submitted application (never a draft), one record each, to standard output or FILE; --since takes those submitted after TIME; --bundle writes the data, each application's PDF and its documents into DIR",

  output(args) {
    const { format, out, bundle } = parse(args);
    const chosen = formatNamed(format);
    if (bundle) return chosen ? { dir: bundle, file: join(bundle, dataFileName(chosen.extension)) } : undefined;
    return out ? { file: out } : {};
  },

  async run(args, { config, db, print = consolePrinter, output, storage }) {
    const parsed = parse(args);
    const format = formatNamed(parsed.format);
    const problem =
      parsed.rest.length > 0 ? `usage: ${this.usage}` :
      !format ? `--format must be one of ${formatNames}.` :
      parsed.out === "" || parsed.bundle === "" ? `usage: ${this.usage}` :
      parsed.out !== undefined && parsed.bundle !== undefined ? "--out and --bundle go separately: a bundle's data file is applications.csv or .json in its folder." :
      undefined;
    const since = parsed.since === undefined ? undefined : parseSince(parsed.since, config.timeZone);
    if (problem || !format || !output || (since && "error" in since)) {
      print.err(problem ?? (since && "error" in since ? since.error : "This command writes its data through the CLI."));
      return 2;
    }
    const bundleStorage = parsed.bundle === undefined ? undefined : (storage ?? (await openStorage(config, systemClock)));
    const own = bundleStorage === storage ? undefined : bundleStorage;
    // Loaded for a bundle alone: the printer brings Playwright, which every other command would wait for at start.
    const bundle = bundleStorage && (await import("./bundle.ts")).bundleWriter({ db, storage: bundleStorage, config, output, print });
    try {
      const summary = await writeExport(db, { form, format, ...(since ? { since: since.at } : {}), ...(bundle ? { onApplication: bundle.add } : {}) }, (chunk) => output.write(chunk));
      print.err(
        summary.latest
          ? `${summary.count} submitted application${summary.count === 1 ? "" : "s"} exported, the latest submitted at ${summary.latest}; the next ones: --since ${summary.latest}`
          : "No submitted application to export.",
      );
      return 0;
    } finally {
      await bundle?.close();
      await own?.close();
    }
  },
};
