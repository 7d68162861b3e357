import { bundleDocuments } from "./bundle-documents";
import { judgeRequest } from "./judge-request";
import type { OpenAPIDocument } from "./openapi-types";
import { operationsOf, routeOf } from "./operation-parts";
import { sampleOperation } from "./sample-values";

// What OpenAPI 3.2.0 adds to a request, each judged once right and once with a mistake a library
// could make: the query method and additionalOperations, the querystring (a form, or JSON) and
// the cookie style.

const document: OpenAPIDocument = bundleDocuments(
  JSON.parse(
    JSON.stringify({
      openapi: "3.2.0",
      $self: "https://things.test/openapi.json",
      servers: [{ url: "https://things.test" }],
      paths: {
        "/things": {
          query: {
            requestBody: {
              content: { "application/json": { schema: { $ref: "openapi.json#/components/schemas/F" } } },
            },
          },
          additionalOperations: { Link: { parameters: [{ name: "Rel", in: "header", schema: { type: "string" } }] } },
        },
        "/search": {
          get: {
            parameters: [
              {
                name: "filter",
                in: "querystring",
                content: { "application/x-www-form-urlencoded": { schema: { $ref: "#/components/schemas/F" } } },
              },
            ],
          },
        },
        "/search/json": {
          get: {
            parameters: [
              {
                name: "selector",
                in: "querystring",
                content: { "application/json": { schema: { $ref: "#/components/schemas/F" } } },
              },
            ],
          },
        },
        "/prefs": {
          get: {
            parameters: [
              { name: "prefs", in: "cookie", style: "cookie", schema: { type: "object" } },
              { name: "ids", in: "cookie", style: "cookie", schema: { type: "array", items: { type: "string" } } },
            ],
          },
        },
      },
      components: {
        schemas: { F: { type: "object", properties: { color: { type: "string" }, size: { type: "integer" } } } },
      },
    }),
  ),
);

const sampleOf = (path: string, method: string) => sampleOperation(document, path, method);
const get = (target: string, headers: Record<string, string> = {}) =>
  new Request(`https://things.test${target}`, { headers });

describe("judge: OpenAPI 3.2 operations", () => {
  it("lists the query field among the fixed ones and additionalOperations after them, by their method as sent", () => {
    expect(operationsOf(document).map(routeOf)).toEqual([
      "QUERY /things",
      "Link /things",
      "GET /search",
      "GET /search/json",
      "GET /prefs",
    ]);
  });

  it("judges a QUERY request and its body; fails another method, or the additional one's case changed", async () => {
    const query = sampleOf("/things", "query");
    expect(query.values).toEqual({ color: "value1", size: 3 });
    const body = JSON.stringify({ color: "value1", size: 3 });
    const sent = (method: string) =>
      new Request("https://things.test/things", { method, headers: { "content-type": "application/json" }, body });
    await expect(judgeRequest(document, query, sent("QUERY"))).resolves.toEqual([]);
    await expect(judgeRequest(document, query, sent("POST"))).resolves.toEqual(["the method is POST, expected QUERY"]);
    const link = sampleOf("/things", "Link");
    const linked = (method: string) =>
      new Request("https://things.test/things", { method, headers: { rel: "value1" } });
    await expect(judgeRequest(document, link, linked("Link"))).resolves.toEqual([]);
    await expect(judgeRequest(document, link, linked("LINK"))).resolves.toEqual(["the method is LINK, expected Link"]);
  });
});

describe("judge: the querystring parameter (3.2)", () => {
  const form = sampleOf("/search", "get");
  const json = sampleOf("/search/json", "get");

  it("reads a form value as the whole query, fields by the form rules", async () => {
    expect(form.values).toEqual({ filter: { color: "value1", size: 3 } });
    await expect(judgeRequest(document, form, get("/search?color=value1&size=3"))).resolves.toEqual([]);
    await expect(judgeRequest(document, form, get("/search?size=3&color=value1"))).resolves.toEqual([]);
  });

  it("fails a form value written as one query parameter, or with a field as JSON text", async () => {
    await expect(judgeRequest(document, form, get("/search?filter=color%3Dvalue1%26size%3D3"))).resolves.toEqual([
      'the query has "filter": the querystring parameter "filter" arrived in the wrong place or shape',
      'the querystring parameter "filter" is {}, expected {"color":"value1","size":3}',
    ]);
    await expect(judgeRequest(document, form, get("/search?color=%22value1%22&size=3"))).resolves.toEqual([
      'the querystring parameter "filter" is {"color":"\\"value1\\"","size":3}, expected {"color":"value1","size":3}',
    ]);
  });

  it("reads a JSON value as the whole query, percent-decoded and parsed", async () => {
    expect(json.values).toEqual({ selector: { color: "value1", size: 3 } });
    const text = encodeURIComponent(JSON.stringify({ color: "value1", size: 3 }));
    await expect(judgeRequest(document, json, get(`/search/json?${text}`))).resolves.toEqual([]);
  });

  it("fails a JSON value written as form fields, as one query parameter, or with a number as a string", async () => {
    await expect(judgeRequest(document, json, get("/search/json?color=value1&size=3"))).resolves.toEqual([
      'the querystring parameter "selector" is not JSON, as its content type application/json says: "color=value1&size=3"',
    ]);
    const named = `selector=${encodeURIComponent(JSON.stringify({ color: "value1", size: 3 }))}`;
    expect(await judgeRequest(document, json, get(`/search/json?${named}`))).toEqual([
      expect.stringMatching(/^the querystring parameter "selector" is not JSON/),
    ]);
    const text = encodeURIComponent(JSON.stringify({ color: "value1", size: "3" }));
    await expect(judgeRequest(document, json, get(`/search/json?${text}`))).resolves.toEqual([
      'the querystring parameter "selector" is {"color":"value1","size":"3"}, expected {"color":"value1","size":3}',
      'the querystring parameter "selector": /size must be integer',
    ]);
  });

  it("fails a query where the call gave no querystring value", async () => {
    const none = { ...json, values: {}, expected: { parameters: [] } };
    await expect(judgeRequest(document, none, get("/search/json?x=1"))).resolves.toEqual([
      'the query is "x=1", yet the call gave no querystring parameter "selector"',
    ]);
  });
});

describe("judge: the cookie style (3.2)", () => {
  const prefs = sampleOf("/prefs", "get");

  it("samples an object that may hold anything with one property, so that it sends something", () => {
    expect(prefs.values).toEqual({ prefs: { key1: "value1" }, ids: ["value1", "value2"] });
  });

  it("reads exploded pairs joined by '; ', and fails them percent-encoded, or a list not exploded", async () => {
    const cookie = (text: string) => get("/prefs", { cookie: text });
    await expect(judgeRequest(document, prefs, cookie("key1=value1; ids=value1; ids=value2"))).resolves.toEqual([]);
    await expect(judgeRequest(document, prefs, cookie("key1=value%31; ids=value1; ids=value2"))).resolves.toEqual([
      'the cookie parameter "prefs" is {"key1":"value%31"}, expected {"key1":"value1"}',
    ]);
    await expect(judgeRequest(document, prefs, cookie("key1=value1; ids=value1,value2"))).resolves.toEqual([
      'the cookie parameter "ids" is ["value1,value2"], expected ["value1","value2"]',
    ]);
  });
});
