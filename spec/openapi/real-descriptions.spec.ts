import { readFileSync } from "node:fs";
import { join } from "node:path";
import { toFetchArgs } from "../../lib";
import { fromOpenAPI } from "../../lib/openapi";
import { judgeRequest } from "./judge/judge-request";
import type { OpenAPIDocument } from "./judge/openapi-types";
import { operationsOf } from "./judge/operation-parts";
import { sampleOperation } from "./judge/sample-values";

// Every operation of six real descriptions (spec/fixtures/openapi/README.md says what each
// covers) is built with the values a caller would give, sent through toFetchArgs into a Request,
// and judged by spec/openapi/judge, which knows only the OpenAPI text, not the library.
//
// The call convention the values follow:
// - every parameter (path, query, header, cookie) is given flat, under its name as written; a
//   name that parameters of two places share is one value, sent to each;
// - the properties of an object body are given flat too, unless one of them has a parameter's
//   name or the body is no object: then the body is `data` (unless the operation names a
//   parameter or property `data` itself, when the body stays flat);
// - names such as `method`, `url`, `headers` that the operation describes are its own;
// - with several request media types, the chosen one is `headers: { "content-type": … }`
//   (unless the operation names `headers`: then the first one listed is used);
// - bytes are a Blob (with its type); a base64 or base64url string (`contentEncoding`) is its
//   base64 text, like any other string.
//
// An operation the library builds wrong fails its description's case unless it is listed below,
// and a listed one that is built right fails it too, so that the list stays true. Each list may
// hold at most 1% of its description's operations.

interface Description {
  name: string;
  file: string;
  /** Routes (`METHOD /path`) known to be built wrong, each with the reason. */
  exceptions: Record<string, string>;
}

const DESCRIPTIONS: Description[] = [
  { name: "Discord (OpenAPI 3.1)", file: "discord/openapi.json", exceptions: {} },
  { name: "Box (OpenAPI 3.0)", file: "box/openapi.json", exceptions: {} },
  { name: "Twilio Conversations (OpenAPI 3.0)", file: "twilio/twilio_conversations_v1.json", exceptions: {} },
  { name: "Stripe (OpenAPI 3.0)", file: "stripe/spec3.json", exceptions: {} },
  { name: "OpenAI (OpenAPI 3.1)", file: "openai/openapi.json", exceptions: {} },
  { name: "SendGrid (OpenAPI 3.1)", file: "sendgrid/oai_v3_stoplight.json", exceptions: {} },
];

const FIXTURES = join(__dirname, "..", "fixtures", "openapi");

interface Failure {
  route: string;
  problems: string[];
}

/** Every operation built with its sample's values, sent into a Request, judged; the failures. */
async function buildEvery(document: OpenAPIDocument): Promise<Failure[]> {
  const config = fromOpenAPI(document);
  const failures: Failure[] = [];
  for (const { path, method } of operationsOf(document)) {
    const sample = sampleOperation(document, path, method);
    let problems: string[];
    try {
      const options = config.build(sample.operationId ?? sample.route, sample.values);
      problems = await judgeRequest(document, sample, new Request(...toFetchArgs(options)));
    } catch (error) {
      problems = [`building it threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`];
    }
    // The first few problems say enough, and keep a failure's report readable.
    if (problems.length > 0) failures.push({ route: sample.route, problems: problems.slice(0, 4) });
  }
  return failures;
}

describe("requests built from real OpenAPI descriptions", () => {
  describe.each(DESCRIPTIONS)("$name", ({ file, exceptions }) => {
    const document = JSON.parse(readFileSync(join(FIXTURES, file), "utf8")) as OpenAPIDocument;
    const routes = operationsOf(document).map(({ path, method }) => `${method.toUpperCase()} ${path}`);
    const total = routes.length;
    // In the document's order, the order failures are found in.
    const excepted = routes.filter((route) => Object.hasOwn(exceptions, route));

    it("excepts at most 1% of its operations, each an operation it has", () => {
      expect(Object.keys(exceptions).filter((route) => !routes.includes(route))).toEqual([]);
      expect(excepted.length).toBeLessThanOrEqual(Math.floor(total / 100));
    });

    it("builds every operation right but the excepted ones", async () => {
      const failures = await buildEvery(document);
      const report = {
        summary: `built right: ${total - failures.length} of ${total}`,
        failing: failures.map(({ route, problems }) => (excepted.includes(route) ? route : { route, problems })),
      };
      expect(report).toEqual({ summary: `built right: ${total - excepted.length} of ${total}`, failing: excepted });
    });
  });
});
