import { EndpointConfig, Vendor, endpoint, type AdapterInput } from "../../lib";
import { endpoint as octokitEndpoint } from "../../packages/octokit-endpoint/src/index";
import { fromOpenAPI } from "../../lib/openapi";
import shopDescription from "../fixtures/openapi-shop/shop.json";
import { catalogRoutes, placeholderNames } from "../support/github-catalog-routes";

/** A call whose built request the request-bytes snapshot records. */
export interface RequestCase {
  readonly name: string;
  readonly build: () => AdapterInput;
}

const token = { authorization: "token secret" };

// octokit's types let a header be undefined, which the companion's results never hold.
const companion = (...args: Parameters<typeof octokitEndpoint>) => octokitEndpoint(...args) as AdapterInput;

// A vendor of its own as one value, as docs/media-types-and-subclassing.md writes Stripe: its
// bracketed forms and query, an unversioned media type, a user-agent of its own.
const stripeVendor = new Vendor({
  name: "stripe",
  baseUrl: "https://api.stripe.com",
  userAgent: "my-shop/1.0",
  queryNesting: "brackets",
});

const stripe = new EndpointConfig({ vendor: stripeVendor }).with({
  headers: { authorization: "Bearer sk_test_123", "content-type": "application/x-www-form-urlencoded" },
});

// And one as a config subclass that names its vendor by getters, the form the design keeps.
class Acme extends EndpointConfig {
  override get vendor() {
    return "acme";
  }
  override get apiVersion() {
    return "v2";
  }
  override get defaultBaseUrl() {
    return "https://api.acme.test";
  }
}
const acme = new Acme().with({ headers: { authorization: "Bearer acme-secret" } });

const shop = fromOpenAPI(shopDescription).with({ headers: { "x-shop-key": "shop-secret" } });

const enterprise = new EndpointConfig().with({
  baseUrl: "https://github.acme-inc.com/api/v3",
  headers: token,
  per_page: 100,
});

