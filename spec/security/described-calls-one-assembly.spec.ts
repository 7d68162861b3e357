import { toFetchArgs, type RequestOptionsInit } from "../../lib";
import { fromOpenAPI } from "../../lib/openapi";
import { smallDescription } from "../support/small-description";

// A described call is assembled and judged by the same code as a plain one: its URL by the same
// policies (what parsing drops, dot segments, allowAbsoluteUrls), its credentials by the same
// policy, whose home is the config's base URL or the operation's described server, and never a
// plain-http server the description names. Judged by what a client makes of the request.

const KEYS = {
  securitySchemes: {
    key: { type: "apiKey", in: "header", name: "X-Api-Key" },
    query: { type: "apiKey", in: "query", name: "api_key" },
  },
};

function described(servers: unknown[], extra: Record<string, unknown> = {}) {
  return smallDescription(
    "Acme",
    {
      "/things": { get: { operationId: "listThings", responses: {} } },
      "/plain/things": {
        get: { operationId: "plainThings", servers: [{ url: "http://plain.acme.example/v1" }], responses: {} },
      },
      "/own/things": {
        get: { operationId: "ownThings", servers: [{ url: "https://own.acme.test/v2" }], responses: {} },
      },
      "/files/./{name}": {
        get: {
          operationId: "file",
          parameters: [{ name: "name", in: "path", required: true, schema: { type: "string" } }],
          responses: {},
        },
      },
    },
    { servers, components: KEYS, ...extra },
  );
}

const TOKEN = { headers: { authorization: "token secret" } };

function origin(options: RequestOptionsInit): string {
  const [url, init] = toFetchArgs(options);
  // What fetch would send: a Request is only made of a URL and headers it accepts.
  return new URL(new Request(url, init).url).origin;
}

describe("a described call's credentials go only home", () => {
  const config = fromOpenAPI(described([{ url: "https://acme.test" }]));

  it("an operation whose own server is plain http gets no authorization header", () => {
    expect(() => config.build("plainThings", TOKEN)).toThrow(expect.objectContaining({ code: "ERR_ABSOLUTE_URL" }));
  });

  it("nor an apiKey header, nor an apiKey query parameter", () => {
    expect(() => config.build("plainThings", { headers: { "x-api-key": "k" } })).toThrow(
      expect.objectContaining({ code: "ERR_ABSOLUTE_URL" }),
    );
    expect(() => config.build("plainThings", { api_key: "k" })).toThrow(
      expect.objectContaining({ code: "ERR_ABSOLUTE_URL" }),
    );
  });

  it("the plain-http operation is still built without a credential", () => {
    expect(origin(config.build("plainThings"))).toBe("http://plain.acme.example");
  });

  it("an operation's own https server is home: its credentials go there", () => {
    const options = config.build("ownThings", TOKEN);
    expect(origin(options)).toBe("https://own.acme.test");
    expect(options.headers.authorization).toBe("token secret");
  });

  it("a per-call baseUrl elsewhere carries no credential", () => {
    for (const call of [TOKEN, { headers: { "x-api-key": "k" } }, { api_key: "k" }]) {
      expect(() => config.build("listThings", { ...call, baseUrl: "https://evil.example" })).toThrow(
        expect.objectContaining({ code: "ERR_ABSOLUTE_URL" }),
      );
    }
    expect(origin(config.build("listThings", { baseUrl: "https://evil.example" }))).toBe("https://evil.example");
  });

  it("a per-call baseUrl elsewhere does not move an operation's own server to it with the token", () => {
    expect(() => config.build("ownThings", { ...TOKEN, baseUrl: "https://evil.example" })).toThrow(
      expect.objectContaining({ code: "ERR_ABSOLUTE_URL" }),
    );
  });

  it("the config's own base URL, set with with(), is home", () => {
    const staging = config.with({ baseUrl: "https://staging.acme.example" });
    const options = staging.build("listThings", TOKEN);
    expect(origin(options)).toBe("https://staging.acme.example");
  });
});

describe("a plain-http server the description names is never home", () => {
  it("as the config's base URL, it is built to without credentials and refused with them", () => {
    const config = fromOpenAPI(described([{ url: "http://acme.example/api" }]));
    expect(origin(config.build("listThings"))).toBe("http://acme.example");
    expect(() => config.build("listThings", TOKEN)).toThrow(expect.objectContaining({ code: "ERR_ABSOLUTE_URL" }));
    expect(() => config.build("listThings", { api_key: "k" })).toThrow(
      expect.objectContaining({ code: "ERR_ABSOLUTE_URL" }),
    );
  });

  it("a loopback http server is home (a local mock of the API)", () => {
    const config = fromOpenAPI(described([{ url: "http://127.0.0.1:4010" }]));
    expect(config.build("listThings", TOKEN).headers.authorization).toBe("token secret");
  });
});

describe("allowAbsoluteUrls: false keeps a described call under its config's base URL or its own server", () => {
  const config = fromOpenAPI(described([{ url: "https://acme.test" }]), { allowAbsoluteUrls: false });

  it("refuses a per-call baseUrl elsewhere, with or without a credential", () => {
    for (const call of [{}, TOKEN]) {
      expect(() => config.build("listThings", { ...call, baseUrl: "https://evil.example" })).toThrow(
        expect.objectContaining({ code: "ERR_ABSOLUTE_URL" }),
      );
    }
  });

  it("builds an operation under its own described server", () => {
    expect(origin(config.build("ownThings", TOKEN))).toBe("https://own.acme.test");
    expect(origin(config.build("listThings", TOKEN))).toBe("https://acme.test");
  });
});

describe("a described path is held to the main entry's URL policy", () => {
  const config = fromOpenAPI(described([{ url: "https://acme.test" }]));

  it("a value that makes a dot segment is refused, even where the path key writes one itself", () => {
    for (const name of ["..", "."]) {
      expect(() => config.build("file", { name })).toThrow(
        expect.objectContaining({ code: "ERR_INVALID_PARAMETER", message: expect.stringContaining("name") }),
      );
    }
  });

  it("the path key's own dot segment stays, as the main entry keeps a template's", () => {
    expect(config.build("file", { name: "a.txt" }).url).toBe("https://acme.test/files/./a.txt");
  });
});
