// Prints an OpenAPI 3.2 description with the references written through its `$self` made local
// (`https://acme.test/openapi/acme-32.json#/components/…` becomes `#/components/…`), and `$self`
// left out. openapi-typescript 7 does not read `$self`: it would fetch such a reference, and
// fail without a network. `npm run types:fixtures` pipes this into it.
import { readFileSync } from "node:fs";

const description = JSON.parse(readFileSync(process.argv[2], "utf8"));
const self = description.$self;
delete description.$self;
const local = (key, value) =>
  key === "$ref" && typeof value === "string" && value.startsWith(`${self}#`) ? value.slice(self.length) : value;
process.stdout.write(JSON.stringify(description, local));
