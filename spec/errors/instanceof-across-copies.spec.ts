import * as here from "../../lib";

// A second copy of the library, as when an application loads both the CommonJS and the ES module
// build, or two versions: its classes are other objects, yet its errors pass `instanceof` here.
let other: typeof here;
jest.isolateModules(() => {
  other = jest.requireActual<typeof here>("../../lib");
});

function thrownBy(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

describe("EndpointError instanceof, across copies of the library", () => {
  const missing = new other.MissingParameterError("owner is missing");
  const badTemplate = thrownBy(() => other.endpoint("GET /repos/{owner"));

  it("loads a second copy with classes of its own", () => {
    expect(other.EndpointError).not.toBe(here.EndpointError);
    expect(other.MissingParameterError).not.toBe(here.MissingParameterError);
  });

  it("counts an error of the other copy as an EndpointError of this one", () => {
    expect(missing instanceof here.EndpointError).toBe(true);
    expect(badTemplate instanceof here.EndpointError).toBe(true);
  });

  it("counts it as an instance of the subclass with the same code, and of no other", () => {
    expect(missing instanceof here.MissingParameterError).toBe(true);
    expect(missing instanceof here.InvalidTemplateError).toBe(false);
    expect(badTemplate instanceof here.InvalidTemplateError).toBe(true);
    expect(badTemplate instanceof here.MissingParameterError).toBe(false);
  });

  it("counts no plain object, null, primitive or ordinary Error as one", () => {
    for (const value of [
      {},
      { code: "ERR_MISSING_PARAMETER" },
      null,
      undefined,
      "ERR_MISSING_PARAMETER",
      1,
      new Error("x"),
    ]) {
      expect(value instanceof here.EndpointError).toBe(false);
      expect(value instanceof here.MissingParameterError).toBe(false);
    }
  });

  it("keeps the ordinary check for an application's own subclass, which has no code of its own", () => {
    class AppError extends here.EndpointError {}
    class OtherAppError extends other.EndpointError {}
    expect(new AppError("ERR_INVALID_ROUTE", "bad") instanceof AppError).toBe(true);
    expect(new OtherAppError("ERR_INVALID_ROUTE", "bad") instanceof AppError).toBe(false);
    expect(missing instanceof AppError).toBe(false);
    expect(new OtherAppError("ERR_INVALID_ROUTE", "bad") instanceof here.EndpointError).toBe(true);
  });
});

describe("the brand other versions of the library recognise", () => {
  // Two versions share no module, only the global symbol registry: the key is the contract.
  const brand = Symbol.for("@restkit/endpoint.EndpointError");

  it("is on every error of this copy, under its registered key", () => {
    const error = new here.MissingParameterError("owner is missing");
    expect(brand in error).toBe(true);
    expect(Object.keys(error)).not.toContain(brand);
  });

  it("makes an error built by another version, with the same code, an instance here", () => {
    const foreign = Object.assign(Object.create({ [brand]: true }) as object, { code: "ERR_MISSING_PARAMETER" });
    expect(foreign instanceof here.EndpointError).toBe(true);
    expect(foreign instanceof here.MissingParameterError).toBe(true);
    expect(foreign instanceof here.InvalidRouteError).toBe(false);
  });
});
