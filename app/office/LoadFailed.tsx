import { Button } from "react-aria-components";
import { AppError } from "../api/errors.ts";
import { texts } from "./texts.ts";

/** Props of LoadFailed. */
export interface LoadFailedProps {
  /** What failed. */
  error: unknown;
  /** Asks again. */
  onRetry: () => void;
}

/** A console call that failed (not a lost session, which signs out): the server's message, or the console's own, and Try Again. */
export function LoadFailed({ error, onRetry }: LoadFailedProps) {
  const message = error instanceof AppError ? error.message : texts.errors.loadFailed;
  return (
    <div className="notice notice--error staff__failed" role="alert">
      <p className="notice__text">{message}</p>
      <Button className="button button--secondary" onPress={onRetry}>
        {texts.errors.tryAgain}
      </Button>
    </div>
  );
}
