import type { PolicyDocument } from '../policy-types';

export const gdprCompliance: PolicyDocument = {
  intro:
    'This page explains how Everystore meets the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018, and how you can use your data protection rights. Our Privacy Policy lists the data we hold and why.',
  sections: [
    {
      heading: 'Our role',
      blocks: [
        '{operator.name}, trading as Everystore, is the data controller for the account, basket, order and review data we hold about you. Our data protection contact is {operator.dataProtectionEmail}.',
      ],
    },
    {
      heading: 'The principles we follow',
      blocks: [
        {
          list: [
            'Lawful, fair and transparent: we rely on a lawful basis for every use of your data and explain it in our Privacy Policy.',
            'Purpose limitation: we use data only for the purposes we told you about.',
            'Data minimisation: we ask only for what we need to deliver your order and run your account.',
            'Accuracy: you can correct your details at any time on your Profile page.',
            'Storage limitation: we keep data only for the periods set out in our Privacy Policy, then delete it.',
            'Security: we protect data with encryption in transit, hashed passwords and restricted access.',
            'Accountability: we keep records of our processing and review them regularly.',
          ],
        },
      ],
    },
    {
      heading: 'Lawful bases',
      blocks: [
        'We rely on contract to run your account and deliver your orders, legal obligation to keep tax and accounting records, legitimate interests to keep the service secure and to publish reviews (after weighing those interests against your rights), and consent for analytics cookies and marketing e-mails.',
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        {
          list: [
            'Access: ask for a copy of the personal data we hold about you. This is free.',
            'Rectification: have inaccurate or incomplete data corrected.',
            'Erasure: have your data deleted when we no longer need it or you withdraw consent, unless the law requires us to keep it (for example order records kept for tax).',
            'Restriction: ask us to pause using your data while a concern is looked into.',
            'Portability: receive the data you gave us in a common, machine-readable format.',
            'Objection: object to uses based on legitimate interests, and to direct marketing at any time.',
            'Withdrawing consent: where we rely on consent, you can withdraw it as easily as you gave it.',
            'Automated decisions: we do not make decisions about you based solely on automated processing that have legal or similarly significant effects.',
          ],
        },
      ],
    },
    {
      heading: 'How to make a request',
      blocks: [
        'E-mail {operator.dataProtectionEmail} or write to us at {operator.address}. We may ask for proof of identity before we act, to protect your data. We will reply within one month; if a request is complex we may extend this by up to two further months and will tell you why.',
      ],
    },
    {
      heading: 'Processors and transfers',
      blocks: [
        'Service providers who process data for us (hosting, e-mail and payments) do so under written contracts that meet Article 28 of UK GDPR. Where data leaves the UK, we rely on UK adequacy regulations or the ICO\'s International Data Transfer Agreement.',
      ],
    },
    {
      heading: 'Data breaches',
      blocks: [
        'We record every personal data breach. Where a breach is likely to result in a risk to people\'s rights and freedoms, we notify the ICO within 72 hours of becoming aware of it. Where the risk is high, we also tell the people affected without undue delay, explaining what happened and what they can do to protect themselves.',
      ],
    },
    {
      heading: 'Data protection impact assessments',
      blocks: ['Before we launch a new feature that is likely to pose a high risk to personal data, we assess its risks and how to reduce them.'],
    },
    {
      heading: 'Complaints',
      blocks: [
        'Please contact us first at {operator.dataProtectionEmail} so we can try to put things right. You can also complain to the Information Commissioner\'s Office at ico.org.uk or on 0303 123 1113.',
      ],
    },
  ],
};
