import { defineConfig } from "vitest/config";

// CI asks for a JSON report beside the usual output, to print one closing line of counts.
const jsonReport = process.env.VITEST_JSON_REPORT;

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    // Engine and schema tests are pure; they run in Node.
    environment: "node",
    reporters: jsonReport ? ["default", ["json", { outputFile: jsonReport }]] : ["default"],
  },
});
