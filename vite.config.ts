import path from "node:path";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { formLanguageStrings } from "./scripts/build/formLanguageStrings.ts";
import { formTitlePlugin } from "./scripts/build/formTitle.ts";
import { precompress } from "./scripts/build/precompress.ts";
import { stepPreloads } from "./scripts/build/preloads.ts";
import { prerenderPages } from "./scripts/build/prerender.ts";

// CI asks for a JSON report beside the usual output, to print one closing line of counts.
const jsonReport = process.env.VITEST_JSON_REPORT;

// Renderer tests and stories run in the machine's Chromium (never a downloaded browser), headless,
// one test file at a time: the machine has two cores shared with other work. A function, because
// Vitest writes each project's name into its browser instances.
const chromium = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  }),
  instances: [{ browser: "chromium" as const }],
  // Failure screenshots would land in the repository; the error and the DOM say enough.
  screenshotFailures: false,
});

// Pre-bundled up front, so the browser page is not reloaded mid-run when Vite discovers them.
const optimizeDeps = {
  include: ["react", "react-dom", "react-dom/client", "react/jsx-dev-runtime", "react-aria-components", "react-aria", "react-stately", "zustand", "zustand/vanilla", "zustand/middleware/immer", "immer", "@react-input/mask", "@internationalized/date"],
};

// The fault tests kill processes and stop a PostgreSQL server: they run only when named
// (`vitest run --project faults`, `npm run test:faults`), never in a plain `vitest run`.
const faultsNamed = process.argv.some((arg, i) => arg === "--project=faults" || (arg === "faults" && process.argv[i - 1] === "--project"));

// Since Vitest 5 the projects below extend this file, so the web app's plugin is left out of test
// runs: each project keeps exactly the plugins it lists.
export default defineConfig(({ mode }) => ({
  // The web app (app/, entry index.html): `vite build` writes it to dist/, which the server serves,
  // with brotli and gzip copies of each file beside it. react-aria ships its strings (labels it
  // writes itself) in 34 locales; only the form's languages are kept in the bundle
  // (scripts/build/formLanguageStrings.ts). The pages a new visitor opens come
  // drawn in their HTML (scripts/build/prerender.ts), compressed with the rest. The page title is
  // the form folder's (scripts/build/formTitle.ts).
  plugins: mode === "test" ? [] : [react(), formTitlePlugin(), formLanguageStrings(), stepPreloads(), prerenderPages(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The chunk every page shares (react-dom, react-aria) is over Vite's 500 kB warning; the warning says nothing new.
    chunkSizeWarningLimit: 2048,
    // Beside the app, the script that loads it into a prerendered page once the page has painted.
    rolldownOptions: { input: { index: "index.html", takeover: "app/prerender/takeover.ts" } },
  },
  test: {
    // expect.poll and expect.element retry for up to this long (1 s by default): on a busy
    // two-core machine a browser can take seconds to draw what a test then looks for.
    expect: { poll: { timeout: 15_000 } },
    reporters: jsonReport ? ["default", ["json", { outputFile: jsonReport }]] : ["default"],
    projects: [
      {
        test: {
          name: "node",
          // Engine, schema and server tests run in Node; server tests talk to real databases and sockets.
          include: ["tests/unit/**/*.test.ts", "tests/server/**/*.test.ts"],
          environment: "node",
          // Many of these run a command (schema:check, schema:build, the CLI) as a process of its own:
          // seconds on a quiet machine, many more on a busy one, so a generous deadline.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        optimizeDeps,
        test: {
          name: "browser",
          // Renderer behaviour in a real browser: keyboard use, store updates, re-render counts.
          include: ["tests/browser/**/*.test.tsx"],
          fileParallelism: false,
          // A generous deadline: on a busy machine a page of the real form takes many seconds to draw.
          testTimeout: 60_000,
          browser: chromium(),
        },
      },
      {
        test: {
          name: "e2e",
          // The built app in Chromium against the real server, database and SMTP listener. The
          // setup builds the app once per run; one file at a time, each with one browser.
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/e2e/support/buildApp.ts"],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      ...(faultsNamed
        ? [
            {
              test: {
                name: "faults",
                // Real app and worker processes killed mid-work, PostgreSQL and object storage taken away
                // and brought back; one file at a time, as each starts its own processes.
                include: ["tests/faults/**/*.test.ts"],
                environment: "node",
                fileParallelism: false,
                testTimeout: 180_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        plugins: [storybookTest({ configDir: path.join(import.meta.dirname, ".storybook") })],
        optimizeDeps,
        test: {
          name: "storybook",
          // Every story is a test: it renders, runs its play function, and fails on any axe violation.
          fileParallelism: false,
          testTimeout: 60_000,
          browser: chromium(),
        },
      },
    ],
  },
}));
