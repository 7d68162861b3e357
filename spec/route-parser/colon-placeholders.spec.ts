import { InvalidRouteError, RouteParser } from "../../lib";

describe("RouteParser#toTemplate", () => {
  const parser = new RouteParser();

  it.each([
    ["/repos/:owner/:repo", "/repos/{owner}/{repo}"],
    ["/a/{b}/:c", "/a/{b}/{c}"],
    ["/a/{b:3}/:c/{d}/:e", "/a/{b:3}/{c}/{d}/{e}"],
    ["/repos/:repo_id2", "/repos/{repo_id2}"],
    ["https://ghe.example.com/:owner", "https://ghe.example.com/{owner}"],
    ["https://ghe.example.com:8443/api/:owner/x", "https://ghe.example.com:8443/api/{owner}/x"],
    ["/x/{a}:b", "/x/{a}{b}"],
    ["/x/{a:3}:b", "/x/{a:3}{b}"],
    // A URL later in the route is not its authority: only one at the very start is skipped.
    ["/r/:id?next=https://h.example/x", "/r/{id}?next=https://h.example/x"],
  ])("turns the :placeholders of %s into {placeholders}", (url, template) => {
    expect(parser.toTemplate(url)).toBe(template);
  });

  it.each([
    ["/x/:1/y"],
    ["/x/:-y"],
    ["/repos/:_private/x"],
    ["/x/:"],
    ["/x:"],
    ["https://:token@ghe.example.com/x"],
    ["http://[fe80::abcd]:8080/x"],
    ["https://robot-:token@ghe.example.com/x"],
    ["git+ssh://:key@host.example/x"],
    ["/plain/path"],
    ["/x/{a:b}"],
    ["/x/{a,:b}"],
    ["/x/{+:b}/y"],
  ])("leaves %s alone", (url) => {
    expect(parser.toTemplate(url)).toBe(url);
  });
});

describe("RouteParser#split", () => {
  it.each([
    [42, "42"],
    [null, "null"],
    [{ url: "/" }, "an object"],
  ])("refuses %p with an InvalidRouteError naming it", (route, shown) => {
    expect(() => new RouteParser().split(route as never)).toThrow(
      new InvalidRouteError(`Invalid route ${shown}: expected a string such as "GET /user" or an options object`),
    );
    expect(() => new RouteParser().split(route as never)).toThrow(InvalidRouteError);
  });
});
