import { validateHeaderValue } from "node:http";
import { EndpointConfig, EndpointError, VendorRules, type EndpointOptions } from "../../lib";
import { thrown } from "../support/thrown";

// What a vendor's rules answer on a call is checked like any other value that reaches the
// request: a method must be an HTTP token, a content-type a header value. A mistake in a
// subclass is an EndpointError naming the rule, never a request the client refuses or, worse,
// sends with a header of the vendor's making split in two.

const configOf = (rules: VendorRules) =>
  new (class Acme extends EndpointConfig {
    override get vendor() {
      return "acme";
    }
    override get rules() {
      return rules;
    }
  })();

// Every way a call reaches the rules: build(), endpoint(), merge() then parse().
const WAYS = {
  "build()": (config: EndpointConfig, route: string, options: EndpointOptions) => config.build(route, options),
  "endpoint()": (config: EndpointConfig, route: string, options: EndpointOptions) =>
    config.toEndpoint()(route, options),
  "parse(merge())": (config: EndpointConfig, route: string, options: EndpointOptions) =>
    config.parse(config.merge(route, options)),
};

const HOSTILE_METHODS: readonly unknown[] = ["GET\r\nx-injected: 1", "", "GE T", 5, undefined];
const HOSTILE_CONTENT_TYPES: readonly unknown[] = ["text/x\r\nx-injected: 1", "text/x\0", {}];

describe.each(Object.entries(WAYS))("a vendor rule's answer, through %s", (_, call) => {
  it.each(HOSTILE_METHODS)("refuses the result method %p, naming resultMethod", (answer) => {
    const config = configOf(
      new (class extends VendorRules {
        override resultMethod() {
          return answer as string;
        }
      })(),
    );
    const error = thrown(() => call(config, "GET /widgets", { a: 1 }));
    expect(error).toBeInstanceOf(EndpointError);
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toMatch(/^Invalid resultMethod answer .*: Invalid HTTP method /);
  });

  it.each(HOSTILE_CONTENT_TYPES)("refuses the content-type %p, naming bodyContentType", (answer) => {
    const config = configOf(
      new (class extends VendorRules {
        override bodyContentType() {
          return answer as string;
        }
      })(),
    );
    const error = thrown(() => call(config, "POST /widgets", { data: "text" }));
    expect(error).toBeInstanceOf(EndpointError);
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toMatch(/^Invalid bodyContentType answer .*: Invalid value for header "content-type"/);
  });

  it("sends what a sound rule answers, as the client accepts it", () => {
    const config = configOf(
      new (class extends VendorRules {
        override resultMethod(method: string) {
          return method.toUpperCase();
        }
        override bodyContentType(body: unknown) {
          return typeof body === "string" ? "text/plain; charset=utf-8" : super.bodyContentType(body);
        }
      })(),
    );
    const options = call(config, "POST /widgets", { data: "text" });
    expect(options.method).toBe("POST");
    expect(options.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(() => validateHeaderValue("content-type", options.headers["content-type"] as string)).not.toThrow();
  });
});
