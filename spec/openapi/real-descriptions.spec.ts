import { readFileSync } from "node:fs";
import { join } from "node:path";
import { EndpointError, toFetchArgs } from "../../lib";
import { parse } from "yaml";
import { fromOpenAPI } from "../../lib/openapi";
import { readSplitDescription } from "../support/split-description";
import { bundleDocuments } from "./judge/bundle-documents";
import { judgeRequest } from "./judge/judge-request";
import type { OpenAPIDocument } from "./judge/openapi-types";
import { operationsOf, routeOf } from "./judge/operation-parts";
import { sampleOperation } from "./judge/sample-values";

// Every operation of seven real descriptions (spec/fixtures/openapi/README.md says what each
// covers), of Redocly's Cafe written in several files (spec/fixtures/openapi-split) and of the
// OpenAPI 3.2 fixture (spec/fixtures/openapi-32) is built with the values a caller would give,
// sent through toFetchArgs into a Request, and judged by spec/openapi/judge, which knows only
// the OpenAPI text, not the library.
//
// The call convention the values follow:
// - every parameter (path, query, querystring, header, cookie) is given flat, under its name as written; a
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
//
// An operation the library does not serve, by a rule docs/openapi.md gives (a method fetch
// cannot send), is listed apart: building it must throw an EndpointError, ERR_INVALID_ROUTE.

interface Description {
  name: string;
  /** The root document, and the others it refers to, keyed by their URI relative to it. */
  read: () => { root: OpenAPIDocument; documents?: Record<string, object> };
  /** Where the description was read from, when a server URL is relative to it. */
  retrievedFrom?: string;
  /** Routes (`METHOD /path`) known to be built wrong, each with the reason. */
  exceptions: Record<string, string>;
  /** Routes the library refuses to build, each with the rule that leaves them unserved. */
  refused?: Record<string, string>;
}

const FIXTURES = join(__dirname, "..", "fixtures");

const oneFile = (file: string) => () => ({
  root: JSON.parse(readFileSync(join(FIXTURES, "openapi", file), "utf8")) as OpenAPIDocument,
});

// Figma publishes its description as YAML only; it is read as published, not converted.
const oneYamlFile = (file: string) => () => ({
  root: parse(readFileSync(join(FIXTURES, "openapi", file), "utf8")) as OpenAPIDocument,
});

const DESCRIPTIONS: Description[] = [
  { name: "Discord (OpenAPI 3.1)", read: oneFile("discord/openapi.json"), exceptions: {} },
  { name: "Box (OpenAPI 3.0)", read: oneFile("box/openapi.json"), exceptions: {} },
  { name: "Twilio Conversations (OpenAPI 3.0)", read: oneFile("twilio/twilio_conversations_v1.json"), exceptions: {} },
  { name: "Stripe (OpenAPI 3.0)", read: oneFile("stripe/spec3.json"), exceptions: {} },
  { name: "OpenAI (OpenAPI 3.1)", read: oneFile("openai/openapi.json"), exceptions: {} },
  { name: "SendGrid (OpenAPI 3.1)", read: oneFile("sendgrid/oai_v3_stoplight.json"), exceptions: {} },
  { name: "Figma (OpenAPI 3.1, YAML)", read: oneYamlFile("figma/openapi.yaml"), exceptions: {} },
  {
    name: "Redocly Cafe, in several files (OpenAPI 3.1)",
    read: () => {
      const { root, documents } = readSplitDescription(join(FIXTURES, "openapi-split", "cafe"), "openapi.yaml");
      return { root: root as OpenAPIDocument, documents };
    },
    exceptions: {},
  },
  {
    name: "Acme Things (OpenAPI 3.2)",
    read: () => ({
      root: JSON.parse(readFileSync(join(FIXTURES, "openapi-32", "acme-32.json"), "utf8")) as OpenAPIDocument,
    }),
    retrievedFrom: "https://acme.test/openapi/acme-32.json",
    exceptions: {},
    refused: { "CONNECT /things/{id}": "fetch cannot send the method CONNECT" },
  },
];

interface Failure {
  route: string;
  problems: string[];
}

/**
 * Every operation built with its sample's values, sent into a Request, judged; the failures. A
 * refused operation fails unless building it throws an EndpointError ERR_INVALID_ROUTE.
 */
async function buildEvery(description: Description, read: ReturnType<Description["read"]>): Promise<Failure[]> {
  const { root, documents } = read;
  const { retrievedFrom, refused = {} } = description;
  const config = fromOpenAPI(root, {
    ...(documents !== undefined && { documents }),
    ...(retrievedFrom !== undefined && { baseUrl: retrievedFrom }),
  });
  // The judge reads one document: the others go inside it, every $ref made local.
  const document = bundleDocuments(root, documents);
  const failures: Failure[] = [];
  for (const at of operationsOf(document)) {
    const sample = sampleOperation(document, at.path, at.method);
    const isRefused = Object.hasOwn(refused, sample.route);
    let problems: string[];
    try {
      const options = config.build(sample.operationId ?? sample.route, sample.values);
      problems = isRefused
        ? ["it was built, yet it is listed as refused"]
        : await judgeRequest(document, sample, new Request(...toFetchArgs(options)), retrievedFrom);
    } catch (error) {
      const expected = isRefused && error instanceof EndpointError && error.code === "ERR_INVALID_ROUTE";
      problems = expected
        ? []
        : [`building it threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`];
    }
    // The first few problems say enough, and keep a failure's report readable.
    if (problems.length > 0) failures.push({ route: sample.route, problems: problems.slice(0, 4) });
  }
  return failures;
}

describe("requests built from real OpenAPI descriptions", () => {
  describe.each(DESCRIPTIONS)("$name", (description) => {
    const { exceptions, refused = {} } = description;
    const read = description.read();
    const routes = operationsOf(bundleDocuments(read.root, read.documents)).map(routeOf);
    const total = routes.length;
    // In the document's order, the order failures are found in.
    const excepted = routes.filter((route) => Object.hasOwn(exceptions, route));

    it("excepts at most 1% of its operations, each an operation it has, and refuses only operations it has", () => {
      expect(Object.keys(exceptions).filter((route) => !routes.includes(route))).toEqual([]);
      expect(excepted.length).toBeLessThanOrEqual(Math.floor(total / 100));
      expect(Object.keys(refused).filter((route) => !routes.includes(route))).toEqual([]);
    });

    it("builds every operation right but the excepted ones, and refuses the refused ones", async () => {
      const failures = await buildEvery(description, read);
      const judged = total - Object.keys(refused).length;
      const report = {
        summary: `built right: ${judged - failures.length} of ${judged}`,
        failing: failures.map(({ route, problems }) => (excepted.includes(route) ? route : { route, problems })),
      };
      expect(report).toEqual({ summary: `built right: ${judged - excepted.length} of ${judged}`, failing: excepted });
    });
  });
});
