// The part of VS Code's notebook renderer API this renderer uses (the `vscode-notebook-renderer`
// types, which the project does not depend on).
export interface OutputItem {
  readonly id: string;
  readonly mime: string;
  json(): unknown;
  text(): string;
}

export interface RendererApi {
  renderOutputItem(item: OutputItem, element: HTMLElement, signal: AbortSignal): void;
  disposeOutputItem?(id?: string): void;
}
