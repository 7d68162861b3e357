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
    override get defaultBaseUrl() {
      return "https://api.acme.test";
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

// Where credentials may go is the vendor's to widen, never by accident: an entry that is no
// origin ("https:" is a prefix of every https URL) or a header name no request can carry (so no
// header ever matches it) would send a token anywhere. Such rules are refused when a config of
// them is made, naming the getter.
describe("a vendor's credential rules", () => {
  const withToken = (rules: VendorRules, header: string) =>
    configOf(rules).with({ baseUrl: "https://api.acme.example", headers: { [header]: "secret" } });

  it.each<[unknown]>([
    [["https:"]],
    [["https://files.example/"]],
    [["files.example"]],
    [["https://files.example:99999"]],
    [[5]],
    ["https://files.example"],
    [undefined],
  ])("refuses trustedOrigins %p, naming the getter", (answer) => {
    const rules = new (class extends VendorRules {
      override get trustedOrigins() {
        return answer as readonly string[];
      }
    })();
    const error = thrown(() => withToken(rules, "authorization"));
    expect(error).toBeInstanceOf(EndpointError);
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toMatch(/^Invalid VendorRules#trustedOrigins answer /);
  });

  it.each<[unknown]>([[["X-Key "]], [["x key"]], [[""]], [[5]], ["x-key"], [undefined]])(
    "refuses credentialHeaders %p, naming the getter",
    (answer) => {
      const rules = new (class extends VendorRules {
        override get credentialHeaders() {
          return answer as readonly string[];
        }
      })();
      const error = thrown(() => withToken(rules, "x-key"));
      expect(error).toBeInstanceOf(EndpointError);
      expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
      expect(error.message).toMatch(/^Invalid VendorRules#credentialHeaders answer /);
    },
  );

  it("says which entry is wrong, and what each list holds", () => {
    const origins = new (class extends VendorRules {
      override get trustedOrigins() {
        return ["https://files.example", "https:"];
      }
    })();
    expect(thrown(() => configOf(origins)).message).toBe(
      'Invalid VendorRules#trustedOrigins answer an array: its entry "https:" at index 1 is not an origin such as "https://files.example"',
    );
    const headers = new (class extends VendorRules {
      override get credentialHeaders() {
        return "x-key" as unknown as readonly string[];
      }
    })();
    expect(thrown(() => configOf(headers)).message).toBe(
      'Invalid VendorRules#credentialHeaders answer "x-key": expected an array, each entry a header name',
    );
  });

  it.each<[unknown]>([["true"], [1], [undefined], [{}]])(
    "refuses a trustsOrigin or credentialsFollowUrl answer %p, naming the rule",
    (answer) => {
      const trusting = new (class extends VendorRules {
        override trustsOrigin() {
          return answer as boolean;
        }
      })();
      const error = thrown(() => withToken(trusting, "authorization").build("GET https://files.example/x"));
      expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
      expect(error.message).toMatch(/^Invalid VendorRules#trustsOrigin answer .*: expected true or false$/);
      // Asked only when a credential leaves the base's origin and the trusted ones.
      expect(withToken(trusting, "authorization").build("GET https://api.acme.example/x").url).toBe(
        "https://api.acme.example/x",
      );
      const following = new (class extends VendorRules {
        override credentialsFollowUrl() {
          return answer as boolean;
        }
      })();
      const made = thrown(() => configOf(following));
      expect(made).toBeInstanceOf(EndpointError);
      expect(made.message).toMatch(/^Invalid VendorRules#credentialsFollowUrl answer .*: expected true or false$/);
    },
  );

  it.each<[unknown]>([[1], [null], [{}], [true]])(
    "refuses a credentialHome answer %p, naming the rule, and asks only a request that carries a credential",
    (answer) => {
      const homing = new (class extends VendorRules {
        override credentialHome() {
          return answer as string;
        }
      })();
      const error = thrown(() => withToken(homing, "authorization").build("GET /x"));
      expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
      expect(error.message).toMatch(/^Invalid VendorRules#credentialHome answer .*: expected a base URL or undefined$/);
      expect(configOf(homing).build("GET /x").url).toBe("https://api.acme.test/x");
    },
  );

  it("sends credentials only to trusted origins when credentialHome answers undefined", () => {
    const homeless = new (class extends VendorRules {
      override credentialHome() {
        return undefined;
      }
    })();
    const error = thrown(() => withToken(homeless, "authorization").build("GET /x"));
    expect(error).toMatchObject({ code: "ERR_ABSOLUTE_URL" });
    expect(error.message).toContain("is no home for credentials");
  });

  it("asks credentialsFollowUrl of each config's own default URL, when the config is made", () => {
    const asked: unknown[] = [];
    const rules = new (class extends VendorRules {
      override credentialsFollowUrl(defaultUrl: string | undefined) {
        asked.push(defaultUrl);
        return defaultUrl === undefined;
      }
    })();
    const config = withToken(rules, "authorization");
    const method = config.with({ method: "PATCH", url: "/hooks/{id}" });
    expect(asked).toContain("/hooks/{id}");
    asked.length = 0;
    expect(config.build("GET https://elsewhere.example/x").headers.authorization).toBe("secret");
    expect(() => method.build({ url: "https://elsewhere.example/x" })).toThrow(
      expect.objectContaining({ code: "ERR_ABSOLUTE_URL" }),
    );
    // None on a call.
    expect(asked).toEqual([]);
  });

  it("keeps a sound vendor's credentials home, and sends them to the origins it trusts", () => {
    const rules = new (class extends VendorRules {
      override get credentialHeaders() {
        return ["X-Key"];
      }
      override get trustedOrigins() {
        return ["https://files.acme.example"];
      }
    })();
    const config = withToken(rules, "x-key");
    expect(() => config.build({ method: "GET", url: "https://evil.example/x" })).toThrow(
      expect.objectContaining({ code: "ERR_ABSOLUTE_URL" }),
    );
    expect(config.build({ method: "GET", url: "https://files.acme.example/x" }).headers["x-key"]).toBe("secret");
  });
});

// A vendor's initial defaults enter as any headers do: one header per name, whatever its case, so
// that a call's header replaces the vendor's rather than joining it, and no `undefined` value is
// handed to a client (fetch would send the text "undefined").
describe("a vendor's initial default headers", () => {
  const rules = new (class extends VendorRules {
    override initialDefaults(vendor: Parameters<VendorRules["initialDefaults"]>[0]) {
      const defaults = super.initialDefaults(vendor);
      // An undefined value, which the types do not allow, is what a careless subclass may still give.
      const headers = { ...defaults.headers, "User-Agent": "acme/1", "X-Api-Key": undefined };
      return { ...defaults, headers: headers as unknown as typeof defaults.headers };
    }
  })();

  it.each(Object.entries(WAYS))("are lowercased and lose undefined values, through %s", (_, call) => {
    const options = call(configOf(rules), "GET /widgets", { headers: { "user-agent": "mine/2" } });
    expect(options.headers).toEqual({ accept: "application/vnd.acme.v3+json", "user-agent": "mine/2" });
    expect(Object.keys(options.headers)).toEqual(["accept", "user-agent"]);
  });

  it("show so in DEFAULTS", () => {
    expect(configOf(rules).defaults.headers).toEqual({
      accept: "application/vnd.acme.v3+json",
      "user-agent": "acme/1",
    });
  });
});
