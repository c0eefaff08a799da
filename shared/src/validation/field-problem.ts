/** The first rule a form breaks: which field, and the spec's message for it. */
export interface FieldProblem<Field extends string = string> {
  field: Field;
  message: string;
}
