/** Shared by the change-password server action and its form. */
export type PasswordField = 'old_password' | 'new_password' | 'confirm_password';

export interface ChangePasswordState {
  status: 'idle' | 'success' | 'error';
  /** Form-level message: the API's message, or why nothing was sent. */
  message?: string;
  fieldErrors: Partial<Record<PasswordField, string>>;
}

export const INITIAL_CHANGE_PASSWORD_STATE: ChangePasswordState = {
  status: 'idle',
  fieldErrors: {},
};
