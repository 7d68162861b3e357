import { USER_AGENT } from "../../version";

// GitHub's vendor values: what the default EndpointConfig's getters return, and a subclass's
// getters replace. Constants rather than one object, so the getters compile to the literals.

/**
 * GitHub's name in its media types (`application/vnd.github.v3+json`).
 *
 * @example
 * new EndpointConfig().vendor === GITHUB_VENDOR; // true: "github"
 */
export const GITHUB_VENDOR = "github";

/**
 * The REST API version in GitHub's media types.
 *
 * @example
 * new EndpointConfig().apiVersion === GITHUB_API_VERSION; // true: "v3"
 */
export const GITHUB_API_VERSION = "v3";

/**
 * GitHub's API address (GitHub Enterprise Server users set `baseUrl` in `with()`).
 *
 * @example
 * new EndpointConfig().defaultBaseUrl === GITHUB_BASE_URL; // true: "https://api.github.com"
 */
export const GITHUB_BASE_URL = "https://api.github.com";

/**
 * The `user-agent` of GitHub requests, which GitHub requires of every request: this library's name and version.
 *
 * @example
 * new EndpointConfig().userAgent === GITHUB_USER_AGENT; // true: "restkit-endpoint.js/0.1.0"
 */
export const GITHUB_USER_AGENT = USER_AGENT;
