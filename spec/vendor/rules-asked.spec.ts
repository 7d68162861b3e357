import { isDeepStrictEqual } from "node:util";
import {
  EndpointConfig,
  Rfc6570Expander,
  VendorRules,
  type EndpointOptions,
  type MergeRules,
  type MergeTarget,
} from "../../lib";
import { mergeOptions } from "../../lib/options/merge-options";

// A vendor's own rules (docs/media-types-and-subclassing.md, "A vendor's rules") are asked and
// honoured on every call, on every way in.

type Override = (Base: typeof VendorRules) => typeof VendorRules;

const SUFFIXING_EXPANDER = new (class extends Rfc6570Expander {
  override expand(...args: Parameters<Rfc6570Expander["expand"]>) {
    return `${super.expand(...args)}/expanded`;
  }
})();

// One override per member of VendorRules, each changing what the member answers in a way a
// request shows. Every member is listed: a new one must say here what overriding it does.
const OVERRIDES: Record<string, Override> = {
  initialDefaults: (Base) =>
    class extends Base {
      override initialDefaults(vendor: Parameters<VendorRules["initialDefaults"]>[0]) {
        return { ...super.initialDefaults(vendor), headers: { ...super.initialDefaults(vendor).headers, "x-i": "1" } };
      }
    },
  defaultExpander: (Base) =>
    class extends Base {
      override get defaultExpander() {
        return SUFFIXING_EXPANDER;
      }
    },
  // A route the vendor describes is merged by its operation: here, onto a URL of its own.
  describedOperation: (Base) =>
    class extends Base {
      override describedOperation(route: string) {
        if (!route.startsWith("GET /widgets")) return undefined;
        return {
          merge: (target: MergeTarget, options: unknown, rules: MergeRules) =>
            mergeOptions(target, options, rules, { method: "GET", url: "/described{/id}" }),
        };
      }
    },
  methodOptionReplacesRoute: (Base) =>
    class extends Base {
      override get methodOptionReplacesRoute() {
        return true;
      }
    },
  mergesOptionsAfterRouteObject: (Base) =>
    class extends Base {
      override get mergesOptionsAfterRouteObject() {
        return false;
      }
    },
  credentialHeaders: (Base) =>
    class extends Base {
      override get credentialHeaders() {
        return [...super.credentialHeaders, "x-key"];
      }
    },
  trustedOrigins: (Base) =>
    class extends Base {
      override get trustedOrigins() {
        return ["https://files.acme.test"];
      }
    },
  credentialQueryParameters: (Base) =>
    class extends Base {
      override get credentialQueryParameters() {
        return ["api_key"];
      }
    },
  credentialAdvice: (Base) =>
    class extends Base {
      override get credentialAdvice() {
        return ": ask Acme's support";
      }
    },
  trustsOrigin: (Base) =>
    class extends Base {
      override trustsOrigin(origin: string, baseOrigin: string) {
        return origin === "https://files.acme.test" && baseOrigin === "https://api.acme.test";
      }
    },
  credentialHome: (Base) =>
    class extends Base {
      // A per-call base URL is no home: only the config's own is.
      override credentialHome(baseUrl: string, configBaseUrl: string) {
        return configBaseUrl;
      }
    },
  credentialsFollowUrl: (Base) =>
    class extends Base {
      override credentialsFollowUrl(defaultUrl: string | undefined) {
        return defaultUrl === undefined;
      }
    },
  resultMethod: (Base) =>
    class extends Base {
      override resultMethod(method: string) {
        return method.toUpperCase();
      }
    },
  sendsBody: (Base) =>
    class extends Base {
      override sendsBody(method: string) {
        return method === "post";
      }
    },
  sendsDataInQuery: (Base) =>
    class extends Base {
      override get sendsDataInQuery() {
        return true;
      }
    },
  query: (Base) =>
    class extends Base {
      override query(parameters: Readonly<Record<string, unknown>>) {
        return Object.keys(parameters).join(";");
      }
    },
  dateToString: (Base) =>
    class extends Base {
      override dateToString(date: Date) {
        return String(date.getTime() / 1000);
      }
    },
  bodyContentType: (Base) =>
    class extends Base {
      override bodyContentType(body: unknown) {
        return typeof body === "string" ? "text/plain" : super.bodyContentType(body);
      }
    },
  encodeBody: (Base) =>
    class extends Base {
      override encodeBody(body: unknown, contentType: string | undefined) {
        const encoded = super.encodeBody(body, contentType);
        return { ...encoded, contentType: `${encoded.contentType ?? "none"}; encoded=1` };
      }
    },
  formNesting: (Base) =>
    class extends Base {
      override get formNesting() {
        return "indices" as const;
      }
    },
  queryNesting: (Base) =>
    class extends Base {
      override get queryNesting() {
        return "indices" as const;
      }
    },
  formText: (Base) =>
    class extends Base {
      override formText(parameters: Readonly<Record<string, unknown>>) {
        return `${super.formText(parameters)}&form=1`;
      }
    },
  joinUrl: (Base) =>
    class extends Base {
      override joinUrl(baseUrl: string, expanded: string) {
        return super.joinUrl(baseUrl, `/v2${expanded}`);
      }
    },
  amendAccept: (Base) =>
    class extends Base {
      override amendAccept(...args: Parameters<VendorRules["amendAccept"]>) {
        return `${super.amendAccept(...args)}; url=${args[3].length}`;
      }
    },
  mergeRequest: (Base) =>
    class extends Base {
      override mergeRequest(current: Record<string, unknown> | undefined, next: Record<string, unknown>) {
        return { ...super.mergeRequest(current, next), merged: true };
      }
    },
  mergeMediaType: (Base) =>
    class extends Base {
      override mergeMediaType(...args: Parameters<VendorRules["mergeMediaType"]>) {
        const merged = super.mergeMediaType(...args);
        return { ...merged, previews: [...(merged.previews ?? []), "always"] };
      }
    },
  mergeParameter: (Base) =>
    class extends Base {
      override mergeParameter(current: unknown, next: unknown) {
        return [current, next];
      }
    },
};

