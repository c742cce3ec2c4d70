// The creator, post and search panels, by view kind.
import { CreatorView } from './creator';
import { PostView } from './post';
import { SearchView } from './search';
import type { ViewContext, ViewController } from './view';

export function peopleView(ctx: ViewContext): ViewController | undefined {
  switch (ctx.view) {
    case 'creator': return new CreatorView(ctx);
    case 'post': return new PostView(ctx);
    case 'search': return new SearchView(ctx);
    default: return undefined;
  }
}
