import { compileOpenAPI, fromOperationTable, type OperationTable } from "../../lib/openapi";
import { thrown } from "../support/thrown";

// fromOperationTable's input: the tables it refuses and the settings it checks, each error by its
// code and its message, and a table that passes built into requests.
const table = compileOpenAPI({
  openapi: "3.1.0",
  info: { title: "Table API", version: "1" },
  servers: [{ url: "https://{region}.table.test", variables: { region: { default: "eu", enum: ["eu", "us"] } } }],
  paths: {
    "/t": { get: { operationId: "t", responses: {} } },
    "/u/{id}": { get: { operationId: "u", responses: {} } },
  },
});
const refusal = (action: () => unknown) => {
  const error = thrown(action) as Error & { code?: string };
  return { code: error.code, message: error.message };
};
const invalid = (message: string) => ({ code: "ERR_INVALID_OPTIONS", message });
const fromLoose = (loose: unknown, settings?: unknown) =>
  fromOperationTable(loose as OperationTable, settings as Parameters<typeof fromOperationTable>[1]);

describe("fromOperationTable refuses what is not an operation table of version 3", () => {
  it("builds from a table that went through JSON", () => {
    const config = fromOperationTable(JSON.parse(JSON.stringify(table)) as OperationTable);
    expect(config.build("t").url).toBe("https://eu.table.test/t");
  });

  it("refuses a table of another format, naming the version it reads", () => {
    expect(refusal(() => fromLoose({ ...table, format: "other-table" }))).toEqual(
      invalid("Invalid operation table an object: expected compileOpenAPI()'s answer, version 3"),
    );
  });

  it("refuses an older table, saying to compile again, and a table of another version", () => {
    expect(refusal(() => fromLoose({ ...table, version: 1 }))).toEqual(
      invalid(
        "Invalid operation table at /version: it is version 1, whose shape this library no longer reads: " +
          "compile the description again with compileOpenAPI()",
      ),
    );
    expect(refusal(() => fromLoose({ ...table, version: 2 })).message).toContain(
      "it is version 2, whose shape this library no longer reads: compile the description again",
    );
    expect(refusal(() => fromLoose({ ...table, version: 4 }))).toEqual(
      invalid("Invalid operation table at /version: expected 3, the version compileOpenAPI() writes, not 4"),
    );
    expect(refusal(() => fromLoose({ ...table, version: "3" })).code).toBe("ERR_INVALID_OPTIONS");
  });

  it("refuses a table whose operations, servers or schemes have the wrong shape, naming where, and no table at all", () => {
    expect(refusal(() => fromLoose({ ...table, operations: {} }))).toEqual(
      invalid("Invalid operation table at /operations: expected an array, not an object"),
    );
    expect(refusal(() => fromLoose({ ...table, servers: {} }))).toEqual(
      invalid("Invalid operation table at /servers: expected an array, not an object"),
    );
    expect(refusal(() => fromLoose({ ...table, securitySchemes: [] }))).toEqual(
      invalid("Invalid operation table at /securitySchemes: expected an object, not an array"),
    );
    expect(refusal(() => fromLoose("table"))).toEqual(
      invalid('Invalid operation table "table": expected compileOpenAPI()\'s answer, version 3'),
    );
  });
});

describe("fromOperationTable's settings", () => {
  it("refuses settings that are no object, naming them", () => {
    expect(refusal(() => fromLoose(table, 5))).toEqual(invalid("Invalid settings 5: expected an object"));
    expect(refusal(() => fromLoose(table, null))).toEqual(invalid("Invalid settings null: expected an object"));
    expect(refusal(() => fromLoose(table, ["strict"]))).toEqual(
      invalid("Invalid settings an array: expected an object"),
    );
  });

  it("refuses serverVariables that are no object", () => {
    expect(refusal(() => fromLoose(table, { serverVariables: "us" }))).toEqual(
      invalid('Invalid serverVariables "us": expected an object'),
    );
    expect(refusal(() => fromLoose(table, { serverVariables: ["us"] }))).toEqual(
      invalid("Invalid serverVariables an array: expected an object"),
    );
  });

  it("takes serverVariables for the first server", () => {
    expect(fromOperationTable(table, { serverVariables: { region: "us" } }).build("t").url).toBe(
      "https://us.table.test/t",
    );
  });

  it("refuses a baseUrl that is no string", () => {
    expect(refusal(() => fromLoose(table, { baseUrl: new URL("https://a.test") }))).toEqual(
      invalid("Invalid baseUrl an object: expected a URL"),
    );
  });

  it("refuses a vendor setting, since the description makes the vendor", () => {
    expect(refusal(() => fromLoose(table, { vendor: undefined }))).toEqual(
      invalid("A config from a description has the description's vendor: leave the vendor setting out"),
    );
  });

  it("passes the other settings to the config", () => {
    expect(fromOperationTable(table).build("u").url).toBe("https://eu.table.test/u/");
    expect(refusal(() => fromOperationTable(table, { strict: true }).build("u")).code).toBe("ERR_MISSING_PARAMETER");
  });
});
