import type { FormRules } from "../vendors/form-fields";

/**
 * What writing a value needs besides the parameter or the body: the vendor's rules (how it writes
 * dates and nests names in forms and deepObject), and the route for messages.
 */
export interface StyleContext {
  readonly rules: FormRules;
  readonly route: string;
}
