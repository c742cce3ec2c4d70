// Types for the undici modules the client imports by path (see transportUndici.ts): the same classes
// and functions the package index exports, without the rest of undici that the index loads.
declare module 'undici/lib/dispatcher/agent' {
  import { Agent } from 'undici';
  export default Agent;
}

declare module 'undici/lib/dispatcher/proxy-agent' {
  import { ProxyAgent } from 'undici';
  export default ProxyAgent;
}

declare module 'undici/lib/api/api-request' {
  import type { Dispatcher } from 'undici';
  /** Dispatcher.prototype.request, called with the dispatcher as `this`. */
  export default function request(this: Dispatcher, options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData>;
}

declare module 'undici/lib/dispatcher/dispatcher' {
  import { Dispatcher } from 'undici';
  export default Dispatcher;
}

declare module 'undici/lib/api/api-connect' {
  import type { Dispatcher } from 'undici';
  /** Dispatcher.prototype.connect, called with the dispatcher as `this`. */
  export default function connect(this: Dispatcher, options: Dispatcher.ConnectOptions): Promise<Dispatcher.ConnectData>;
}
