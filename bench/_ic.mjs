// instruction-count probe: node bench/_ic.mjs <which> <n>
import { endpoint } from "../dist/index.mjs";
import { endpoint as octokit } from "@octokit/endpoint";
const ISSUES = "GET /repos/{owner}/{repo}/issues";
const p = { owner: "octokit", repo: "rest.js", state: "open", per_page: 50 };
const [which, n] = [process.argv[2], Number(process.argv[3])];
const f = which === "octokit" ? octokit : endpoint;
for (let i = 0; i < 5000; i++) f(ISSUES, p); // warm
for (let i = 0; i < n; i++) f(ISSUES, p);
