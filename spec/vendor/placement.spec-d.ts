// What compiles is what is sent (issue 29 item 6): a parameter the description puts in the query
// of a body-carrying operation, or in a header, is a compile error; the forms that send it there
// compile. The messages are checked by placement.spec.ts.
import { EndpointConfig, type Exact } from "../../lib";
import { Acme } from "./acme";
import { Widgets, type paths } from "./widgets";

const widgets = new Widgets();
// @ts-expect-error dry_run is a query parameter of a POST, whose other keys become the body
widgets.build("POST /widgets", { dry_run: true, name: "w" });
widgets.build("POST /widgets{?dry_run}", { dry_run: true, name: "w" });
widgets.build("POST /widgets", { name: "w" });
// A GET's query parameters stay keys.
widgets.build("GET /widgets", { per_page: 5 });
// @ts-expect-error per_page is a number
widgets.build("GET /widgets", { per_page: "five" });

// @ts-expect-error x-acme-confirm is a header parameter
widgets.build("DELETE /widgets/{id}", { id: 1, "x-acme-confirm": "yes" });
widgets.build("DELETE /widgets/{id}", { id: 1, headers: { "x-acme-confirm": "yes" } });
// A required header parameter does not make the options required beyond the path's.
widgets.build("DELETE /widgets/{id}", { id: 1 });

// The Petstore's own header parameter, in Acme's catalog.
const acme = new Acme();
// @ts-expect-error api_key is a header parameter of DELETE /pet/{petId}
acme.build("DELETE /pet/{petId}", { petId: 1, api_key: "k" });
acme.build("DELETE /pet/{petId}", { petId: 1, headers: { api_key: "k" } });

// An exact catalog says the same.
const exact = new EndpointConfig<Exact<paths>>();
// @ts-expect-error dry_run is a query parameter of a POST
exact.build("POST /widgets", { dry_run: true, name: "w" });
// @ts-expect-error x-acme-confirm is a header parameter
exact.build("DELETE /widgets/{id}", { id: 1, "x-acme-confirm": "yes" });
exact.build("DELETE /widgets/{id}", { id: 1, headers: { "x-acme-confirm": "yes" } });
