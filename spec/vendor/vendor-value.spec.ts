// Issue 47: a vendor of one's own is one value, `new Vendor({ … })`, given to a config as its
// `vendor` setting. Built through every way in, its requests go to its base URL with its media
// types and user-agent, its credentials stay on its origins, and nothing of GitHub's rules is in
// them.
import {
  EndpointConfig,
  EndpointError,
  ErrorCodes,
  githubVendor,
  Vendor,
  type EndpointConfigSettings,
  type EndpointOptions,
  type VendorInit,
} from "../../lib";
import { runCli } from "../../lib/cli/run-cli";
import { loose } from "../support/loose";
import { thrown } from "../support/thrown";

const ACME: VendorInit = {
  name: "acme",
  apiVersion: "v2",
  baseUrl: "https://api.acme.test/v1",
  userAgent: "acme-cli/1.0",
  credentialHeaders: ["X-Acme-Key"],
  credentialQueryParameters: ["api_key"],
  trustedOrigins: ["https://files.acme.test"],
};
const acme = new Vendor(ACME);
const config = new EndpointConfig({ vendor: acme }).with({ headers: { "x-acme-key": "secret" } });

// Every way in, each giving the plain request options of one call.
const WAYS_IN: ReadonlyArray<[string, (route: string, options?: EndpointOptions) => object]> = [
  ["build()", (route, options) => config.build(loose(route), options).toJSON()],
  ["the facade", (route, options) => config.toEndpoint()(loose(route), options)],
  ["merge() then parse()", (route, options) => config.parse(config.merge(loose(route), options))],
  [
    "defaults()",
    (route, options) =>
      new EndpointConfig({ vendor: acme }).toEndpoint().defaults({ headers: { "x-acme-key": "secret" } })(
        loose(route),
        options,
      ),
  ],
];

describe.each(WAYS_IN)("a Vendor of values alone, through %s", (_, call) => {
  it("builds on its base URL, with its media type and user-agent", () => {
    expect(call("GET /widgets/{id}", { id: 7, page: 2 })).toMatchObject({
      method: "get",
      url: "https://api.acme.test/v1/widgets/7?page=2",
      headers: { accept: "application/vnd.acme.v2+json", "user-agent": "acme-cli/1.0", "x-acme-key": "secret" },
    });
    expect(call("GET /widgets", { mediaType: { format: "raw" } })).toMatchObject({
      headers: { accept: "application/vnd.acme.v2.raw" },
    });
  });

  it("keeps its credentials on its own and its trusted origins", () => {
    const refused = thrown(() => call("GET https://evil.example/x"));
    expect(refused).toMatchObject({ code: ErrorCodes.ABSOLUTE_URL });
    // Its own advice, not GitHub's webhook advice.
    expect(
      refused.message.endsWith("nor a trusted one. To send credentials to that origin, add it to trustedOrigins"),
    ).toBe(true);
    expect(call("GET https://files.acme.test/x")).toMatchObject({ url: "https://files.acme.test/x" });
  });

  it("follows none of GitHub's rules", () => {
    // GitHub's search keeps a literal "+", takes hyphenated names and trusts its upload host.
    expect(call("GET /search", { q: "c++" })).toMatchObject({ url: "https://api.acme.test/v1/search?q=c%2B%2B" });
    expect(thrown(() => call("GET /teams/{enterprise-team}", { "enterprise-team": "t" }))).toMatchObject({
      code: ErrorCodes.INVALID_TEMPLATE,
    });
    expect(thrown(() => call("GET https://uploads.acme.test/x"))).toMatchObject({ code: ErrorCodes.ABSOLUTE_URL });
  });
});

