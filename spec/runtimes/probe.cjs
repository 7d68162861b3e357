// The same as probe.mjs through the CommonJS entry (`require`).
const library = require("@restkit/endpoint");

import("./send-requests.mjs")
  .then(({ scriptArguments, sendRequests }) => sendRequests(library, scriptArguments()))
  .then(() => console.log("sent"));
