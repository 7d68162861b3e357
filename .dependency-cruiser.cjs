// No file of lib/ outside lib/types reaches itself again through its imports, type imports
// counted (tsPreCompilationDeps: true): a pipeline module names what it asks of the vendor by an
// interface of its own instead of importing Vendor, and the facade names the members of a config
// it calls. Folders are checked on runtime imports by .dependency-cruiser-folders.cjs. `npm test`
// runs both through `npm run check:cycles`.
module.exports = {
  forbidden: [
    {
      name: "no-file-cycle",
      comment: "A module outside lib/types that reaches itself again through its imports, types included.",
      severity: "error",
      from: { pathNot: "^lib/types" },
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    // The packages lib/ imports (the CLI's yaml) are theirs to arrange: only lib/ is judged.
    doNotFollow: { path: "node_modules" },
  },
};
