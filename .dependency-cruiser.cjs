// Runtime imports of lib/ must not go round: no file reaches itself again, and no folder does
// (lib/types, which holds compile-time types only, aside). Type-only imports are erased when
// compiled, so they are left out (tsPreCompilationDeps: false): a pipeline module may name the
// type of the rules it asks. `npm test` runs this through `npm run check:cycles`.
module.exports = {
  forbidden: [
    {
      name: "no-file-cycle",
      comment: "A module that reaches itself again through runtime imports.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-folder-cycle",
      comment: "A folder of lib/ that reaches itself again through runtime imports.",
      severity: "error",
      scope: "folder",
      from: { pathNot: "^lib/types" },
      to: { pathNot: "^lib/types", circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: false,
    tsConfig: { fileName: "tsconfig.json" },
    exclude: { path: "^lib/types/" },
  },
};
