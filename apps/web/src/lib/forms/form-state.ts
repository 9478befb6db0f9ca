/** What a server action tells its form: shared by the actions and the client form. */
export interface FormState<D = unknown> {
  status: 'idle' | 'success' | 'error';
  /** Form-level message: the API's message, or what succeeded. */
  message?: string;
  /** Field name (as the API names it) to message. */
  fieldErrors: Record<string, string>;
  /** What the action hands back to the form, e.g. a created API key's raw key. */
  data?: D;
}

export const IDLE_FORM_STATE: FormState = { status: 'idle', fieldErrors: {} };
