/** The machine's Chromium for benchmarks: never a downloaded browser, headless, nothing reaching outside the machine. */
import { type Browser, chromium } from "playwright-core";

export const chromiumPath = "/usr/bin/chromium";

export const chromiumArgs = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

export const launchChromium = (args: string[] = []): Promise<Browser> => chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...args] });