describe("a Vendor given as the setting", () => {
  it("is the config's vendor, and stays so through with()", () => {
    for (const each of [config, config.with({ per_page: 5 })]) {
      expect([each.vendor, each.apiVersion, each.defaultBaseUrl, each.userAgent]).toEqual([
        "acme",
        "v2",
        "https://api.acme.test/v1",
        "acme-cli/1.0",
      ]);
      expect(each.rules).toBe(acme);
    }
  });

  it("keeps a credential query parameter home, as it keeps its headers", () => {
    const bare = new EndpointConfig({ vendor: acme });
    expect(bare.build("GET /widgets", { api_key: "k" }).url).toBe("https://api.acme.test/v1/widgets?api_key=k");
    const error = thrown(() => bare.build("GET https://evil.example/x", { api_key: "k" }));
    expect(error).toMatchObject({ code: ErrorCodes.ABSOLUTE_URL });
    expect(error.message).toContain('carries the query parameter "api_key"');
    expect(bare.build("GET https://evil.example/x", { page: 1 }).url).toBe("https://evil.example/x?page=1");
  });

  it("is served by the CLI from --vendor, --api-version and --base-url", () => {
    const result = runCli([
      "GET /widgets/{id}",
      "id=7",
      "--vendor",
      "acme",
      "--api-version",
      "v2",
      "--base-url",
      "https://api.acme.test",
    ]);
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      url: "https://api.acme.test/widgets/7",
      headers: { accept: "application/vnd.acme.v2+json" },
    });
    // --vendor github is GitHub's vendor, rules and base URL.
    const github = runCli(["GET /search/issues", "q=a+b", "--vendor", "github"]);
    expect(JSON.parse(github.stdout)).toMatchObject({ url: "https://api.github.com/search/issues?q=a+b" });
    // Without a base URL of its own, a request on none is refused, never sent to GitHub.
    const unnamed = runCli(["GET /widgets", "--vendor", "acme"]);
    expect(unnamed.exitCode).toBe(1);
    expect(unnamed.stderr).toContain('The vendor "acme" names no base URL');
  });

  it.each(["vendor", "apiVersion", "defaultBaseUrl", "userAgent"])(
    "is refused beside a %s getter that answers otherwise",
    (getter) => {
      class Overriding extends EndpointConfig {
        constructor(settings: EndpointConfigSettings = {}) {
          super(settings);
        }
      }
      const answers: Record<string, string> = {
        vendor: "other",
        apiVersion: "v9",
        defaultBaseUrl: "https://api.other.test",
        userAgent: "other/1.0",
      };
      Object.defineProperty(Overriding.prototype, getter, { get: () => answers[getter] });
      expect(thrown(() => new Overriding({ vendor: acme }))).toMatchObject({ code: ErrorCodes.INVALID_OPTIONS });
    },
  );

  it("is refused beside a vendor getter that renames the vendor it hands on as its rules", () => {
    class Renaming extends EndpointConfig {
      constructor(settings: EndpointConfigSettings = {}) {
        super(settings);
      }
      override get vendor() {
        return "other";
      }
      override get rules() {
        return acme;
      }
    }
    expect(thrown(() => new Renaming({ vendor: acme }))).toMatchObject({ code: ErrorCodes.INVALID_OPTIONS });
  });

  it("is refused beside getters a subclass overrides, which would lose one of the two", () => {
    class Overriding extends EndpointConfig {
      constructor(settings: EndpointConfigSettings = {}) {
        super(settings);
      }
      override get defaultBaseUrl() {
        return "https://api.other.test";
      }
    }
    const error = thrown(() => new Overriding({ vendor: acme }));
    expect(error).toBeInstanceOf(EndpointError);
    expect(error).toMatchObject({ code: ErrorCodes.INVALID_OPTIONS });
    expect(error.message).toBe(
      'Overriding overrides the vendor getters and is given the vendor "acme": give one of the two',
    );
    expect(new Overriding().defaultBaseUrl).toBe("https://api.other.test");
  });

  it("is served with a subclass's list getter that answers a new list each time", () => {
    class KeyedVendor extends Vendor {
      override get credentialHeaders() {
        return [...super.credentialHeaders, "x-acme-key"];
      }
    }
    const keyed = new EndpointConfig({ vendor: new KeyedVendor({ name: "acme", baseUrl: "https://api.acme.test" }) });
    const withKey = keyed.with({ headers: { "x-acme-key": "k" } });
    expect(withKey.build("GET /widgets").url).toBe("https://api.acme.test/widgets");
    expect(thrown(() => withKey.build("GET https://evil.example/x"))).toMatchObject({ code: ErrorCodes.ABSOLUTE_URL });
  });

  it("is refused beside a rules getter of a subclass's own, even one whose vendor answers the same values", () => {
    const sameValues = new Vendor(ACME);
    class OwnRules extends EndpointConfig {
      constructor(settings: EndpointConfigSettings = {}) {
        super(settings);
      }
      override get rules() {
        return sameValues;
      }
    }
    expect(thrown(() => new OwnRules({ vendor: acme }))).toMatchObject({ code: ErrorCodes.INVALID_OPTIONS });
  });

  it("without a base URL refuses a request on none, and builds one named in with() or the route", () => {
    const unnamed = new EndpointConfig({ vendor: new Vendor({ name: "acme" }) });
    expect(thrown(() => unnamed.build("GET /widgets"))).toMatchObject({ code: ErrorCodes.INVALID_OPTIONS });
    expect(unnamed.build("GET https://api.acme.test/widgets").url).toBe("https://api.acme.test/widgets");
    expect(unnamed.with({ baseUrl: "https://api.acme.test" }).build("GET /widgets").url).toBe(
      "https://api.acme.test/widgets",
    );
    // A page's own origin, named: a relative URL is what is meant.
    const sameOrigin = new EndpointConfig({ vendor: new Vendor({ name: "acme", baseUrl: "/api" }) });
    expect(sameOrigin.build("GET /widgets").url).toBe("/api/widgets");
  });
});

