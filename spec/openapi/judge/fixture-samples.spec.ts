import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { OpenAPIDocument } from "./openapi-types";
import { mediaTypeOf, operationsOf, parametersOf, requestBodyOf } from "./operation-parts";
import { child } from "./resolve-refs";
import { forValidation } from "./sample-schema";
import { parameterSchema, sampleOperation } from "./sample-values";
import { validatorFor } from "./schema-validator";

// A sample the description itself refuses would fail every library: each sample of the real
// descriptions must be valid for its schemas, with every required parameter given.

const FIXTURES = join(__dirname, "..", "..", "fixtures", "openapi");

describe.each([
  "discord/openapi.json",
  "box/openapi.json",
  "twilio/twilio_conversations_v1.json",
  "stripe/spec3.json",
  "openai/openapi.json",
  "sendgrid/oai_v3_stoplight.json",
])("judge: the samples of %s", (file) => {
  it("are valid for their schemas, each required parameter given", () => {
    const document = JSON.parse(readFileSync(join(FIXTURES, file), "utf8")) as OpenAPIDocument;
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
