import { Component, type ReactNode } from 'react';

type OptionalPartProps = {
  children: ReactNode;
  /** The part failed and is left out. */
  onError: () => void;
};

/**
 * Around a part loaded on demand that the page can do without (a date field's calendar): when its
 * code fails to download (a release replaced the files), the part is left out, and the page, with
 * what the user has typed, stays instead of giving way to the route's error page.
 */
export class OptionalPart extends Component<OptionalPartProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
