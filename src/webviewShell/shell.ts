// Where every webview panel starts (the topic-like panels and compare alike): the options that let
// it load only the webview bundle, and the page it shows until its data comes by message.
import * as vscode from 'vscode';
import { buildShell, createNonce } from './html';

/** The webview bundle (script, styles, the icon font) is all a panel loads from the extension. */
const WEBVIEW_ROOT = ['dist', 'webview'];

export function webviewOptions(extensionUri: vscode.Uri): vscode.WebviewOptions {
  return {
    enableScripts: true,
    localResourceRoots: [vscode.Uri.joinPath(extensionUri, ...WEBVIEW_ROOT)],
  };
}

/** The page every panel starts as: the webview bundle, a fresh nonce, the policy; the data comes by message. */
export function showShell(webview: vscode.Webview, extensionUri: vscode.Uri, remoteImages: boolean): void {
  const asset = (file: string): string => webview.asWebviewUri(vscode.Uri.joinPath(extensionUri, ...WEBVIEW_ROOT, file)).toString();
  webview.html = buildShell({
    cspSource: webview.cspSource,
    nonce: createNonce(),
    remoteImages,
    scriptUri: asset('webview.js'),
    styleUris: [asset('webview.css')],
  });
}
