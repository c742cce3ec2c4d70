// Text templates. `{T}` is the subject's title, `{N}` a small number, `{P}` a percent.
// Some carry emoji, right-to-left or other scripts, and line breaks, as real posts do.

export const SOCIAL_TITLES: readonly string[] = [
  '{T} just broke a key level 🚀🚀',
  'Why I am still bullish on {T} after this week',
  "Thread 🧵 Everything you need to know about {T}\n1/ Let's start with the basics",
  '{T} sentiment is flipping. Here is the data 📊',
  'Is {T} overvalued? Honest take.',
  '{T} 📉 again... buy the dip or wait?',
  '{T} يتصدر النقاشات اليوم 🔥',
  'מה קורה עם {T} היום?',
  '{T}の話題が急上昇中 📈',
  '¿Qué está pasando con {T}? 🤔',
  'Nobody is talking about this {T} chart 👀',
  '{T} weekly recap: {N} things that happened',
  'Hot take: {T} will surprise everyone this quarter',
  'I spent 100 hours researching {T}. Here is what I found',
  '{T} vs the market: a quick comparison',
  'Breaking: big moves around {T} right now ⚡',
  'Unpopular opinion about {T}',
  '{T} explained in 60 seconds',
  'The {T} community is on fire today 🔥🔥🔥',
  'Zoom out on {T}. Patience pays.',
  'Is this the bottom for {T}?',
  'Всё о {T} за неделю',
  "{T}: what the \"experts\" won't tell you",
  '{T} update: up {P}% since my last post',
];

export const SOCIAL_BODIES: readonly string[] = [
  'Key levels to watch and what the volume is telling us.',
  'Not financial advice. Do your own research.',
  'Full breakdown in the video, timestamps below.\n00:00 Intro\n02:15 The chart\n07:40 What comes next',
  'Source: on-chain data and social metrics over the last 24 hours.',
  'What do you think? Reply below 👇',
  'هذا ليس نصيحة مالية.',
  'Numbers from public dashboards; they may lag by an hour.',
  'Links in bio 🔗',
  '',
];

export const NEWS_TITLES: readonly string[] = [
  '{T} Surges as Institutional Demand Returns',
  'Analysts Split on {T} Outlook After Volatile Week',
  '{T} Faces Regulatory Questions in New Report',
  'What the Latest {T} Numbers Mean for Investors',
  '{T} Hits New Milestone Amid Growing Adoption',
  "Inside the Rally: How {T} Captured the Market's Attention",
  '{T} Slips as Traders Take Profits',
  'Exclusive: The Team Behind {T} Plans Major Expansion',
  '{T} Community Reacts to Surprise Announcement',
  'Five Charts That Explain {T} Right Now',
];

export const NEWS_BODIES: readonly string[] = [
  'Trading activity and social engagement rose sharply over the past day, according to market data.',
  'Several large holders moved funds, prompting speculation across forums and social media.',
  'Industry observers say the coming weeks will test whether the momentum can last.',
  'The announcement drew mixed reactions, with supporters praising the move and critics urging caution.',
];

export const SUPPORTIVE_THEMES: readonly (readonly [string, string])[] = [
  ['Institutional Interest', 'Funds and large investors are discussing exposure to {T}, which supporters read as lasting demand.'],
  ['Product Momentum', 'New releases and partnerships around {T} keep the conversation positive.'],
  ['Community Growth', 'Active communities are onboarding newcomers and amplifying {T} content.'],
  ['Technical Breakout', 'Chart watchers point to a breakout, and posts about upside targets for {T} are spreading.'],
  ['Adoption Milestones', 'Reports of real-world use of {T} are shared widely as proof of progress.'],
  ['Favourable Coverage', 'Mainstream outlets covered {T} positively, lifting engagement.'],
];

export const CRITICAL_THEMES: readonly (readonly [string, string])[] = [
  ['Regulatory Worries', 'Posts question how upcoming rules could affect {T}.'],
  ['Valuation Concerns', 'Sceptics argue {T} has run ahead of fundamentals and expect a pullback.'],
  ['Security Doubts', 'A reported incident raised questions about the safety of {T}.'],
  ['Profit Taking', 'Traders discuss selling {T} after recent gains.'],
  ['Competition', 'Rivals to {T} are gaining attention, splitting the conversation.'],
];

export const SUMMARY_OPENERS: readonly string[] = [
  'Social activity around {T} is {D} {P}% over the last 24 hours.',
  'Conversation about {T} has {D} {P}% compared with the previous day.',
];

export function fill(template: string, title: string, n = 3, p = 12): string {
  // a function replacement, so `$` in a title is never read as a replacement pattern
  return template.replace(/\{T\}/g, () => title).replace(/\{N\}/g, String(n)).replace(/\{P\}/g, String(p));
}