describe("GitHub's vendor", () => {
  it("is a value: a Vendor named github follows the specification's rules, githubVendor.with() GitHub's", () => {
    const named = new EndpointConfig({ vendor: new Vendor({ name: "github", baseUrl: "https://api.github.com" }) });
    expect(named.build("GET /search/issues", { q: "a+b" }).url).toBe("https://api.github.com/search/issues?q=a%2Bb");
    const ghes = new EndpointConfig({ vendor: githubVendor.with({ baseUrl: "https://ghe.example/api/v3" }) });
    expect(ghes.build("GET /search/issues", { q: "a+b" }).url).toBe("https://ghe.example/api/v3/search/issues?q=a+b");
    expect(new EndpointConfig({ vendor: githubVendor }).build("GET /user")).toEqual(
      new EndpointConfig().build("GET /user"),
    );
  });
});

describe("new Vendor()", () => {
  it.each<[VendorInit, string]>([
    [{ name: "ac me" }, 'Invalid Vendor name "ac me": expected a media-type token such as "github"'],
    [{ apiVersion: "v 1" }, 'Invalid Vendor apiVersion "v 1": expected a media-type token such as "v3", or ""'],
    [{ baseUrl: "ftp://files.acme.test" }, "Invalid Vendor baseUrl"],
    [{ userAgent: "acme\r\nx-injected: 1" }, "Invalid Vendor userAgent"],
    [{ credentialHeaders: ["x key"] }, 'Invalid Vendor credentialHeaders an array: its entry "x key" at index 0'],
    [
      { credentialQueryParameters: [""] },
      'Invalid Vendor credentialQueryParameters an array: its entry "" at index 0 is not a name',
    ],
    [
      { credentialQueryParameters: [5] as never },
      "Invalid Vendor credentialQueryParameters an array: its entry 5 at index 0 is not a name",
    ],
    [{ trustedOrigins: ["https:"] }, 'Invalid Vendor trustedOrigins an array: its entry "https:" at index 0'],
    [{ formNesting: "dots" as never }, 'Invalid Vendor formNesting "dots": expected brackets, indices, repeat'],
    [{ queryNesting: "dots" as never }, 'Invalid Vendor queryNesting "dots": expected brackets, indices, repeat'],
    [{ baseURL: "https://api.acme.test" } as VendorInit, 'Unknown Vendor value "baseURL": the values are name, '],
    [null as never, "Invalid Vendor values null: expected an object"],
  ])("refuses %p where it is made, naming the value", (init, message) => {
    const error = thrown(() => new Vendor(init));
    expect(error).toBeInstanceOf(EndpointError);
    expect(error).toMatchObject({ code: ErrorCodes.INVALID_OPTIONS });
    expect(error.message.startsWith(message)).toBe(true);
  });

  it("names itself when it cannot read what it is made from", () => {
    const unreadable = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new TypeError("no keys");
        },
      },
    );
    const error = thrown(() => new Vendor(unreadable));
    expect(error).toMatchObject({ code: ErrorCodes.INVALID_OPTIONS });
    expect(error.message.startsWith("new Vendor() could not read its input: TypeError")).toBe(true);
  });

  it("is not changed by changes to what it was made from", () => {
    const init = { name: "acme", credentialHeaders: ["x-acme-key"] };
    const vendor = new Vendor(init);
    init.name = "other";
    init.credentialHeaders.push("x-other");
    expect([vendor.name, vendor.credentialHeaders]).toEqual(["acme", ["x-acme-key"]]);
    expect(Object.isFrozen(vendor.credentialHeaders)).toBe(true);
  });

  it("with() makes a vendor of the same class with some values replaced, and leaves this one as it is", () => {
    class Uppercase extends Vendor {
      override resultMethod(method: string) {
        return method.toUpperCase();
      }
    }
    const first = new Uppercase({ name: "acme", baseUrl: "https://api.acme.test" });
    const second = first.with({ apiVersion: "v9" });
    expect(second).toBeInstanceOf(Uppercase);
    expect([first.apiVersion, second.apiVersion, second.baseUrl]).toEqual(["", "v9", "https://api.acme.test"]);
    // Values left at their defaults stay so: a nameless vendor's with() is one too.
    expect(new Vendor().with({ apiVersion: "v2" }).name).toBe("");
    expect(new EndpointConfig({ vendor: second }).build("GET /x").method).toBe("GET");
  });

  it("writes its query as a form when it says how names nest there", () => {
    const stripe = new EndpointConfig({
      vendor: new Vendor({ name: "stripe", baseUrl: "https://api.stripe.com", queryNesting: "brackets" }),
    });
    expect(stripe.build("GET /v1/customers/{id}", { id: "cus_1", expand: ["default_source"] }).url).toBe(
      "https://api.stripe.com/v1/customers/cus_1?expand%5B%5D=default_source",
    );
  });
});
