import { EndpointConfig, EndpointError, endpoint } from "../../lib";
import { untypedEndpoint } from "../support/loose";
import { thrown } from "../support/thrown";

// When reading an input throws (a getter, a revoked Proxy), the member throws ERR_INVALID_OPTIONS
// naming itself and what was thrown, with the thrown value as its cause (docs/errors.md).
function throwingGetter(value: unknown): Record<string, unknown> {
  return Object.defineProperty({}, "a", {
    enumerable: true,
    get() {
      throw value;
    },
  });
}

function named(name: unknown, message = "boom"): Error {
  const error = new Error(message);
  Object.defineProperty(error, "name", { value: name });
  return error;
}

function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

describe("an input that threw, as the error names it", () => {
  it.each([
    ["an error, by its name and message", new TypeError("no"), 'TypeError "no"'],
    ["an error of 40 characters' name, whole", named("N".repeat(40)), `${"N".repeat(40)} "boom"`],
    ["an error of a longer name, cut to 40", named(`${"N".repeat(40)}XYZ`), `${"N".repeat(40)}… "boom"`],
    ["an error whose name is no string, as Error", named(7), 'Error "boom"'],
    ["a string, quoted", "nope", 'it threw "nope"'],
    ["undefined", undefined, "it threw undefined"],
  ])("shows %s", (_, value, shown) => {
    const error = thrown(() => untypedEndpoint("GET /x", throwingGetter(value)));
    expect(error).toBeInstanceOf(EndpointError);
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS", cause: value });
    expect(error.message).toBe(`endpoint() could not read its input: ${shown}`);
  });

  it("shows a thrown revoked Proxy as an object, and never hands it on as if it were an EndpointError", () => {
    const proxy = revoked();
    const error = thrown(() => new EndpointConfig().build("GET /x", throwingGetter(proxy)));
    expect(error).toBeInstanceOf(EndpointError);
    expect(error.message).toBe("build() could not read its input: it threw an object");
    expect(error.cause).toBe(proxy);
  });

  it("names the member that read the input", () => {
    const value = new RangeError("r");
    expect(thrown(() => endpoint.merge("GET /x", throwingGetter(value))).message).toBe(
      'merge() could not read its input: RangeError "r"',
    );
  });
});
