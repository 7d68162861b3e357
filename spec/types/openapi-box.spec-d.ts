// Type specs over a real description's generated `paths`: Box's (spec/fixtures/openapi/box,
// turned into types by openapi-typescript when `npm run typecheck` runs).
import { fromOpenAPI } from "../../lib/openapi";
import type { paths } from "../fixtures/openapi/box/box";
import box from "../fixtures/openapi/box/openapi.json";

const config = fromOpenAPI<paths>(box);

// A required header parameter of a GET, given flat with the query parameters.
config.build("GET /shared_items", { boxapi: "shared_link=https://app.box.com/s/abc", fields: ["name"] });
// Required header parameters of a PUT whose body is bytes, given whole in `data`.
config.build("PUT /files/upload_sessions/{upload_session_id}", {
  upload_session_id: "s1",
  digest: "sha=abc",
  "content-range": "bytes 0-7/8",
  data: new Uint8Array(8),
});
// A query parameter of a DELETE, flat.
config.build("DELETE /files/{file_id}", { file_id: "1", "if-match": "1" });

// @ts-expect-error -- the required header parameter boxapi is missing
config.build("GET /shared_items", { fields: ["name"] });
// @ts-expect-error -- digest is required too
config.build("POST /files/upload_sessions/{upload_session_id}/commit", { upload_session_id: "s1", parts: [] });
