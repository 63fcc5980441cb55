import { Component, type ErrorInfo, type ReactNode } from "react";
import { actionClassName } from "./ActionButton";
import { colors, fontSizes, space } from "../styles/theme";

/** Copy of the fallback screen, from data/site.json `errorScreen`. */
export type ErrorScreenCopy = { heading: string; text: string; buttonLabel: string };

type Props = { copy: ErrorScreenCopy; children: ReactNode; onReload?: () => void };
type State = { error: Error | null };

/**
 * Catches any render error below it: logs it to the console and shows
 * the fallback screen ("Something went wrong" + Reload Page) until the page is reloaded.
 * `onReload` defaults to `window.location.reload()`.
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
      <main
        role="alert"
        css={{
          minHeight: "100vh",
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          justifyContent: "center",
          textAlign: "center",
          padding: space.lg,
          gap: space.md,
        }}
      >
        <h1 css={{ fontSize: fontSizes.xxl, color: colors.text }}>{copy.heading}</h1>
        <p css={{ color: colors.muted, maxWidth: 520 }}>{copy.text}</p>
        <button type="button" onClick={this.reload} className={actionClassName("primary")}>
          {copy.buttonLabel}
        </button>
      </main>
    );
  }
}
