// ESLint with typescript-eslint's type-checked rules; formatting is Prettier's job (npm run lint).
import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "packages/*/dist/",
      "docs/api/",
      "coverage/",
      "bench/.build/",
      "bench/types/.build/",
      ".doc-examples/",
      "spec/fixtures/petstore/petstore.ts",
      "spec/fixtures/openapi-shop/shop.ts",
      "spec/fixtures/openapi/box/box.ts",
      "spec/fixtures/openapi-32/acme-32.ts",
      "lib/types/generated/",
      ".stryker-tmp/",
      "reports/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  // @types/jest types the asymmetric matchers (expect.objectContaining, expect.stringMatching,
  // expect.any …) as `any`, so every `toThrow(expect.objectContaining(…))` would be flagged.
  {
    files: ["spec/**/*.ts"],
    rules: { "@typescript-eslint/no-unsafe-argument": "off", "@typescript-eslint/no-unsafe-assignment": "off" },
  },
  // The companion is built on the main package's public surface, as any user's subclass would be:
  // its internals may change without a major release.
  {
    files: ["packages/octokit-endpoint/src/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+lib/(?!index$)",
              message: "Import the main package's public entry (lib/index); export from it what the companion needs.",
            },
          ],
        },
      ],
    },
  },
  // Plain JavaScript (rollup config, TypeDoc plugin, spec helpers run by Node) has no types to check.
  {
    files: ["**/*.mjs", "**/*.cjs"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      globals: {
        console: "readonly",
        process: "readonly",
        globalThis: "readonly",
        fetch: "readonly",
        structuredClone: "readonly",
        URL: "readonly",
        Response: "readonly",
      },
    },
  },
  // CommonJS files load modules with require(): that is their module system, not a style choice.
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { require: "readonly" } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
