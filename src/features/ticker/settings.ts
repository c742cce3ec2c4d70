// The ticker's settings from VS Code, checked (core/settings.ts). They choose only what this
// window shows, so a workspace may set them too.
import * as vscode from 'vscode';
import { checkTickerSettings, type TickerSettings } from './core/settings';

export const TICKER_SECTION = 'socialPulse.ticker';

export function readTickerSettings(): TickerSettings {
  const c = vscode.workspace.getConfiguration(TICKER_SECTION);
  return checkTickerSettings({ items: c.get('items'), max: c.get('max'), topicFigure: c.get('topicFigure') });
}
