import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  blockId: number | string;
  type: string;
  children: ReactNode;
}

/** A block that throws while rendering is left out and logged; the rest of the page stays. */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[mf-stores-content] block ${this.props.blockId} (${this.props.type}) failed and was left out`, error, info.componentStack);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
