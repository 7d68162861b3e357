// @semantic-release/github as semantic-release runs it in a release pipeline: verifyConditions,
// publish with assets, then success, against two recording servers on 127.0.0.1, one for the API
// and one for the uploads (the upload_url of GitHub's create-release answer names the second), as
// GitHub serves api.github.com and uploads.github.com. Run by semantic-release.spec.ts in a child
// Node process, on @octokit/endpoint or, through register-endpoint.mjs, on the companion:
//
//   SR_API_PORT=… SR_UPLOADS_PORT=… node semantic-release-app.mjs
//   OCTOKIT_ENDPOINT_TARGET=<file> node --import ./register-endpoint.mjs semantic-release-app.mjs
//
// It prints one JSON document: which @octokit/endpoint ran, what each step returned or threw, the
// logger's lines, and what each server received.
import { Buffer } from "node:buffer";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { verifyConditions, publish, success } from "@semantic-release/github";
import { outcome, plain } from "./outcomes.mjs";
import { startRecordingServer } from "./recording-server.mjs";

const owner = "octo-org";
const repo = "hello-world";
const SHA = "1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b";
// A zip's first bytes: not UTF-8, so the upload must arrive byte for byte.
const ASSET_BYTES = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0xff, 0xfe, 0x00, 0x80]);

const api = await startRecordingServer(Number(process.env.SR_API_PORT ?? 0));
const uploads = await startRecordingServer(Number(process.env.SR_UPLOADS_PORT ?? 0));

const repository = { full_name: `${owner}/${repo}`, clone_url: `https://github.com/${owner}/${repo}.git` };
const release = (extra) => ({
  id: 1,
  html_url: `https://github.com/${owner}/${repo}/releases/tag/v1.0.0`,
  ...extra,
});

// GraphQL answers by the query semantic-release sends: the pull request of the release's commit,
// the issue it closes, and an open issue of an earlier failed release to close.
function graphql(record) {
  const { query } = JSON.parse(record.body);
  if (query.includes("associatedPullRequests")) {
    return {
      json: {
        data: {
          repository: {
            [`commit${SHA.slice(0, 6)}`]: {
              oid: SHA,
              associatedPullRequests: {
                pageInfo: { endCursor: null, hasNextPage: false },
                nodes: [
                  {
                    number: 7,
                    title: "Fix the bug",
                    body: "Fixes #3",
                    url: "https://github.com/pr/7",
                    state: "MERGED",
                  },
                ],
              },
            },
          },
        },
      },
    };
  }
  if (query.includes("getSRIssues")) {
    return {
      json: {
        data: {
          repository: {
            issues: {
              nodes: [
                { number: 9, title: "The automated release is failing 🚨", body: "<!-- semantic-release:github -->" },
              ],
            },
          },
        },
      },
    };
  }
  return {
    json: {
      data: {
        repository: { issue3: { number: 3, title: "A bug", body: "", url: "https://github.com/i/3", state: "OPEN" } },
      },
    },
  };
}

api.reset({
  [`GET /repos/${owner}/${repo}`]: { json: { ...repository, permissions: { push: true } } },
  [`POST /repos/${owner}/${repo}/releases`]: {
    status: 201,
    json: release({ upload_url: `${uploads.origin}/repos/${owner}/${repo}/releases/1/assets{?name,label}` }),
  },
  [`PATCH /repos/${owner}/${repo}/releases/1`]: { json: release({}) },
  "POST /graphql": graphql,
  [`GET /repos/${owner}/${repo}/pulls/7/commits`]: { json: [{ sha: SHA }] },
  [`POST /repos/${owner}/${repo}/issues/7/comments`]: { status: 201, json: { html_url: "https://github.com/c/7" } },
  [`POST /repos/${owner}/${repo}/issues/3/comments`]: { status: 201, json: { html_url: "https://github.com/c/3" } },
  [`POST /repos/${owner}/${repo}/issues/7/labels`]: { json: [{ name: "released" }] },
  [`POST /repos/${owner}/${repo}/issues/3/labels`]: { json: [{ name: "released" }] },
  [`PATCH /repos/${owner}/${repo}/issues/9`]: { json: { html_url: "https://github.com/i/9" } },
});
uploads.reset({
  [`POST /repos/${owner}/${repo}/releases/1/assets`]: (record) => ({
    status: 201,
    json: { browser_download_url: `https://github.com/download${record.target.slice(record.target.indexOf("?"))}` },
  }),
});

const cwd = mkdtempSync(path.join(tmpdir(), "semantic-release-app-"));
writeFileSync(path.join(cwd, "dist.zip"), ASSET_BYTES);
writeFileSync(path.join(cwd, "notes.txt"), "Release notes, as text\n");

const log = [];
const logger = Object.fromEntries(
  ["log", "info", "warn", "error", "success"].map((level) => [
    level,
    (...args) => log.push([level, ...args.map((arg) => plain(arg))]),
  ]),
);
const pluginConfig = {
  githubApiUrl: api.origin,
  assets: [{ path: "dist.zip", label: "Distribution (<%= nextRelease.gitTag %>)" }, "notes.txt"],
};
const nextRelease = { type: "minor", version: "1.0.0", gitTag: "v1.0.0", name: "v1.0.0", notes: "Notes" };
const context = {
  cwd,
  env: { GITHUB_TOKEN: "github-token" },
  options: { repositoryUrl: `https://github.com/${owner}/${repo}.git` },
  branch: { name: "main" },
  branches: [{ name: "main" }],
  logger,
  nextRelease,
  commits: [{ hash: SHA, message: "fix: the bug\n\nCloses #3" }],
  lastRelease: {},
  releases: [],
};

const steps = {};
steps.verifyConditions = await outcome(() => verifyConditions({ ...pluginConfig }, context));
steps.publish = await outcome(() => publish({ ...pluginConfig }, context));
const published = steps.publish.result;
steps.success = await outcome(() =>
  success({ ...pluginConfig }, { ...context, releases: published ? [{ ...published, ...nextRelease }] : [] }),
);
rmSync(cwd, { recursive: true, force: true });

// Requests to one server arrive in the order the client sent them, which for the parallel
// uploads and comments is the order they were started; sorted, so that the runs compare.
const byLine = (a, b) => a.requestLine.localeCompare(b.requestLine);
const output = {
  endpoint: import.meta.resolve("@octokit/endpoint"),
  apiOrigin: api.origin,
  uploadsOrigin: uploads.origin,
  steps,
  log,
  api: api.records().toSorted(byLine),
  uploads: uploads.records().toSorted(byLine),
};
await api.close();
await uploads.close();
process.stdout.write(JSON.stringify(output, null, 1) + "\n", () => process.exit(0));
