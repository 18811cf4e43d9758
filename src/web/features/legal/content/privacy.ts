import type { PolicyDocument } from '../policy-types';

export const privacyPolicy: PolicyDocument = {
  intro:
    'This policy explains what personal data Everystore collects when you browse, shop, write reviews or hold an account with us, why we use it, who we share it with, how long we keep it and the rights you have under UK data protection law.',
  sections: [
    {
      heading: 'Who we are',
      blocks: [
        'Everystore is an online grocery marketplace: you fill one basket from eight UK supermarket chains and we bring everything to you in one consolidated delivery.',
        'The data controller for the personal data described here is {operator.name}, company number {operator.companyNumber}, registered office {operator.address}, trading as Everystore. You can contact us about anything in this policy at {operator.dataProtectionEmail}.',
      ],
    },
    {
      heading: 'What we collect',
      blocks: [
        'We only collect what we need to run the service:',
        {
          list: [
            'Account details: your first and last name, e-mail address, phone number, delivery address (address lines, city, county and postcode) and whether you have verified your e-mail address. Your password is stored only as a one-way hash; nobody at Everystore can read it.',
            'Your basket: the products and quantities you add, so your basket is still there when you come back.',
            'Orders: what you ordered, from which stores, the prices and totals, the delivery fee, option and slot, any delivery notes and the status updates of each delivery.',
            'Reviews: the ratings and text you write about stores and products, whether a review comes from a verified purchase, and the reviews you mark as helpful.',
            'Your chosen location: the street and postcode you pick so we can show the stores nearest to you. This is kept in your browser.',
            'Technical data: a sign-in session cookie and server logs (IP address, browser type, pages requested and the time) used to keep the service working and secure.',
          ],
        },
        'We do not store your full payment card number or security code: your card number is turned into a one-time token in your browser and never reaches our servers. We keep only the card brand, its last four digits and the payment provider\'s authorisation reference.',
      ],
    },
    {
      heading: 'Why we use it and our lawful bases',
      blocks: [
        'UK data protection law requires a lawful basis for each use of your data. These are ours:',
        {
          table: {
            caption: 'Purposes and lawful bases',
            columns: ['Purpose', 'Lawful basis'],
            rows: [
              ['Creating and running your account, keeping your basket and taking your orders', 'Contract: we need it to provide the service you asked for'],
              ['Passing your order to the stores and your delivery details to the driver', 'Contract'],
              ['Sending order confirmations, delivery updates and e-mail verification codes', 'Contract'],
              ['Keeping accounting and tax records of orders', 'Legal obligation'],
              ['Preventing fraud and abuse, and keeping the service secure', 'Legitimate interests: protecting you, us and the stores'],
              ['Publishing your reviews and moderating them', 'Legitimate interests: helping other shoppers choose, with your name shown as you expect'],
              ['Improving the service using analytics cookies', 'Consent, which you can withdraw at any time'],
              ['Sending marketing e-mails', 'Consent, given at checkout or in your account; every e-mail has an unsubscribe link'],
            ],
          },
        },
      ],
    },
    {
      heading: 'Who we share it with',
      blocks: [
        'We never sell your personal data. We share it only where needed:',
        {
          list: [
            'The supermarket chains you buy from receive the items in your order. They do not receive your contact details unless a store needs them to resolve a problem with your order.',
            'Our delivery partners receive your name, delivery address, phone number and delivery notes so they can bring your order.',
            'Service providers who host our systems, send e-mails and take payments process data for us under written contracts and only on our instructions.',
            'The police, regulators or courts, where the law requires it.',
            'A buyer of our business, if Everystore is ever sold, under the same protections described here.',
          ],
        },
        'Reviews you write are public: they are shown with your first and last name, or as "Anonymous User" where no name is available.',
      ],
    },
    {
      heading: 'Transfers outside the UK',
      blocks: [
        'Some of our service providers may process data outside the UK. When they do, we use the protections UK law requires: a UK adequacy decision for the country, or the International Data Transfer Agreement or Addendum approved by the Information Commissioner.',
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        {
          table: {
            caption: 'Retention periods',
            columns: ['Data', 'How long we keep it'],
            rows: [
              ['Account details', 'While your account is open. When you delete it (Profile, Your data, Delete my account) your name, e-mail address, postal address and phone number are removed at once'],
              ['Favourites, lists, basket, saved choices and e-mail preferences', 'While your account is open; deleted at once when you delete it'],
              ['Orders and payment records', '6 years after the order, as tax and company law requires. If you delete your account, your orders stay for that time with their lines, totals, town and postcode only: the name, contact details, street and notes are removed'],
              ['Basket', 'Until you check out or remove the items; a basket left untouched is cleared after 30 days'],
              ['Reviews and helpful marks', 'Until you delete them. When you delete your account you choose: your reviews stay, shown as "A former shopper", or are removed; your helpful marks and reports are deleted'],
              ['Sign-in sessions', 'Until you sign out or the session expires'],
              ['Server logs', '90 days, unless needed to investigate a security incident'],
            ],
          },
        },
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        'You have the right to access your data, to correct it, to have it erased, to restrict or object to how we use it, to take it to another service (portability) and to withdraw consent at any time. You can correct most details yourself on your Profile page. Our GDPR Compliance page explains each right and how to use it.',
        'On your Profile page, under Your data: "Download my data" gives you at once a file (JSON) of everything we hold about you: your profile, orders and their lines and history, reviews, favourites, lists, basket, e-mail preferences and consents, the e-mails we sent you and when your sessions were used. "Delete my account" asks for your password and closes your account at once, signing you out everywhere, once any open order has been delivered or cancelled.',
        'You can turn off delivery updates, offers and price-drop e-mails in Notifications settings, or with the one-click unsubscribe link in each of those e-mails. Order confirmations, changes, cancellations, refunds and payment problems are always sent.',
      ],
    },
    {
      heading: 'How we protect it',
      blocks: [
        'Everything you send us travels over an encrypted connection. Passwords are stored as salted one-way hashes, session cookies cannot be read by scripts on the page, and only the staff who need personal data to do their job can see it.',
        'If a breach of personal data is likely to put your rights at risk, we will report it to the Information Commissioner\'s Office within 72 hours of becoming aware of it, and tell you without undue delay if the risk to you is high.',
      ],
    },
    {
      heading: 'Children',
      blocks: ['You must be 18 or over to open an account. We do not knowingly collect personal data from children.'],
    },
    {
      heading: 'Complaints',
      blocks: [
        'If you are unhappy with how we handle your data, please contact us first at {operator.dataProtectionEmail}. You also have the right to complain to the Information Commissioner\'s Office (ICO) at ico.org.uk or on 0303 123 1113.',
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: ['We will update this page when our practices change and show the new date at the top. If a change materially affects how we use your data, we will tell you by e-mail before it takes effect.'],
    },
  ],
};
