/** English text of the three legal PDFs (our own wording). makePdfs.ts turns them into public/legal/en/. */
import type { LegalText } from './types.ts';

export const legalEn: Record<'legal_notice' | 'terms' | 'cookies', LegalText> = {
  legal_notice: {
    title: 'Legal notice',
    sections: [
      {
        heading: '1. Owner of the portal',
        body: 'Viajes B2B is a sales portal for travel agencies operated by Grupo Viajes Caribe, S.L. (the "Group"), registered office at Calle de la Brisa 12, 28001 Madrid (Spain), registered in the Madrid Companies Register. Contact: legal@grupoviajescaribe.com.',
      },
      {
        heading: '2. Purpose',
        body: 'The portal lets authorised agencies, their operators and their sellers look up, quote and book travel services (accommodation, flights, cars, transfers, excursions, insurance, packages and admissions) for their customers. It is not aimed at end consumers.',
      },
      {
        heading: '3. Access and users',
        body: 'Access requires a personal username and password, assigned by the Viajes Caribe Group or by the agency one level above. Each agency answers for the use its users make of the portal, for keeping their credentials confidential and for the accuracy of the passenger data it enters.',
      },
      {
        heading: '4. Intellectual property',
        body: 'The texts, images, trademarks, logos and software of the portal belong to the Viajes Caribe Group or to its suppliers. Agencies may use product information to sell the products to their customers, but may not copy, bulk-extract or resell the contents of the portal.',
      },
      {
        heading: '5. Liability',
        body: 'The Viajes Caribe Group strives to keep the published information accurate and up to date, but prices and availability depend on suppliers and may change until the booking is confirmed. The Viajes Caribe Group is not liable for interruptions caused by maintenance, force majeure or third parties.',
      },
      {
        heading: '6. Data protection',
        body: 'Personal data of users and passengers are processed to manage bookings, meet legal obligations and provide assistance during the trip, in accordance with Regulation (EU) 2016/679. You may exercise your rights by writing to privacy@grupoviajescaribe.com.',
      },
      {
        heading: '7. Governing law',
        body: 'This notice is governed by Spanish law. The parties submit any dispute to the courts of Madrid, unless the law provides otherwise.',
      },
    ],
  },
  terms: {
    title: 'Terms and conditions of sale',
    sections: [
      {
        heading: '1. Parties',
        body: 'These terms govern the relationship between the Viajes Caribe Group, as wholesaler, and each travel agency that books services through the Viajes B2B portal, in its own name or on behalf of its customers.',
      },
      {
        heading: '2. Bookings',
        body: 'A booking is confirmed when the portal gives it a locator and the status "Reserved". On-request services are confirmed or declined within 48 working hours at the latest. The agency must check names, dates and services before confirming.',
      },
      {
        heading: '3. Prices and currency',
        body: "Prices are net to the agency, are shown in the currency assigned to the agency and include the taxes stated for each service. The margin the agency adds for its customer is the agency's own responsibility.",
      },
      {
        heading: '4. Payment',
        body: 'Bookings are paid from the agency fund, by card, by payment link, by deposit or, when authorised, by partial payment. If payment is not received before the stated deadline, the booking may be cancelled without further notice.',
      },
      {
        heading: '5. Cancellations and changes',
        body: 'Each service has its own cancellation policy, shown before booking: a percentage of the total cost, a fixed amount or a number of nights, depending on the days left before the start date. Changes are handled as a cancellation and a new booking when the supplier requires it.',
      },
      {
        heading: '6. Documents',
        body: "The agency will inform its customers of the destination's passport, visa, medical insurance and form requirements. The Viajes Caribe Group is not liable for denied boarding or entry caused by missing documents.",
      },
      {
        heading: '7. Claims',
        body: "Claims must be sent in writing to the sales office of the agency's country within 30 days after the end of the service, with the locator and the supporting documents.",
      },
    ],
  },
  cookies: {
    title: 'Cookies policy',
    sections: [
      {
        heading: '1. What cookies are',
        body: 'Cookies are small files the portal stores in your browser to remember information from one page to the next.',
      },
      {
        heading: '2. Cookies we use',
        body: 'We only use our own, necessary cookies: tokenB2B and refresh_tokenB2B keep you signed in; userB2B, agency, currency and balance store your user and agency data; languageB2B remembers the language you chose for 365 days. Search filters are kept for one day and the location chosen in the local market is remembered until you change it.',
      },
      {
        heading: '3. Third-party cookies',
        body: 'The portal uses no third-party advertising or analytics cookies. Links to social networks open external sites, which have their own policies.',
      },
      {
        heading: '4. How to manage them',
        body: 'You can delete cookies in your browser settings. If you delete the session cookies you will have to sign in again; if you block the necessary cookies, the portal cannot work.',
      },
      {
        heading: '5. Changes',
        body: 'If we add new cookies we will update this policy and tell you on the portal.',
      },
    ],
  },
};
