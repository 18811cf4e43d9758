import type { PolicyDocument } from '../policy-types';

export const termsOfService: PolicyDocument = {
  intro:
    'These terms apply when you use Everystore to browse, compare and buy groceries from several UK supermarket chains in one basket. Please read them before you place an order; by creating an account or placing an order you agree to them.',
  sections: [
    {
      heading: 'About us and these terms',
      blocks: [
        'Everystore is operated by {operator.name}, company number {operator.companyNumber}, registered office {operator.address} ("we", "us"). These terms, together with our Privacy Policy and Cookie Policy, form the agreement between you and us.',
        'Nothing in these terms affects your statutory rights as a consumer, including those under the Consumer Rights Act 2015.',
      ],
    },
    {
      heading: 'Your account',
      blocks: [
        {
          list: [
            'You must be 18 or over and have a UK delivery address to open an account.',
            'Give us accurate details and keep them up to date, particularly your delivery address and phone number.',
            'Keep your password to yourself. Tell us straight away if you think someone else has used your account.',
            'You can close your account at any time by contacting us.',
          ],
        },
      ],
    },
    {
      heading: 'How Everystore works',
      blocks: [
        'You choose products from the stores listed on Everystore and check out once. We buy the items from each store you chose and bring them to you together in one delivery. Your contract for the goods is with us.',
        'Product names, pictures and descriptions come from the stores. We work to keep them accurate, but packaging and pictures can differ slightly from what is delivered.',
      ],
    },
    {
      heading: 'Prices and availability',
      blocks: [
        'Prices are shown in pounds sterling and include VAT where it applies. Stores change their prices and offers often, so the prices on Everystore can differ from those in a store\'s own shops or website.',
        'If an item becomes unavailable after you order, we substitute it only as your "If unavailable" choice for that item allows, or leave it out and do not charge you for it. By default a substitute comes from the same store and costs no more than the item you ordered; if you allowed another store\'s equivalent, it costs no more than the extra you set.',
      ],
    },
    {
      heading: 'Delivery and fees',
      blocks: [
        'The delivery fee is shown at checkout before you pay. During our beta the checkout offers standard delivery (2-3 days) for £3.99 and express delivery (next day) for £5.99, each in a 2-hour delivery slot between 08:00 and 22:00 that you choose at checkout, up to 7 days ahead. A slot stops taking orders 12 hours before it starts.',
        'Someone aged 18 or over needs to be at the delivery address to receive the order. If nobody is in, the driver will try to contact you; we may charge the delivery fee again to redeliver.',
      ],
    },
    {
      heading: 'Placing an order and paying',
      blocks: [
        'Your order is accepted when we confirm it on screen and give you an order number. When you place the order we authorise the payment on your card; we take only the final total (after any item left out or substituted) when the order is delivered, and release the authorisation if the order is cancelled. If we cannot accept your order, we will tell you and not charge you. During our beta, payments run in test mode: no card is charged and no money moves.',
      ],
    },
    {
      heading: 'Changing or cancelling an order',
      blocks: [
        'You can cancel an order free of charge until we start collecting it from the first store (Cancel order, in the order\'s tracking); your payment is then released in full. Because groceries perish quickly, the 14-day cancellation period under the Consumer Contracts Regulations does not apply to perishable items once delivered; it does apply to sealed non-food items that you return unopened.',
      ],
    },
    {
      heading: 'Problems with your order',
      blocks: [
        'Check your delivery when it arrives. Report missing, damaged or wrong items within 24 hours of delivery, with Contact Support on the order in your Orders page or at {operator.email}, and we will refund or replace them. This does not limit your legal rights if goods are faulty or not as described.',
      ],
    },
    {
      heading: 'Age-restricted products',
      blocks: [
        'Alcohol, tobacco, some medicines and other age-restricted products can only be sold to adults. The driver will ask for photo ID from anyone who looks under 25 and will not hand over restricted items if ID is not shown; you will be refunded for them.',
      ],
    },
    {
      heading: 'Reviews',
      blocks: [
        'Reviews must be honest, about your own experience and free of offensive, unlawful or misleading content, personal data about others, and advertising. We may moderate or remove reviews that break these rules. By posting a review you allow us to display it on Everystore.',
      ],
    },
    {
      heading: 'Using the service fairly',
      blocks: [
        'Do not misuse Everystore: no automated scraping or bulk collection of data, no attempts to interfere with the service or other people\'s accounts, and no fraudulent orders. We may suspend an account that breaks these terms.',
      ],
    },
    {
      heading: 'Our responsibility to you',
      blocks: [
        'We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care and skill. We do not exclude liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be excluded by law.',
        'Everystore is for household use. We are not responsible for business losses such as lost profit or lost business opportunity.',
      ],
    },
    {
      heading: 'Changes to these terms',
      blocks: ['We may update these terms, for example when the law or our service changes. The terms that apply to an order are the ones shown when you place it.'],
    },
    {
      heading: 'Governing law',
      blocks: [
        'These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you can also bring proceedings in your home courts, and the mandatory consumer law of your home nation applies.',
      ],
    },
    {
      heading: 'Contact us',
      blocks: ['Questions about these terms or an order: {operator.email}.'],
    },
  ],
};
