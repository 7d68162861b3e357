import { readFileSync } from "node:fs";
import { join } from "node:path";

const { version } = JSON.parse(readFileSync(join(__dirname, "../../package.json"), "utf8")) as { version: string };

/** The default user-agent, from the version in package.json. */
export const USER_AGENT = `restkit-endpoint.js/${version}`;
export const ACCEPT = "application/vnd.github.v3+json";
