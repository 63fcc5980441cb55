import { Component, type ErrorInfo, type ReactNode } from "react";
import { actionClassName } from "./ActionButton";

/** Copy of the fallback screen, from data/site.json `errorScreen`. */
export type ErrorScreenCopy = { heading: string; text: string; buttonLabel: string };

type Props = { copy: ErrorScreenCopy; children: ReactNode; onReload?: () => void };
type State = { error: Error | null };

/**
 * Catches any render error below it: logs it to the console and shows
 * the fallback screen ("Something went wrong" + Reload Page) until the page is reloaded.
 * `onReload` defaults to `window.location.reload()`. Its look is the static `.error-screen…`
 * classes (./errorScreenCss.ts, in every page's static sheet), which cost no JavaScript.
 */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("Unexpected error:", error, info.componentStack);
  }

  private reload = (): void => {
    if (this.props.onReload) this.props.onReload();
    else window.location.reload();
  };

  render(): ReactNode {
    if (!this.state.error) return this.props.children;
    const { copy } = this.props;
    return (
      <main role="alert" className="error-screen">
        <h1 className="error-screen__heading">{copy.heading}</h1>
        <p className="error-screen__text">{copy.text}</p>
        <button type="button" onClick={this.reload} className={actionClassName("primary")}>
          {copy.buttonLabel}
        </button>
      </main>
    );
  }
}
