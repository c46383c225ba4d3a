import { defineConfig } from "vitest/config";

// CI asks for a JSON report beside the usual output, to print one closing line of counts.
const jsonReport = process.env.VITEST_JSON_REPORT;

export default defineConfig({
  test: {
    reporters: jsonReport ? ["default", ["json", { outputFile: jsonReport }]] : ["default"],
    projects: [
      {
        test: {
          name: "node",
          // Engine, schema and server tests run in Node; server tests talk to real databases and sockets.
          include: ["tests/unit/**/*.test.ts", "tests/server/**/*.test.ts"],
          environment: "node",
        },
      },
    ],
  },
});
