// The saved-search commands' ids (the panels' buttons run them too).
export const SEARCH_COMMANDS = {
  searchPosts: 'socialPulse.searchPosts',
  save: 'socialPulse.saveSearch',
  rename: 'socialPulse.renameSearch',
  editTerms: 'socialPulse.editSearchTerms',
  priority: 'socialPulse.setSearchPriority',
  delete: 'socialPulse.deleteSearch',
  refresh: 'socialPulse.refreshSearches',
} as const;
