import { toFetchArgs } from "../../lib";
import { fromOpenAPI } from "../../lib/openapi";
import { startRecordingServer, type RecordingServer } from "../integration/recording-server";
import shop from "../fixtures/openapi-shop/shop.json";

// What a real server receives from a described call with a hostile value in each place: the
// request reaches the operation's path on the config's origin, once, with no header the call did
// not name, or the call is refused with an EndpointError and nothing is sent.
const HOSTILE = ["../../admin", "..", ".", "a/b?c=d#e", "x\r\nx-injected: 1", "a; admin=true", "%2e%2e", "\t/evil"];

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());

async function sent(build: () => ReturnType<ReturnType<typeof fromOpenAPI>["build"]>) {
  let options;
  try {
    options = build();
  } catch (error) {
    expect(error).toMatchObject({ code: expect.stringMatching(/^ERR_/) });
    return undefined;
  }
  const before = server.received.length;
  await fetch(...toFetchArgs(options));
  expect(server.received).toHaveLength(before + 1);
  return server.received[before]!;
}

describe.each(HOSTILE)("a described call with %j, sent to a real server", (value) => {
  const config = () =>
    fromOpenAPI(shop).with({ baseUrl: `${server.origin}/v1`, headers: { authorization: "token t" } });

  it("as a path parameter reaches the operation's path, one segment long", async () => {
    const received = await sent(() => config().build("getOrder", { orderId: value }));
    if (received === undefined) return;
    expect(new URL(received.target, server.origin).pathname).toMatch(/^\/v1\/orders\/[^/]+$/);
    expect(received.headers.authorization).toBe("token t");
  });

  it("as query, header and cookie parameters adds no header and leaves the path alone", async () => {
    const received = await sent(() =>
      config().build("getOrder", { orderId: "o1", include: [value], "If-None-Match": value, theme: value }),
    );
    if (received === undefined) return;
    expect(new URL(received.target, server.origin).pathname).toBe("/v1/orders/o1");
    expect(received.headers["x-injected"]).toBeUndefined();
    expect(new URL(received.target, server.origin).searchParams.getAll("include")).toEqual([value]);
  });

  it("as a per-call baseUrl never takes the token elsewhere", async () => {
    const received = await sent(() =>
      config().build("getOrder", { orderId: "o1", baseUrl: `${server.origin}/${value}` }),
    );
    // The config's base URL is home; a per-call one is not, even on the same server.
    expect(received).toBeUndefined();
  });
});