const configFor = (rules: VendorRules) =>
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

// Calls that reach every rule: defaults with parameters, a date, a format and data; calls with
// headers and request meta, as octokit's request() makes them, with and without a body.
const DAY = new Date(Date.UTC(2020, 0, 1));
const CALLS: ReadonlyArray<readonly [string | EndpointOptions, EndpointOptions?]> = [
  ["GET /widgets/{id}", { id: 7, per_page: 2, since: DAY }],
  ["GET /widgets", { tags: ["a", "b"] }],
  ["GET /widgets/{id}", { id: 7, method: "DELETE" }],
  ["GET /logs/{day}", { day: DAY, headers: { "x-call": "1" } }],
  ["DELETE /widgets/{id}", { id: 7, force: true, request: { retries: 1 } }],
  ["POST /widgets", { name: "w", headers: { "x-key": "k" } }],
  ["PUT /widgets/{id}", { id: 7 }],
  ["GET /search{?q}", { q: "c++", owner: "o" }],
  ["GET https://files.acme.test/{name}", { name: "n", headers: { authorization: "token t" } }],
  ["GET https://other.acme.test/{name}", { name: "n", headers: { "x-key": "k" } }],
  ["GET https://other.acme.test/{name}", { name: "n", api_key: "k" }],
  ["GET /widgets/{id}", { id: 7, baseUrl: "https://staging.acme.test", headers: { authorization: "token t" } }],
  ["POST /forms", { tags: ["a", "b"], headers: { "content-type": "application/x-www-form-urlencoded" } }],
  [{ method: "GET", url: "/widgets/{id}", id: 1 }, { id: 7 }],
];
const WITH: ReadonlyArray<Parameters<EndpointConfig["with"]>[0]> = [
  {},
  { per_page: 1, owner: "d" },
  { mediaType: { format: "raw" } },
  { mediaType: { previews: ["ant-man"] }, request: { timeout: 5 } },
  { data: "text", method: "POST" },
];

