// A second real vendor, built as docs/media-types-and-subclassing.md says: its own catalog (the
// Swagger Petstore's OpenAPI description, typed by openapi-typescript: spec/fixtures/petstore),
// its own media types, base URL and user-agent, and nothing of GitHub's.
import { EndpointConfig } from "../../lib";
import type { paths } from "../fixtures/petstore/petstore";

export class Acme extends EndpointConfig<paths> {
  override get vendor() {
    return "acme";
  }
  override get apiVersion() {
    return "v2";
  }
  override get defaultBaseUrl() {
    return "https://api.acme.test";
  }
  override get userAgent() {
    return "acme-cli/1.0";
  }
}
