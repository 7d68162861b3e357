import { readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";

/** Set by `npm run snapshots:update`: the release specs write their files instead of comparing. */
const UPDATING = process.env["RESTKIT_UPDATE_SNAPSHOTS"] === "1";

const root = `${__dirname}/../..`;

/**
 * Compares `actual` with the checked-in file at `path`, or writes it there under
 * `npm run snapshots:update`. A difference fails with the file's name and what to run, so a
 * public change is made on purpose and seen in review, never by accident.
 */
export function expectSnapshotFile(path: string, actual: string): void {
  if (UPDATING) {
    writeFileSync(path, actual);
    return;
  }
  let expected: string;
  try {
    expected = readFileSync(path, "utf8");
  } catch {
    throw new Error(`${relative(root, path)} is missing: run \`npm run snapshots:update\` and commit it`);
  }
  if (actual !== expected) {
    // Jest prints the line diff below this line; the message says what to do about it.
    console.error(
      `${relative(root, path)} differs from what the code builds now. If the change is meant, run ` +
        "`npm run snapshots:update`, commit the file and add a line to CHANGELOG.md.",
    );
  }
  expect(actual).toBe(expected);
}
