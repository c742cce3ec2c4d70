// How `npm start` runs the desktop `code` command, and whether its stand-in (a browser VS Code:
// code-server, set up by scripts/setup-real-vscode.sh) can run on this machine.

/**
 * The command that runs `code` with `args`. On Windows `code` is code.cmd, which only a shell runs
 * (Node refuses to spawn a .cmd without one): one command line, each argument with a space quoted.
 */
export function codeCommand(args, platform = process.platform) {
  if (platform !== 'win32') return { command: 'code', args, shell: false };
  const quoted = args.map((a) => (/[\s&|<>^()]/.test(a) ? `"${a}"` : a));
  return { command: ['code', ...quoted].join(' '), args: [], shell: true };
}

/**
 * Why the browser VS Code cannot stand in here, or undefined when it can: its set-up is a bash
 * script that installs with apt and checks with dpkg (Debian, Ubuntu).
 */
export function fallbackRefusal(platform, hasDpkg) {
  if (platform === 'linux' && hasDpkg) return undefined;
  const where = platform === 'linux' ? 'this Linux has no dpkg' : `this is ${platform}`;
  return 'no desktop `code` command was found, and the browser VS Code that stands in for it '
    + '(code-server, set up by scripts/setup-real-vscode.sh with bash, apt and dpkg) runs on Debian or Ubuntu Linux only; '
    + `${where}. Install VS Code with its \`code\` command on PATH (in VS Code: "Shell Command: Install 'code' command in PATH"; `
    + 'on Windows the installer adds it), then run `npm start` again.';
}
