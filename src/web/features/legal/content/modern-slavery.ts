import type { PolicyDocument } from '../policy-types';

export const modernSlaveryStatement: PolicyDocument = {
  intro:
    'This statement sets out the steps Everystore takes to prevent slavery, servitude, forced or compulsory labour and human trafficking in our business and our supply chains, in line with section 54 of the Modern Slavery Act 2015.',
  sections: [
    {
      heading: 'Our business',
      blocks: [
        'Everystore is a UK online grocery marketplace. Shoppers fill one basket from eight supermarket chains and we deliver their orders together. We employ staff in technology, customer service and operations, and we work with delivery partners to bring orders to our customers.',
      ],
    },
    {
      heading: 'Our supply chains',
      blocks: [
        'Our supply chains include:',
        {
          list: [
            'the supermarket chains whose products we sell, and through them the farms, fisheries, packers and manufacturers that produce food and household goods in the UK and overseas;',
            'delivery partners, drivers and couriers who collect and deliver orders;',
            'suppliers of packaging, vehicles, equipment and uniforms;',
            'technology, hosting and customer-service providers, and contracted cleaning and security services.',
          ],
        },
      ],
    },
    {
      heading: 'Where the risks are',
      blocks: [
        'We recognise that the grocery sector carries real risks of modern slavery. The areas we watch most closely are:',
        {
          list: [
            'seasonal and agency labour in agriculture and food processing, in the UK and abroad;',
            'fishing and seafood processing;',
            'warehousing, logistics and last-mile delivery, including self-employed drivers and labour supplied through agencies;',
            'the overseas manufacture of packaging, uniforms and equipment.',
          ],
        },
      ],
    },
    {
      heading: 'Our policies',
      blocks: [
        {
          list: [
            'A supplier code of conduct that forbids forced, bonded and child labour, requires that workers never pay fees to get a job, and requires workers to keep their own identity documents.',
            'A whistleblowing policy that lets staff, drivers and suppliers\' workers raise concerns confidentially and without retaliation.',
            'Recruitment checks on every employee and delivery partner, including right-to-work checks, carried out directly or through audited agencies.',
          ],
        },
      ],
    },
    {
      heading: 'Due diligence',
      blocks: [
        'Each year we review the modern slavery statements of the supermarket chains we sell from, and we include modern slavery terms in our contracts with delivery partners and other suppliers. We assess new suppliers against the risks above before we work with them, and we can audit high-risk suppliers. If we find a problem, we work with the supplier to put it right and protect the workers affected; we end the relationship if it is not fixed.',
      ],
    },
    {
      heading: 'Training',
      blocks: [
        'Staff who manage suppliers, recruit people or supervise deliveries are trained to spot the signs of modern slavery and to know how to report them.',
      ],
    },
    {
      heading: 'Reporting a concern',
      blocks: [
        'If you have a concern about anyone working on our behalf, tell us at {operator.email}; you do not have to give your name. You can also call the Modern Slavery & Exploitation Helpline on 08000 121 700. If someone is in immediate danger, call 999.',
      ],
    },
    {
      heading: 'Measuring progress',
      blocks: [
        'Each year we will report the share of suppliers who have signed our code of conduct, the share of relevant staff trained, the number of concerns raised and how each was resolved.',
      ],
    },
    {
      heading: 'About this statement',
      blocks: [
        'This statement is made by {operator.name}, company number {operator.companyNumber}, and is reviewed every year.',
      ],
    },
  ],
};
