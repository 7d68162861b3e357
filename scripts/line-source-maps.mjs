// A rollup output plugin that keeps one mapping per generated line in each source map: the first
// one, which names the source line the generated line comes from. Stack traces and debuggers
// still land on the right line of the right lib/ file, and the published maps shrink to about a
// fifth (issue 27: the package may not unpack to more than octokit's).
const DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGITS.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

function encodeValue(value) {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let text = "";
  do {
    const digit = rest & 31;
    rest >>>= 5;
    text += DIGITS[rest > 0 ? digit | 32 : digit];
  } while (rest > 0);
  return text;
}

/**
 * The `mappings` of a source map with every line reduced to its first segment. Segment fields
 * other than the generated column are deltas across the whole map, so every segment is decoded
 * and the kept ones encoded again against each other.
 */
export function firstSegmentPerLine(mappings) {
  const absolute = [0, 0, 0, 0, 0];
  const written = [0, 0, 0, 0, 0];
  return mappings
    .split(";")
    .map((line) => {
      let kept;
      absolute[0] = 0;
      for (const segment of line.split(",").filter(Boolean)) {
        const values = decodeSegment(segment);
        values.forEach((value, index) => {
          absolute[index] += value;
        });
        // Without the name index: the Node builds keep their names (nothing is mangled).
        if (kept === undefined && values.length >= 4) kept = absolute.slice(0, 4);
      }
      if (kept === undefined) return "";
      written[0] = 0;
      const text = kept.map((value, index) => encodeValue(value - written[index])).join("");
      kept.forEach((value, index) => {
        written[index] = value;
      });
      return text;
    })
    .join(";");
}

export const lineSourceMaps = () => ({
  name: "line-source-maps",
  // Rollup has written each map as an asset (`<file>.map`) by the time this hook runs.
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type !== "asset" || !file.fileName.endsWith(".map")) continue;
      const map = JSON.parse(String(file.source));
      file.source = JSON.stringify({ ...map, names: [], mappings: firstSegmentPerLine(map.mappings) });
    }
  },
});
