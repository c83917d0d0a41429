import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import ErrorScreen from './ErrorScreen.tsx';
import { CORRELATION_META, metaContent, REPORT_URL_META } from '../../../src/shell/error-screen/page-meta.ts';
import { sendErrorReport } from './report.ts';

interface Props {
  children: ReactNode;
}
interface State {
  failed: boolean;
}

/**
 * Catches a crash of the island inside it and shows the error screen over the page (browsing spec
 * section 8, "Render crash: error screen with the message"). The screen resets on navigation: a new
 * page is a new document, and a history move back or forward (or a page restored from the back-forward
 * cache) renders the island afresh.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('island crashed', error, info.componentStack);
    sendErrorReport('island-crash', `Island crashed: ${error.message}`);
  }

  override componentDidMount(): void {
    window.addEventListener('popstate', this.reset);
    window.addEventListener('pageshow', this.restored);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('popstate', this.reset);
    window.removeEventListener('pageshow', this.restored);
  }

  reset = (): void => {
    if (this.state.failed) this.setState({ failed: false });
  };

  /** Only a page restored from the back-forward cache: the first load fires pageshow too. */
  restored = (event: PageTransitionEvent): void => {
    if (event.persisted) this.reset();
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ErrorScreen overlay reportUrl={metaContent(REPORT_URL_META)} correlationId={metaContent(CORRELATION_META)} />;
  }
}

/** An island's component inside the error boundary: `export default withErrorBoundary(MyIsland)`. */
export function withErrorBoundary<P extends object>(Island: ComponentType<P>): ComponentType<P> {
  function Guarded(props: P) {
    return (
      <ErrorBoundary>
        <Island {...props} />
      </ErrorBoundary>
    );
  }
  Guarded.displayName = `withErrorBoundary(${Island.displayName ?? Island.name})`;
  return Guarded;
}
