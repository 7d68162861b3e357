import { endpoint, EndpointError, InvalidTemplateError } from "../../lib";
import { loose, untypedEndpoint } from "../support/loose";

function thrown(action: () => unknown): EndpointError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(EndpointError);
    return error as EndpointError;
  }
  throw new Error("expected an EndpointError");
}

describe("endpoint() bad input", () => {
  it.each([42, null, ["GET /x"], true])("rejects the route %p with ERR_INVALID_ROUTE", (route) => {
    const error = thrown(() => untypedEndpoint(route));
    expect(error.code).toBe("ERR_INVALID_ROUTE");
    expect(error.message).toMatch(/route/i);
  });

  it("rejects an options object whose url is not a string", () => {
    const error = thrown(() => endpoint({ method: "GET", url: 5 as never }));
    expect(error.code).toBe("ERR_INVALID_ROUTE");
    expect(error.message).toContain("5");
  });

  it.each(["nope", 7, ["a"]])("rejects options %p with ERR_INVALID_OPTIONS", (options) => {
    const error = thrown(() => endpoint("GET /x", options as never));
    expect(error.code).toBe("ERR_INVALID_OPTIONS");
    expect(error.message).toMatch(/options/);
  });

  it("rejects defaults() and parse() given a non-object", () => {
    expect(thrown(() => endpoint.defaults("x" as never)).code).toBe("ERR_INVALID_OPTIONS");
    expect(thrown(() => endpoint.parse(null as never)).code).toBe("ERR_INVALID_OPTIONS");
  });

  it.each([
    ["/repos/{owner", 7],
    ["/repos/owner}", 12],
    ["/repos/{own er}", 11],
    ["/x/{=path}", 4],
    ["/x/{var:0}", 3],
  ])("rejects the malformed template %s with its position", (template, position) => {
    const error = thrown(() => endpoint(loose(`GET ${template}`)));
    expect(error).toBeInstanceOf(InvalidTemplateError);
    expect(error.code).toBe("ERR_INVALID_TEMPLATE");
    expect(error.template).toBe(template);
    expect(error.position).toBe(position);
    expect(error.message).toContain(template);
  });

  it("is an Error named after its kind", () => {
    const error = thrown(() => untypedEndpoint(1));
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("InvalidRouteError");
  });
});
