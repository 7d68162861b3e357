import ts from "typescript";

/**
 * What a user with `strict` gets: Node's ESM resolution, so "@restkit/endpoint" resolves through
 * the package's own exports map to the built declarations in dist/ (a package may import itself
 * by name), and the DOM's fetch types; `types` names the `@types` packages loaded (`node`, or none).
 */
export function userCompilerOptions(types: readonly string[]): ts.CompilerOptions {
  return {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    moduleDetection: ts.ModuleDetectionKind.Force,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    types: [...types],
    skipLibCheck: true,
    noEmit: true,
  };
}

/**
 * A compiler host that also sees `files`, which exist only in memory: name them next to a spec
 * so that "@restkit/endpoint" resolves through the package's own exports map.
 */
export function hostWith(options: ts.CompilerOptions, files: Readonly<Record<string, string>>): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  const getSource = host.getSourceFile.bind(host);
  host.readFile = (file) => files[file] ?? read(file);
  host.fileExists = (file) => file in files || exists(file);
  host.getSourceFile = (file, language, ...rest) =>
    file in files ? ts.createSourceFile(file, files[file]!, language) : getSource(file, language, ...rest);
  return host;
}
