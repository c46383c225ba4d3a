import { Component, type ErrorInfo, type ReactNode } from "react";

/** Props of ErrorBoundary. */
export interface ErrorBoundaryProps {
  /** What shows instead of the children once one of them failed; `reset` renders them again. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  /** The part of the screen whose failures this boundary catches. */
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
}

/** Catches what its children throw while rendering (React has no hook for this, hence a class). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  reset = (): void => this.setState({ failed: false, error: null });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
