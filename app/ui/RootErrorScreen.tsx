import { useWords } from "../words.ts";

/**
 * The root error screen (spec section 8): what a student sees when a screen fails outright. The
 * error boundary showing it writes the error to the console, where the browser's error reporting
 * picks it up.
 */
export function RootErrorScreen() {
  const { messages } = useWords();
  return (
    <main className="error-screen">
      <h1 className="error-screen__title">{messages.rootErrorTitle}</h1>
      <p>{messages.rootErrorText}</p>
    </main>
  );
}
