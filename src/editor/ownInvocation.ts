// Commands that change state act without asking only when the extension's own UI invoked them.
// A command link (`command:socialPulse.x?[…]` in a notification, markdown or a webview) can pass
// only what JSON.parse makes; tree rows, panel buttons and our own code pass objects made here.
// The objects the extension made to pass to its commands are remembered (weakly): an argument
// not among them came from somewhere else, and the command asks first. Pure: no `vscode` import.
// The panels and chat load from bundles of their own, each with its own copy of this module: the
// set is kept once per extension host, under a registered symbol, so a panel's mark is seen by the
// editor bundle's commands. Other extensions could reach it, but they can run our commands anyway.
const OWN = Symbol.for('socialPulse.ownInvocation');
const host = globalThis as typeof globalThis & { [OWN]?: WeakSet<object> };
const own = (host[OWN] ??= new WeakSet<object>());

/** Marks an object as made by the extension to pass to one of its commands; returns it. */
export function asOwn<T extends object>(arg: T): T {
  own.add(arg);
  return arg;
}

/** Whether the extension's own UI made this argument (never true of a parsed link argument). */
export function fromOwnUi(arg: unknown): boolean {
  return typeof arg === 'object' && arg !== null && own.has(arg);
}
