/** Props of StateMessage. */
export interface StateMessageProps {
  /** What went well (a confirmed account, a reset password). */
  success?: string | undefined;
  /** What went wrong (a session that ended). */
  error?: string | undefined;
}

/**
 * The message a screen was handed in navigation state (spec section 2), shown in the card: an
 * error as an alert, a success as a status message.
 */
export function StateMessage({ success, error }: StateMessageProps) {
  return (
    <>
      {error && (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      )}
      {success && (
        <p className="notice notice--success" role="status">
          {success}
        </p>
      )}
    </>
  );
}
