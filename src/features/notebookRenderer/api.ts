// The part of VS Code's notebook renderer API this renderer uses (the `vscode-notebook-renderer`
// types, which the project does not depend on).
export interface OutputItem {
  readonly id: string;
  readonly mime: string;
  json(): unknown;
  text(): string;
}

export interface RendererApi {
  renderOutputItem(item: OutputItem, element: HTMLElement, signal: AbortSignal): void | Promise<void>;
  disposeOutputItem?(id?: string): void;
}

/** What VS Code hands the renderer's activate(): messages to and from the extension host, when it runs. */
export interface RendererContext {
  postMessage?(message: unknown): void;
  onDidReceiveMessage?: (listener: (message: unknown) => void) => { dispose(): void };
}
