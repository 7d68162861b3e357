// Two operations of a vendor's catalog as openapi-typescript writes them, cut down: a POST whose
// description puts `dry_run` in the query, and a DELETE with a header parameter. The Petstore
// has the second kind (`api_key` on DELETE /pet/{petId}) but not the first.
import { EndpointConfig } from "../../lib";

type NoParameters = { query?: never; header?: never; path?: never; cookie?: never };
type Responses = { 200: { headers: { [name: string]: unknown }; content: { "application/json": { id: number } } } };

export interface paths {
  "/widgets": {
    parameters: NoParameters;
    get: {
      parameters: { query?: { per_page?: number }; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: Responses;
    };
    post: {
      parameters: { query?: { dry_run?: boolean }; header?: never; path?: never; cookie?: never };
      requestBody: { content: { "application/json": { name: string } } };
      responses: Responses;
    };
  };
  "/widgets/{id}": {
    parameters: NoParameters;
    delete: {
      parameters: { query?: never; header: { "x-acme-confirm": string }; path: { id: number }; cookie?: never };
      requestBody?: never;
      responses: Responses;
    };
  };
}

export class Widgets extends EndpointConfig<paths> {
  override get vendor() {
    return "acme";
  }
  override get defaultBaseUrl() {
    return "https://api.acme.test";
  }
}
