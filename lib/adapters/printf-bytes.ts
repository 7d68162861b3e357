// Bytes printf's format may hold as they are: printable ASCII but the three it or the shell
// would read (`'` ends the quoted word, `\` starts an escape, `%` a conversion).
const isLiteral = (byte: number): boolean => byte >= 0x20 && byte <= 0x7e && byte !== 0x27 && byte !== 0x5c;

/**
 * A POSIX shell command that writes exactly `bytes` to standard output, NUL bytes included
 * (which no command-line argument can hold): `printf` with every other byte as a `\ooo` octal
 * escape in its single-quoted format. Built into sh, bash, dash and zsh, so no argument-length limit.
 *
 * @example
 * printfBytes(new Uint8Array([0, 0x41, 0x25])); // "printf '\\000A%%'"
 */
export function printfBytes(bytes: Uint8Array): string {
  let format = "";
  for (const byte of bytes) {
    if (byte === 0x25) format += "%%";
    else if (isLiteral(byte)) format += String.fromCharCode(byte);
    else format += `\\${byte.toString(8).padStart(3, "0")}`;
  }
  return `printf '${format}'`;
}
