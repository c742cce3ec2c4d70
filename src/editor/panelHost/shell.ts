// VS Code's side of the webview host: the panel, its options and page, and a WebviewHost wired to
// the shared services (the log, the connection, the image setting, error notifications).
import * as l10n from '../../shared/format/l10n';
import * as vscode from 'vscode';
import { shownZone, type ShownZone } from '../../shared/format/zone';
import { VIEW_TYPES } from '../../shared/protocol/views';
import type { Services } from '../services';
import { type LabelText, tNotice } from '../sinks/neutral';
import { showError } from '../sinks/notify';
import { buildShell, createNonce } from './html';
import { WebviewHost } from './host';
import type { WebviewProvider } from './provider';

/** The webview bundle (script, styles, the icon font) is all a page loads from the extension. */
const WEBVIEW_ROOT = ['dist', 'webview'];

export function webviewOptions(extensionUri: vscode.Uri): vscode.WebviewOptions {
  return {
    enableScripts: true,
    localResourceRoots: [vscode.Uri.joinPath(extensionUri, ...WEBVIEW_ROOT)],
  };
}

/** The page every panel starts as: the webview bundle, a fresh nonce, the policy; the data comes by message. */
function showShell(webview: vscode.Webview, extensionUri: vscode.Uri, remoteImages: boolean): void {
  const asset = (file: string): string => webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, ...WEBVIEW_ROOT, file)).toString();
  webview.html = buildShell({
    cspSource: webview.cspSource,
    nonce: createNonce(),
    remoteImages,
    scriptUri: asset('webview.js'),
    styleUris: [asset('webview.css')],
    l10n: l10n.currentBundle(),
    lang: vscode.env.language,
  });
}

/** A new panel of `view`'s type in the active column. */
export function createPanel(viewType: keyof typeof VIEW_TYPES, title: LabelText, extensionUri: vscode.Uri): vscode.WebviewPanel {
  return vscode.window.createWebviewPanel(VIEW_TYPES[viewType], title, vscode.ViewColumn.Active, {
    ...webviewOptions(extensionUri),
    // a hidden panel keeps no page: the one built when it is shown again starts from the webview's
    // getState (its choices and its place: a table's rows and active row, a chart's zoom; protocol/state.ts)
    retainContextWhenHidden: false,
    enableFindWidget: true,
  });
}

export interface HostOptions {
  /** The log's prefix: "panels", "compare". */
  component: string;
  /** The panel's key, in log lines. */
  key: string;
  /** The page shows remote images when `socialPulse.loadRemoteImages` allows. */
  images: boolean;
}

/** Hosts `provider` in `panel` (a new one, or one VS Code restored). */
export function hostPanel(services: Services, panel: vscode.WebviewPanel, provider: WebviewProvider, o: HostOptions): WebviewHost {
  const { extensionUri } = services.context;
  panel.webview.options = webviewOptions(extensionUri);
  const images = o.images ? {
    get current(): boolean {
      return services.settings.current.loadRemoteImages;
    },
    onDidChange: (listener: (allowed: boolean) => unknown): vscode.Disposable => services.settings.onDidChange((values) => listener(values.loadRemoteImages)),
  } : undefined;
  return new WebviewHost(panel, provider, {
    name: `${o.component}: ${o.key}`,
    log: services.log,
    connection: services.connection,
    showShell: (remoteImages) => showShell(panel.webview, extensionUri, remoteImages),
    remoteImages: images,
    timeZone: {
      // resolved here, on the host: 'local' is the host's zone in the panel too (a remote window's page runs on the person's machine)
      get current(): ShownZone {
        return shownZone(services.settings.current.timeZone);
      },
      onDidChange: (listener: (zone: ShownZone) => unknown): vscode.Disposable => services.settings.onDidChange((values) => listener(shownZone(values.timeZone))),
    },
    reportFailure: (message) => void showError(tNotice(l10n.t('Social Pulse: {0}'), message)),
  });
}
