/** The first rule a form breaks: which field, and the spec's message for it. */
export interface FieldProblem<Field extends string = string> {
  field: Field;
  message: string;
}

/**
 * What the server's check of a request body finds: the fields the rules vouched for, typed and
 * nothing else from the body, or the first problem. The backend reads bodies through these
 * checks instead of casting them.
 */
export type Checked<Value, Field extends string> =
  { value: Value; problem?: undefined } | { value?: undefined; problem: FieldProblem<Field> };

/** A property of a value of any shape (a parsed request body); undefined when it is no object. */
export function fieldOf(input: unknown, key: string): unknown {
  return typeof input === 'object' && input !== null ? Reflect.get(input, key) : undefined;
}