// The README's and the guides' examples, and the kinds of request they teach.
const examples: RequestCase[] = [
  {
    name: "README: facade GET with a query parameter",
    build: () => endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" }),
  },
  {
    name: "README: defaults() with a base URL and a token, then a POST",
    build: () =>
      endpoint.defaults({ baseUrl: "https://github.example/api/v3", headers: token })(
        "POST /repos/{owner}/{repo}/issues",
        { owner: "octokit", repo: "endpoint.js", title: "Found a bug" },
      ),
  },
  {
    name: "README: class API with per_page in the defaults",
    build: () =>
      new EndpointConfig().with({ headers: token, per_page: 100 }).build("GET /orgs/{org}/repos", { org: "octokit" }),
  },
  {
    name: "README: PATCH with a JSON body",
    build: () =>
      endpoint("PATCH /repos/{owner}/{repo}", { owner: "octokit", repo: "endpoint.js", description: "it's new" }),
  },
  {
    name: "getting started: POST with a list in the body",
    build: () =>
      endpoint("POST /repos/{owner}/{repo}/issues", {
        owner: "octokit",
        repo: "rest.js",
        title: "Found a bug",
        labels: ["bug"],
        headers: token,
      }),
  },
  {
    name: "getting started: an Enterprise Server config",
    build: () => enterprise.build("GET /orgs/{org}/repos", { org: "acme", type: "private" }),
  },
  {
    name: "a search query with a plus and a space",
    build: () => endpoint("GET /search/issues", { q: "repo:octokit/rest.js is:open c++ label:bug" }),
  },
  {
    name: "a raw format and a preview",
    build: () =>
      endpoint("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
        owner: "o",
        repo: "r",
        pull_number: 1,
        mediaType: { format: "diff", previews: ["symmetra"] },
      }),
  },
  {
    name: "markdown as raw text in data",
    build: () =>
      endpoint("POST /markdown/raw", {
        data: "Hello **world**",
        headers: { "content-type": "text/plain; charset=utf-8" },
      }),
  },
  {
    name: "a release asset upload: bytes to the upload host",
    build: () =>
      endpoint("POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}", {
        owner: "o",
        repo: "r",
        release_id: 1,
        name: "notes.txt",
        data: new Uint8Array([104, 105, 0, 255]),
        headers: { "content-type": "application/octet-stream", "content-length": 4, ...token },
      }),
  },
  {
    name: "colon placeholders and a removed header",
    build: () =>
      endpoint("GET /repos/:owner/:repo/contents/:path", {
        owner: "o",
        repo: "r",
        path: "docs/a b.md",
        headers: { "user-agent": null },
      }),
  },
  {
    name: "a reserved expansion of a path",
    build: () => endpoint("GET /repos/{owner}/{repo}/git/ref/{+ref}", { owner: "o", repo: "r", ref: "heads/main" }),
  },
  {
    name: "HEAD and DELETE send no body",
    build: () =>
      endpoint("DELETE /repos/{owner}/{repo}/labels/{name}", { owner: "o", repo: "r", name: "good first issue" }),
  },
  {
    name: "a form body: an OAuth token request",
    build: () =>
      endpoint("POST https://github.com/login/oauth/access_token", {
        client_id: "Iv1.abc",
        client_secret: "s3cr3t",
        code: "a1b2",
        headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      }),
  },
  {
    name: "a multipart body: a text field and a file",
    build: () =>
      endpoint("POST https://uploads.example/files", {
        title: "Q3 report",
        tags: ["finance", "q3"],
        meta: { pages: 2 },
        file: new File(["%PDF-1.7 …"], "report.pdf", { type: "application/pdf" }),
        headers: { "content-type": "multipart/form-data" },
      }),
  },
  {
    name: "a vendor of its own: Stripe's nested form",
    build: () =>
      stripe.build("POST /v1/subscriptions", {
        customer: "cus_1",
        items: [{ price: "price_1", quantity: 2 }],
        metadata: { order_id: "6735" },
      }),
  },
  {
    name: "a vendor of its own: Stripe's bracketed query",
    build: () => stripe.build("GET /v1/customers/{id}", { id: "cus_1", expand: ["default_source"] }),
  },
  {
    name: "a vendor of its own: Acme's versioned media type with a format",
    build: () => acme.build("GET /widgets/{id}", { id: 1, mediaType: { format: "raw" } }),
  },
  {
    name: "a vendor of its own: Acme's JSON body",
    build: () => acme.build("POST /widgets", { name: "w", color: "red" }),
  },
  {
    name: "the companion: octokit's contract, upper-case method",
    build: () => companion("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t", headers: token }),
  },
  {
    name: "the companion: GraphQL previews",
    build: () => companion("POST /graphql", { query: "{ viewer { login } }", mediaType: { previews: ["bane"] } }),
  },
  // The OpenAPI entry point (docs/openapi.md), on the specs' Acme Shop description.
  {
    name: "described: every place and style of a GET's parameters",
    build: () =>
      shop.build("getOrder", {
        orderId: "o 1",
        include: ["items", "notes"],
        fields: ["id", "total"],
        filter: { status: "open" },
        "If-None-Match": '"v1"',
        theme: "dark",
      }),
  },
  {
    name: "described: a POST's query parameter, and a body property named method",
    build: () => shop.build("POST /payouts", { dry_run: true, amount: 5, method: "instant" }),
  },
  {
    name: "described: a form by its Encoding Object",
    build: () => shop.build("submitForm", { name: "a b", tags: ["x", "y"], metadata: { k: "v" } }),
  },
];

// Every 40th route of GitHub's catalog, filled with values of the placeholders' names, plus one
// parameter a GET sends in its query and any other verb in its body.
const catalogSample: RequestCase[] = catalogRoutes
  .filter((_, index) => index % 40 === 0)
  .map((route) => ({
    name: `catalog: ${route}`,
    build: () =>
      endpoint(route, {
        ...Object.fromEntries(placeholderNames(route).map((name) => [name, `${name}-1`])),
        extra: "x y",
        headers: token,
      }),
  }));

/** The calls, in a fixed order, whose requests `spec/release/request-bytes.json` records. */
export const requestCases: readonly RequestCase[] = [...examples, ...catalogSample];
