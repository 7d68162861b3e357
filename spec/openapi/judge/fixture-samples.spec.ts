import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { readSplitDescription } from "../../support/split-description";
import { bundleDocuments } from "./bundle-documents";
import type { OpenAPIDocument } from "./openapi-types";
import { mediaTypeOf, operationsOf, parametersOf, requestBodyOf } from "./operation-parts";
import { child } from "./resolve-refs";
import { forValidation } from "./sample-schema";
import { parameterSchema, sampleOperation } from "./sample-values";
import { validatorFor } from "./schema-validator";

// A sample the description itself refuses would fail every library: each sample of the real
// descriptions must be valid for its schemas, with every required parameter given.

const FIXTURES = join(__dirname, "..", "..", "fixtures");
const oneFile = (file: string) => () =>
  bundleDocuments(JSON.parse(readFileSync(join(FIXTURES, file), "utf8")) as OpenAPIDocument);
const oneYamlFile = (file: string) => () =>
  bundleDocuments(parse(readFileSync(join(FIXTURES, file), "utf8")) as OpenAPIDocument);

describe.each([
  ["discord/openapi.json", oneFile("openapi/discord/openapi.json")],
  ["box/openapi.json", oneFile("openapi/box/openapi.json")],
  ["twilio/twilio_conversations_v1.json", oneFile("openapi/twilio/twilio_conversations_v1.json")],
  ["stripe/spec3.json", oneFile("openapi/stripe/spec3.json")],
  ["openai/openapi.json", oneFile("openapi/openai/openapi.json")],
  ["sendgrid/oai_v3_stoplight.json", oneFile("openapi/sendgrid/oai_v3_stoplight.json")],
  ["figma/openapi.yaml", oneYamlFile("openapi/figma/openapi.yaml")],
  ["openapi-32/acme-32.json", oneFile("openapi-32/acme-32.json")],
  [
    "openapi-split/cafe, in several files",
    () => {
      const { root, documents } = readSplitDescription(join(FIXTURES, "openapi-split", "cafe"), "openapi.yaml");
      return bundleDocuments(root as OpenAPIDocument, documents);
    },
  ],
] as const)("judge: the samples of %s", (_, read) => {
  it("are valid for their schemas, each required parameter given", () => {
    const document = read();
    const validator = validatorFor(document);
    const problems: string[] = [];
    for (const at of operationsOf(document)) {
      const sample = sampleOperation(document, at.path, at.method);
      for (const { node, pointer } of parametersOf(document, at)) {
        const expected = sample.expected.parameters.find(
          (parameter) => parameter.in === node.in && parameter.name === node.name,
        );
        if (expected === undefined) {
          if (node.required === true) problems.push(`${sample.route}: ${node.name} is required`);
          continue;
        }
        const schema = parameterSchema(node, pointer);
        problems.push(
          ...validator
            .problems(schema.pointer, expected.value)
            .map((problem) => `${sample.route} ${node.name}: ${problem}`),
        );
      }
      const body = sample.expected.body;
      const described = requestBodyOf(document, at);
      const media = body === undefined || described === undefined ? undefined : mediaTypeOf(described, body.mediaType);
      if (body !== undefined && media?.node.schema !== undefined) {
        const pointer = child(media.pointer, "schema");
        problems.push(
          ...validator
            .problems(pointer, forValidation(body.value))
            .map((problem) => `${sample.route} body: ${problem}`),
        );
      }
    }
    expect(problems).toEqual([]);
  });
});
