// No folder of lib/ reaches itself again through runtime imports (lib/types, which holds
// compile-time types only, aside): the rule bodies of Vendor live in lib/vendors/, and the
// pipeline's folders import only the types of what they ask. Type-only imports are erased when
// compiled, so they are left out here; .dependency-cruiser.cjs counts them for files.
module.exports = {
  forbidden: [
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
    // The packages lib/ imports (the CLI's yaml) are theirs to arrange: only lib/ is judged.
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^lib/types/" },
  },
};