// A result, or the message of what was thrown instead.
const outcome = (call: () => unknown): unknown => {
  try {
    return call();
  } catch (error) {
    return { threw: (error as Error).message };
  }
};
const stockRoot = configFor(new VendorRules());

describe("a vendor's VendorRules subclass", () => {
  // A config subclass whose rules getter answers these rules names the vendor, its version, base
  // URL and user-agent by its own getters: a Vendor's values of those, and with(), which makes
  // another Vendor, are specced where a Vendor is the config's setting (vendor-value.spec.ts).
  const CONFIG_GETTERS_VALUES = ["constructor", "name", "apiVersion", "baseUrl", "userAgent", "with"];

  it("lists every member of VendorRules among the overrides specced here", () => {
    const members = Object.getOwnPropertyNames(VendorRules.prototype).filter(
      (name) => !CONFIG_GETTERS_VALUES.includes(name),
    );
    expect(Object.keys(OVERRIDES).sort()).toEqual(members.sort());
  });

  describe.each(Object.keys(OVERRIDES))("overriding %s", (member) => {
    const Rules = OVERRIDES[member]!(VendorRules);
    const root = configFor(new Rules());

    it("is honoured on every call: endpoint(x) equals parse(merge(x))", () => {
      for (const defaults of WITH) {
        const endpoint = root.with(defaults).toEndpoint();
        for (const [route, options] of CALLS) {
          expect(outcome(() => endpoint(route, options))).toEqual(
            outcome(() => endpoint.parse(endpoint.merge(route, options))),
          );
        }
      }
    });

    it("changes some request: the calls above reach it", () => {
      const changed = WITH.some((defaults) => {
        const endpoint = root.with(defaults).toEndpoint();
        const plain = stockRoot.with(defaults).toEndpoint();
        return CALLS.some(
          ([route, options]) =>
            !isDeepStrictEqual(
              outcome(() => endpoint(route, options)),
              outcome(() => plain(route, options)),
            ),
        );
      });
      expect(changed).toBe(true);
    });
  });
});

describe("a VendorRules subclass whose members hand each question on to the stock ones", () => {
  const call = (config: EndpointConfig) => [
    config.build("GET /widgets/{id}", { id: 7, per_page: 5, headers: { "x-call": "1" } }).toJSON(),
    config.resolve("POST /widgets/{id}", { id: 7, name: "w" }),
    config.parse(config.merge("PATCH /widgets/{id}", { id: 7 })),
  ];
  const withToken = (rules: VendorRules) => configFor(rules).with({ headers: { authorization: "token t" } });

  it("gives the stock answers on every way in", () => {
    expect(call(withToken(delegatingRules(Object.keys(OVERRIDES))))).toEqual(call(withToken(new VendorRules())));
  });
});

// Rules whose `members` each hand the question on to the stock member: the answers are the stock ones.
function delegatingRules(members: readonly string[]): VendorRules {
  class Delegating extends VendorRules {}
  for (const member of members) {
    const stock = Object.getOwnPropertyDescriptor(VendorRules.prototype, member)!;
    const { get, value } = stock as { get?: () => unknown; value?: (...args: unknown[]) => unknown };
    Object.defineProperty(
      Delegating.prototype,
      member,
      get
        ? {
            get(this: VendorRules) {
              return get.call(this);
            },
          }
        : {
            value(this: VendorRules, ...args: unknown[]) {
              return value!.apply(this, args);
            },
          },
    );
  }
  return new Delegating();
}

describe("the specification's rules", () => {
  it("trust no origin beyond the base URL's", () => {
    expect(new VendorRules().trustedOrigins).toEqual([]);
  });
});
