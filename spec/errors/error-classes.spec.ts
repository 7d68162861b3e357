import {
  AbsoluteUrlError,
  EndpointError,
  InvalidHeaderError,
  InvalidMethodError,
  InvalidOptionsError,
  InvalidParameterError,
  InvalidRouteError,
  InvalidTemplateError,
  MissingParameterError,
} from "../../lib";

describe("EndpointError and its subclasses", () => {
  it("is named EndpointError", () => {
    const error = new EndpointError("ERR_INVALID_ROUTE", "bad");
    expect(error.name).toBe("EndpointError");
    expect(String(error)).toBe("EndpointError: bad");
  });

  it.each([
    [AbsoluteUrlError, "AbsoluteUrlError", "ERR_ABSOLUTE_URL"],
    [InvalidHeaderError, "InvalidHeaderError", "ERR_INVALID_HEADER"],
    [InvalidMethodError, "InvalidMethodError", "ERR_INVALID_METHOD"],
    [InvalidOptionsError, "InvalidOptionsError", "ERR_INVALID_OPTIONS"],
    [InvalidParameterError, "InvalidParameterError", "ERR_INVALID_PARAMETER"],
    [InvalidRouteError, "InvalidRouteError", "ERR_INVALID_ROUTE"],
    [MissingParameterError, "MissingParameterError", "ERR_MISSING_PARAMETER"],
  ])("%p is named %p and carries code %p", (Type, name, code) => {
    const error = new Type("message");
    expect(error).toBeInstanceOf(EndpointError);
    expect(error.name).toBe(name);
    expect(error.code).toBe(code);
    expect(error.message).toBe("message");
    expect(String(error)).toBe(`${name}: message`);
  });

  it("is an InvalidTemplateError for a bad template, naming the template and the position", () => {
    const error = new InvalidTemplateError("/repos/{owner", 7, "unclosed expression");
    expect(error).toBeInstanceOf(EndpointError);
    expect(error).toMatchObject({
      name: "InvalidTemplateError",
      code: "ERR_INVALID_TEMPLATE",
      template: "/repos/{owner",
      position: 7,
    });
    expect(error.message).toBe('Invalid URL template "/repos/{owner" at position 7: unclosed expression');
  });

  it("carries template and position when they are known", () => {
    const bare = new EndpointError("ERR_INVALID_TEMPLATE", "bad");
    expect(bare.template).toBeUndefined();
    expect(bare.position).toBeUndefined();
    const located = new EndpointError("ERR_INVALID_TEMPLATE", "bad", { template: "/a/{b", position: 3 });
    expect(located).toMatchObject({ template: "/a/{b", position: 3 });
    expect(new EndpointError("ERR_INVALID_TEMPLATE", "bad", { position: 0 })).toMatchObject({ position: 0 });
  });
});
