import type { PolicyDocument } from '../policy-types';

export const cookiePolicy: PolicyDocument = {
  intro:
    'This policy explains the cookies and similar browser storage Everystore uses, what each one is for, how long it lasts and how you can control them.',
  sections: [
    {
      heading: 'What cookies are',
      blocks: [
        'Cookies are small text files a website stores in your browser. Websites can also keep data in your browser\'s local and session storage. We use both, and this policy covers both.',
      ],
    },
    {
      heading: 'Cookies we use',
      blocks: [
        {
          table: {
            caption: 'Cookies set by Everystore',
            columns: ['Cookie', 'What it does', 'Type', 'Duration'],
            rows: [
              ['Session', 'Keeps you signed in as you move between pages', 'Strictly necessary', 'Session (deleted when you sign out or close your browser)'],
              ['Cart', 'Remembers the items in your basket', 'Strictly necessary', '30 days'],
              ['Preferences', 'Remembers your settings, such as your cookie choices', 'Functional', '1 year'],
              ['Analytics', 'Counts visits and shows us which pages work well, without identifying you', 'Analytics (only with your consent)', '2 years'],
            ],
          },
        },
        'We do not use advertising cookies, and we do not allow third parties to place advertising cookies through Everystore.',
      ],
    },
    {
      heading: 'Browser storage we use',
      blocks: [
        'Some features keep data on your device only, in your browser\'s storage:',
        {
          list: [
            'Whether you have seen the welcome screen, so it is not shown on every visit.',
            'The delivery location you chose, so we can show the nearest stores.',
            'Products you viewed recently, and your last search and its results.',
            'Product comparison scores, kept only until you close the tab.',
          ],
        },
        'This data stays on your device until you clear your browser data.',
      ],
    },
    {
      heading: 'Your choices',
      blocks: [
        'We only set analytics cookies if you agree to them, and you can change your mind at any time. Strictly necessary cookies cannot be switched off in our service, because signing in and keeping your basket would stop working without them.',
        'You can also block or delete cookies in your browser settings. If you block all cookies, you will not be able to sign in or check out.',
      ],
    },
    {
      heading: 'The law we follow',
      blocks: [
        'We use cookies in line with the Privacy and Electronic Communications Regulations (PECR) and UK GDPR: strictly necessary cookies need no consent, and every other cookie is set only with your consent.',
      ],
    },
    {
      heading: 'Changes and contact',
      blocks: ['We will update this page if the cookies we use change. Questions: {operator.dataProtectionEmail}.'],
    },
  ],
};
